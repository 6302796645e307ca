import { Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { type AdvisorRecommendation, formatUsd, SERVICE_TYPE_LABELS } from "@primp/core";
import { Link } from "react-router";
import { type BookNowState, useHomeInfo } from "../booking/HomeInfoProvider";

export function RecommendationCard({ recommendation, best }: { recommendation: AdvisorRecommendation; best: boolean }) {
  const { service, reasons, href } = recommendation;
  const { homeInfo } = useHomeInfo();
  const bookNowState: BookNowState = { homeInfo };
  return (
    <Card
      component="article"
      padding="xl"
      radius="lg"
      shadow={best ? "md" : "xs"}
      h="100%"
      style={best ? { outline: "2px solid var(--mantine-color-plum-7)" } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <Badge variant="light" color="plum">
            {SERVICE_TYPE_LABELS[service.serviceType]}
          </Badge>
          {best && (
            <Badge variant="filled" color="rose.8">
              Our top pick
            </Badge>
          )}
        </Group>
        <Title order={3} fz="h3" c="plum.9">
          {service.name}
        </Title>
        <Text fw={700} c="plum.8">
          From {formatUsd(service.priceCents)}
        </Text>
        {service.detail && (
          <Text fz="sm" c="gray.7" lineClamp={3}>
            {service.detail}
          </Text>
        )}
        <List spacing={4} fz="sm" c="dark.6" style={{ flex: 1 }}>
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
        <Button component={Link} to={href} state={bookNowState} size="md" fullWidth>
          Book {service.name}
        </Button>
      </Stack>
    </Card>
  );
}
