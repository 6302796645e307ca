import { Badge } from "@mantine/core";
import type { BookingStatus } from "@primp/core";

const COLORS: Record<BookingStatus, string> = {
  AWAITING_PAYMENT: "gray",
  PENDING: "yellow",
  ACCEPTED: "plum",
  COMPLETED: "teal",
  CANCELLED: "red",
};

/** The status word the spec gives the viewer (computed on the server), coloured by status. */
export function StatusBadge({ status, label }: { status: BookingStatus; label: string }) {
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      // Never cut to "Co…": the word is the point of the badge.
      styles={{ root: { maxWidth: "none", flexShrink: 0 }, label: { overflow: "visible" } }}
    >
      {label}
    </Badge>
  );
}
