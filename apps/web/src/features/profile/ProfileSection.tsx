import { Paper } from "@mantine/core";
import type { ReactNode } from "react";

/** One card of a pro's profile (signed-in /profile and the public /pros page), named for screen readers. */
export function ProfileSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper p={{ base: "md", sm: "xl" }} shadow="xs" component="section" aria-label={label}>
      {children}
    </Paper>
  );
}
