// The booking lifecycle. Every status change goes through canTransition, and the database
// update is conditional on the expected status, so two actors cannot both win a transition.

export const BOOKING_STATUSES = ["AWAITING_PAYMENT", "PENDING", "ACCEPTED", "COMPLETED", "CANCELLED"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  // Paid (webhook or confirm call), or abandoned before paying.
  AWAITING_PAYMENT: ["PENDING", "CANCELLED"],
  // A pro accepts, or the customer or admin cancels.
  PENDING: ["ACCEPTED", "CANCELLED"],
  // Paid out; cancelled; or released by its pro so another pro can take it.
  ACCEPTED: ["COMPLETED", "CANCELLED", "PENDING"],
  COMPLETED: [],
  CANCELLED: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export type StatusViewer = "PRO" | "CUSTOMER" | "ADMIN";

// The spec's dashboard words: the pro sees Scheduled/Completed; customer and admin see
// "Pending..." until a pro accepts, "Confirmed" after, and "Completed" once paid out (the spec
// writes it in capitals; every badge is in the same sentence case).
const CUSTOMER_LABELS: Record<BookingStatus, string> = {
  AWAITING_PAYMENT: "Awaiting payment",
  PENDING: "Pending...",
  ACCEPTED: "Confirmed",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
};
const STATUS_LABELS: Record<StatusViewer, Record<BookingStatus, string>> = {
  PRO: { ...CUSTOMER_LABELS, PENDING: "Open", ACCEPTED: "Scheduled" },
  CUSTOMER: CUSTOMER_LABELS,
  ADMIN: CUSTOMER_LABELS,
};

export function statusLabel(status: BookingStatus, viewer: StatusViewer): string {
  return STATUS_LABELS[viewer][status];
}
