// A booking's history in words, oldest first: when it was booked, who accepted it, every move
// and answer after that (the BookingChange rows), and how it ended. "Accepted by Jasmine", not
// a status code; the page adds when ("… on Nov 24, 2026, 9:39 A.M.").
import { formatDateShort, formatTime12h } from "./format";

export type BookingChangeKind =
  | "RESCHEDULED"
  | "RESCHEDULE_CONFIRMED"
  | "RESCHEDULE_DECLINED"
  | "RESCHEDULE_EXPIRED"
  | "MARKED_DONE"
  | "PAYOUT_HELD"
  | "PAYOUT_RELEASED"
  | "RELEASED"
  | "CANCELLED_NO_PRO";

export interface BookingChangeRecord {
  kind: BookingChangeKind;
  actorRole: "CUSTOMER" | "PRO" | "ADMIN" | null;
  fromLocal: string | null;
  toLocal: string | null;
  createdAt: Date;
}

export interface BookingHistorySource {
  createdAt: Date;
  acceptedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  /** The pro who has it now (named in "Accepted by …"). */
  assignedPro: { firstName: string } | null;
  changes: BookingChangeRecord[];
}

export interface HistoryLine {
  at: Date;
  words: string;
}

/** "2026-12-02 14:30" (the appointment's wall clock) as "Wed, Dec 2, 2026 2:30 P.M.". */
function localWhen(local: string | null): string {
  const [date = "", time = ""] = (local ?? "").split(" ");
  return date && time ? `${formatDateShort(date)} ${formatTime12h(time)}` : "another time";
}

function changeWords(change: BookingChangeRecord, proName: string): string {
  const by =
    change.actorRole === "PRO"
      ? ` by ${proName}`
      : change.actorRole === "CUSTOMER"
        ? " by the customer"
        : change.actorRole === "ADMIN"
          ? " by Primp"
          : "";
  switch (change.kind) {
    case "RESCHEDULED":
      return `Moved from ${localWhen(change.fromLocal)} to ${localWhen(change.toLocal)}${by}`;
    case "RESCHEDULE_CONFIRMED":
      return `New time confirmed by ${proName}`;
    case "RESCHEDULE_DECLINED":
      return `New time declined by ${proName}; offered to other professionals again`;
    case "RESCHEDULE_EXPIRED":
      return "New time not confirmed in time; offered to other professionals again";
    case "MARKED_DONE":
      return `Marked done by ${proName}`;
    case "PAYOUT_HELD":
      return `Payout put on hold${by}`;
    case "PAYOUT_RELEASED":
      return `Payout hold lifted${by}`;
    case "RELEASED":
      return `Handed back by ${proName}; offered to other professionals again`;
    case "CANCELLED_NO_PRO":
      return "Cancelled automatically: no professional could accept it in time; refunded in full";
  }
}

/**
 * The booking's story, oldest first. The pro who has it now is named for what happened since
 * they accepted it; before that (a pro who handed it back) it was "the professional".
 */
export function bookingHistory(booking: BookingHistorySource): HistoryLine[] {
  const { acceptedAt, assignedPro } = booking;
  const lines: HistoryLine[] = [];
  if (acceptedAt && assignedPro) lines.push({ at: acceptedAt, words: `Accepted by ${assignedPro.firstName}` });
  for (const change of booking.changes) {
    const current = assignedPro && acceptedAt && change.createdAt >= acceptedAt;
    const proName = current ? assignedPro.firstName : "the professional";
    lines.push({ at: change.createdAt, words: changeWords(change, proName) });
  }
  if (booking.completedAt) lines.push({ at: booking.completedAt, words: "Completed" });
  const cancelledByRule = booking.changes.some((change) => change.kind === "CANCELLED_NO_PRO");
  // An automatic cancellation (no professional in time) has its own line already.
  if (booking.cancelledAt && !cancelledByRule) lines.push({ at: booking.cancelledAt, words: "Cancelled" });
  // Booking starts the story even when a clock put an instant acceptance a moment before it.
  const booked = { at: booking.createdAt, words: "Booked and paid" };
  return [booked, ...lines.sort((a, b) => a.at.getTime() - b.at.getTime())];
}
