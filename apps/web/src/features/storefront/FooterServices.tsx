// The footer's "Services" column: the home page's featured services (the same query, so the
// home page asks once), each linking to its page. Absent, column and all, until they have loaded
// (so also in the server's markup and without JavaScript).
import { Anchor, Grid, type GridColProps, Stack, Title } from "@mantine/core";
import { servicePagePath } from "@primp/core";
import { Link } from "react-router";
import { trpc } from "../../trpc";

export function FooterServices({ span }: { span: GridColProps["span"] }) {
  const query = trpc.storefront.homeServices.useQuery();
  if (!query.data || query.data.length === 0) return null;
  return (
    <Grid.Col span={span}>
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
    </Grid.Col>
  );
}
