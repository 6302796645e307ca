// The services a pro takes, by kind, each linking to its page, with the catalogue's starting
// price and its own booking link (the form opens on that service with this pro asked for).
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  bookThisLookHref,
  formatFromPrice,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  servicePagePath,
  serviceSlug,
} from "@primp/core";
import { Link } from "react-router";
import type { RouterOutputs } from "../../trpc";

type Page = RouterOutputs["pro"]["publicPage"];

export function ProServices({ page }: { page: Page }) {
  const kinds = SERVICE_TYPES.map((type) => ({
    type,
    services: page.services.filter((service) => service.serviceType === type),
  })).filter((kind) => kind.services.length > 0);
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Services
      </Title>
      {kinds.length === 0 && <Text c="dimmed">{page.firstName} has no services open for booking right now.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
        {kinds.map((kind) => (
          <Stack key={kind.type} gap="xs">
            <Title order={3} fz="sm" tt="uppercase" c="dimmed" fw={600}>
              {SERVICE_TYPE_LABELS[kind.type]}
            </Title>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
              {kind.services.map((service) => (
                <Group key={service.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm">
                    <Anchor component={Link} to={servicePagePath(serviceSlug(service.name))} fw={600} inherit>
                      {service.name}
                    </Anchor>
                    <br />
                    <Text span c="dimmed" inherit>
                      {formatFromPrice(service.fromCents)}
                    </Text>
                  </Text>
                  <Button
                    component={Link}
                    to={bookThisLookHref({ serviceId: service.id, serviceType: service.serviceType }, page.userId)}
                    variant="light"
                    size="compact-sm"
                    aria-label={`Book ${service.name} with ${page.firstName}`}
                  >
                    Book
                  </Button>
                </Group>
              ))}
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
