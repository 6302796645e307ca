import { Badge } from "@mantine/core";
import type { BookingStatus } from "@primp/core";

/** Light badges write in shade 9; with these colours every badge reads at 4.5:1 or more. */
const COLORS: Record<BookingStatus, string> = {
  AWAITING_PAYMENT: "gray",
  PENDING: "rose",
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
      // Never cut to "Co…": the word is the point of the badge.
      styles={{ root: { maxWidth: "none", flexShrink: 0 }, label: { overflow: "visible" } }}
    >
      {label}
    </Badge>
  );
}
