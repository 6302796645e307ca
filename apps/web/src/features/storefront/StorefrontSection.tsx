import { Box, Container, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { HydrateWhenVisible } from "../../components/HydrateWhenVisible";

/**
 * One titled part of a service or city page, named for screen readers by its heading; hydrated
 * as it nears the screen.
 */
export function StorefrontSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HydrateWhenVisible>
      <Box component="section" aria-labelledby={id}>
        <Title id={id} order={2} fz={{ base: 24, sm: 30 }} c="plum.9" mb="md">
          {title}
        </Title>
        {children}
      </Box>
    </HydrateWhenVisible>
  );
}

/** The sections under a service's or city's header, spaced alike. */
export function StorefrontBody({ children }: { children: ReactNode }) {
  return (
    <Container py={{ base: 40, sm: 64 }}>
      <Stack gap={56}>{children}</Stack>
    </Container>
  );
}
