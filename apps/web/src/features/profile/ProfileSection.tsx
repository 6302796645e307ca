import { Paper } from "@mantine/core";
import type { ReactNode } from "react";
import { HydrateWhenVisible } from "../../components/HydrateWhenVisible";

/**
 * One card of a pro's profile (signed-in /profile and the public /pros page), named for screen
 * readers. On the server-rendered public page each card is hydrated as it nears the screen.
 */
export function ProfileSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HydrateWhenVisible>
      <Paper p={{ base: "md", sm: "xl" }} shadow="xs" component="section" aria-label={label}>
        {children}
      </Paper>
    </HydrateWhenVisible>
  );
}
