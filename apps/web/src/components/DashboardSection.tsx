import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One framed block of a dashboard: a heading, an optional line under it, its content. */
export function DashboardSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper p={{ base: "md", sm: "xl" }} shadow="xs" component="section" aria-label={title}>
      <Stack gap={4} mb="md">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
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
