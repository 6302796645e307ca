import { describe, expect, it } from "vitest";
import { type BookingChangeRecord, bookingHistory } from "./booking-history";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 14, minutes));
const change = (kind: BookingChangeRecord["kind"], minutes: number, extra: Partial<BookingChangeRecord> = {}) => ({
  kind,
  actorRole: null,
  fromLocal: null,
  toLocal: null,
  createdAt: at(minutes),
  ...extra,
});
const booked = { createdAt: at(0), acceptedAt: null, completedAt: null, cancelledAt: null, assignedPro: null };

describe("bookingHistory", () => {
  it("tells the booking's story in words, oldest first, naming the pro who accepted it", () => {
    const lines = bookingHistory({
      ...booked,
      acceptedAt: at(10),
      completedAt: at(50),
      assignedPro: { firstName: "Jasmine" },
      changes: [
        change("MARKED_DONE", 40, { actorRole: "PRO" }),
        change("RESCHEDULED", 20, {
          actorRole: "CUSTOMER",
          fromLocal: "2026-12-02 14:30",
          toLocal: "2026-12-03 10:00",
        }),
        change("RESCHEDULE_CONFIRMED", 30, { actorRole: "PRO" }),
      ],
    });
    expect(lines.map((line) => line.words)).toEqual([
      "Booked and paid",
      "Accepted by Jasmine",
      "Moved from Wed, Dec 2, 2026 2:30 P.M. to Thu, Dec 3, 2026 10:00 A.M. by the customer",
      "New time confirmed by Jasmine",
      "Marked done by Jasmine",
      "Completed",
    ]);
    expect(lines.map((line) => line.at)).toEqual([at(0), at(10), at(20), at(30), at(40), at(50)]);
  });

  it("does not name today's pro for what an earlier one did, and says a cancellation once", () => {
    const handedBack = bookingHistory({
      ...booked,
      acceptedAt: at(30),
      assignedPro: { firstName: "Nadia" },
      changes: [change("RELEASED", 20, { actorRole: "PRO" })],
    });
    expect(handedBack.map((line) => line.words)).toEqual([
      "Booked and paid",
      "Handed back by the professional; offered to other professionals again",
      "Accepted by Nadia",
    ]);
    const automatic = bookingHistory({ ...booked, cancelledAt: at(60), changes: [change("CANCELLED_NO_PRO", 60)] });
    expect(automatic.map((line) => line.words)).toEqual([
      "Booked and paid",
      "Cancelled automatically: no professional could accept it in time; refunded in full",
    ]);
    const byHand = bookingHistory({ ...booked, cancelledAt: at(5), changes: [] });
    expect(byHand.at(-1)?.words).toBe("Cancelled");
    // Accepted the instant it was booked (instant booking), by a clock a moment behind.
    const instant = bookingHistory({
      ...booked,
      acceptedAt: new Date(at(0).getTime() - 5),
      assignedPro: { firstName: "Nadia" },
      changes: [],
    });
    expect(instant.map((line) => line.words)).toEqual(["Booked and paid", "Accepted by Nadia"]);
  });
});
