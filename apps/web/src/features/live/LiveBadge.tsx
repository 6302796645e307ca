import { Badge } from "@mantine/core";

/** A quiet sign that the page updates by itself; nothing at all while it does not. */
export function LiveBadge({ live }: { live: boolean }) {
  if (!live) return null;
  return (
    <Badge variant="dot" color="teal" size="sm" fw={500} aria-label="Live: this page updates by itself">
      Live
    </Badge>
  );
}
