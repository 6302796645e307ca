import { Button, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../navigation/paths";

/** The way back from an administrators' page to their dashboard, for a header's `actions`. */
export function BackToDashboard() {
  return (
    <Button component={Link} to={paths.dashboard} variant="subtle">
      Administrator dashboard
    </Button>
  );
}

/** The heading of an administrators' page: its title, a line under it, and its links on the right. */
export function AdminPageHeader({
  title,
  description,
  actions = <BackToDashboard />,
}: {
  title: string;
  description: ReactNode;
  /** The way back to the dashboard unless told otherwise. */
  actions?: ReactNode;
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
