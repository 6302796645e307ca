// Every service offered in a city, by kind, each linking to its page with its starting price.
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatFromPrice, SERVICE_TYPE_LABELS, SERVICE_TYPES, servicePagePath } from "@primp/core";
import { Link } from "react-router";
import type { RouterOutputs } from "../../trpc";

type Page = RouterOutputs["storefront"]["cityPage"];

export function CityServices({ page }: { page: Page }) {
  const kinds = SERVICE_TYPES.map((type) => ({
    type,
    services: page.services.filter((service) => service.serviceType === type),
  })).filter((kind) => kind.services.length > 0);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl" verticalSpacing="lg">
      {kinds.map((kind) => (
        <Stack key={kind.type} gap="xs">
          <Title order={3} fz="sm" tt="uppercase" c="dimmed" fw={600}>
            {SERVICE_TYPE_LABELS[kind.type]}
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {kind.services.map((service) => (
              <Group key={service.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Anchor component={Link} to={servicePagePath(service.slug)} fw={600} size="sm">
                  {service.name}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {formatFromPrice(service.fromCents)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
