import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The heading of an administrators' page: its title, a line under it, and its links on the right. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {title}
        </Title>
        <Text c="dimmed" maw={620}>
          {description}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}
