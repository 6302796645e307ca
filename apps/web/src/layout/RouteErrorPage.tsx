import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { PageMeta } from "../components/PageMeta";

/**
 * Shown when a page fails to render or its code cannot be loaded (most often a tab left
 * open across a deployment, whose old page files are gone): reloading fetches the new ones.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <PageMeta title="Something went wrong" />
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed" size="lg">
          This page could not be shown. Reloading usually fixes it.
        </Text>
        <Button size="md" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </Container>
  );
}
