import { describe, expect, it } from "vitest";
import { createInProcessLiveEvents, type LiveDelivery } from "./live-events.ts";

describe("in-process live events", () => {
  it("hands each published event to every subscriber until it unsubscribes", async () => {
    const live = createInProcessLiveEvents();
    const first: LiveDelivery[] = [];
    const second: LiveDelivery[] = [];
    const stopFirst = live.subscribe((event) => first.push(event));
    live.subscribe((event) => second.push(event));
    await live.publish({ kind: "booking.changed", bookingId: "b1", customerId: "c1" });
    stopFirst();
    await live.publish({ kind: "conversation.changed", bookingId: "b1" });
    expect(first).toEqual([{ kind: "booking.changed", bookingId: "b1", customerId: "c1" }]);
    expect(second).toEqual([
      { kind: "booking.changed", bookingId: "b1", customerId: "c1" },
      { kind: "conversation.changed", bookingId: "b1" },
    ]);
  });
});
