// The services a pro takes, each with the catalogue's starting price and its own booking link
// (the form opens on that service with this pro asked for).
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { bookThisLookHref, formatFromPrice } from "@primp/core";
import { Link } from "react-router";
import type { RouterOutputs } from "../../trpc";

type Page = RouterOutputs["pro"]["publicPage"];

export function ProServices({ page }: { page: Page }) {
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Services
      </Title>
      {page.services.length === 0 && <Text c="dimmed">{page.firstName} has no services open for booking right now.</Text>}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {page.services.map((service) => (
          <Group key={service.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0}>
              <Text fw={600}>{service.name}</Text>
              <Text size="sm" c="dimmed">
                {formatFromPrice(service.fromCents)}
              </Text>
            </Stack>
            <Button
              component={Link}
              to={bookThisLookHref({ serviceId: service.id, serviceType: service.serviceType }, page.userId)}
              variant="light"
              size="xs"
              aria-label={`Book ${service.name} with ${page.firstName}`}
            >
              Book
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
