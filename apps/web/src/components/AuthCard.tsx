import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The framed, centred card that holds the login, sign-up and password forms. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Container size={480} py={{ base: "xl", sm: 64 }}>
      <Paper p={{ base: "lg", sm: 36 }} shadow="sm" withBorder style={{ borderColor: "var(--mantine-color-plum-1)" }}>
        <Stack gap={4} mb="lg">
          <Title order={1} fz={{ base: 28, sm: 32 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Paper>
    </Container>
  );
}
