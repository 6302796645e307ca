import { Anchor, Avatar, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The welcome block: the avatar (a link to the person's profile) and a greeting. */
export function DashboardHeader({
  name,
  avatarUrl,
  profileHref,
  subtitle,
  children,
}: {
  name: string;
  avatarUrl: string | null;
  profileHref: string;
  subtitle: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      {/* Named by hidden text, not aria-label: the initials shown must not be the link's name. */}
      <Anchor component={Link} to={profileHref}>
        <Avatar src={avatarUrl} alt="" name={name} color="initials" size={72} radius={72} aria-hidden="true" />
        <VisuallyHidden>Your profile</VisuallyHidden>
      </Anchor>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          Welcome, {name}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
        {children}
      </Stack>
    </Group>
  );
}
