// A tidy stand-in for pages a later issue builds: the page's title and one line about it.
import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageTitle } from "../hooks/usePageTitle";

export function PlaceholderPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container py={{ base: "xl", sm: 60 }}>
      <Paper p={{ base: "lg", sm: 40 }} shadow="xs">
        <Stack gap="sm">
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="lg">
            {description}
          </Text>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
