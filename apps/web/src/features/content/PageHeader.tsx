import { Box, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The band at the top of every content page: a small eyebrow, the page's h1, a lead and what follows it (a price, a button). */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      py={{ base: 40, sm: 72 }}
      style={{
        background:
          "radial-gradient(circle at 90% 0%, var(--mantine-color-rose-1) 0%, transparent 55%), linear-gradient(180deg, var(--mantine-color-plum-1) 0%, var(--mantine-color-plum-0) 100%)",
      }}
    >
      <Container>
        <Stack gap="sm" maw={720}>
          <Text c="plum.7" tt="uppercase" fw={700} fz="xs" style={{ letterSpacing: "0.14em" }}>
            {eyebrow}
          </Text>
          <Title order={1} fz={{ base: 36, sm: 52 }} lh={1.1} c="plum.9">
            {title}
          </Title>
          {lead && (
            <Text c="dark.4" fz={{ base: "md", sm: "lg" }} maw={620}>
              {lead}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
