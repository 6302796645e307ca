import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One framed block of a dashboard: a heading (with an optional mark beside it), an optional line under it, its content. */
export function DashboardSection({
  title,
  aside,
  description,
  children,
}: {
  title: string;
  /** Beside the heading: a small mark such as the "Live" badge. */
  aside?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper p={{ base: "md", sm: "xl" }} shadow="xs" component="section" aria-label={title}>
      <Stack gap={4} mb="md">
        <Group gap="sm" align="center">
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          {aside}
        </Group>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
