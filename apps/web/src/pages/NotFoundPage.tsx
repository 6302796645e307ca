import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { PageMeta } from "../components/PageMeta";
import { paths } from "../navigation/paths";

export function NotFoundPage() {
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <PageMeta title="Page not found" />
      <Stack align="center" ta="center" gap="md">
        <Text
          aria-hidden="true"
          ff="var(--mantine-font-family-headings)"
          fz={{ base: 96, sm: 140 }}
          fw={600}
          lh={1}
          variant="gradient"
          gradient={{ from: "plum.5", to: "plum.9", deg: 135 }}
        >
          404
        </Text>
        <Title order={1}>This page has wandered off</Title>
        <Text c="dimmed" size="lg" maw={460}>
          The address may be mistyped, or the page may have moved. Let us get you back to something beautiful.
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to={paths.home} size="md">
            Go to the home page
          </Button>
          <Button component={Link} to={paths.bookNow} state={{ homeInfo: null }} size="md" variant="outline">
            Book Now
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
