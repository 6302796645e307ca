// The footer's "Services" column: the home page's featured services (the same query, so the
// home page asks once), each linking to its page. Absent until they have loaded.
import { Anchor, Stack, Title } from "@mantine/core";
import { servicePagePath } from "@primp/core";
import { Link } from "react-router";
import { trpc } from "../../trpc";

export function FooterServices() {
  const query = trpc.storefront.homeServices.useQuery();
  if (!query.data || query.data.length === 0) return null;
  return (
    <Stack gap="xs" component="nav" aria-label="Services">
      <Title order={2} size="h5" c="white">
        Services
      </Title>
      {query.data.map((service) => (
        <Anchor
          key={service.id}
          c="plum.1"
          size="sm"
          underline="hover"
          component={Link}
          to={servicePagePath(service.slug)}
        >
          {service.name}
        </Anchor>
      ))}
    </Stack>
  );
}
