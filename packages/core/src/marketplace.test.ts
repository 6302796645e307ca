import { describe, expect, it } from "vitest";
import {
  aheadEnd,
  formatShare,
  MARKETPLACE,
  marketplaceFigures,
  type PaidBooking,
  percentile,
  requestsByCity,
  windowStart,
} from "./marketplace.ts";

const PAID = new Date("2026-11-20T10:00:00Z");
const after = (minutes: number) => new Date(PAID.getTime() + minutes * 60_000);
const acceptedAfter = (minutes: number): PaidBooking => ({
  paidAt: PAID,
  acceptedAt: after(minutes),
  cancelledForNoPro: false,
});
const waiting: PaidBooking = { paidAt: PAID, acceptedAt: null, cancelledForNoPro: false };
const cancelledForNoPro: PaidBooking = { paidAt: PAID, acceptedAt: null, cancelledForNoPro: true };

describe("percentile", () => {
  it("takes the middle value of an odd count and the mean of the middle two of an even count", () => {
    expect(percentile([7, 1, 3], 0.5)).toBe(3);
    expect(percentile([10, 1, 4, 3], 0.5)).toBe(3.5);
  });

  it("interpolates the 90th percentile between the nearest ranks (as percentile_cont does)", () => {
    // Ranks 0..10 of 0, 10, ..., 100: the 90th is rank 9 exactly.
    expect(percentile([100, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90], 0.9)).toBe(90);
    // Four values: rank 0.9 * 3 = 2.7, between 30 and 40.
    expect(percentile([10, 20, 30, 40], 0.9)).toBeCloseTo(37);
  });

  it("is the value itself for one value, and null for none", () => {
    expect(percentile([42], 0.9)).toBe(42);
    expect(percentile([], 0.5)).toBeNull();
  });
});

describe("marketplaceFigures", () => {
  it("counts the fill rate, the time to accept, the cancellations for lack of a pro and the instant share", () => {
    const figures = marketplaceFigures([
      acceptedAfter(0), // instant: accepted as it was paid
      acceptedAfter(30),
      acceptedAfter(90),
      acceptedAfter(600),
      waiting,
      cancelledForNoPro,
    ]);
    expect(figures).toEqual({
      paid: 6,
      accepted: 4,
      waiting: 1,
      fillRate: 4 / 6,
      medianMinutesToAccept: 60, // (30 + 90) / 2
      p90MinutesToAccept: 447, // 90 + 0.7 * (600 - 90)
      noProCancelRate: 1 / 6,
      instantShare: 1 / 4,
    });
  });

  it("has no rates and no times for an empty window", () => {
    expect(marketplaceFigures([])).toEqual({
      paid: 0,
      accepted: 0,
      waiting: 0,
      fillRate: null,
      medianMinutesToAccept: null,
      p90MinutesToAccept: null,
      noProCancelRate: null,
      instantShare: null,
    });
  });

  it("has rates but no times when nothing was accepted", () => {
    const figures = marketplaceFigures([waiting, cancelledForNoPro]);
    expect(figures).toMatchObject({
      fillRate: 0,
      noProCancelRate: 0.5,
      medianMinutesToAccept: null,
      instantShare: null,
    });
  });
});

describe("requestsByCity", () => {
  it("counts each city's requests, accepted and waiting, the shortest supply first", () => {
    const rows = requestsByCity([
      { city: "Boston", state: "MA", accepted: true },
      { city: "Boston", state: "MA", accepted: true },
      { city: "Atlanta", state: "GA", accepted: false },
      { city: "Boston", state: "MA", accepted: false },
      { city: "Atlanta", state: "GA", accepted: false },
      { city: "Portland", state: "OR", accepted: true },
      { city: "Portland", state: "ME", accepted: true },
    ]);
    expect(rows).toEqual([
      { city: "Atlanta", state: "GA", requests: 2, accepted: 0, waiting: 2, openProHours: 0 },
      { city: "Boston", state: "MA", requests: 3, accepted: 2, waiting: 1, openProHours: 0 },
      { city: "Portland", state: "ME", requests: 1, accepted: 1, waiting: 0, openProHours: 0 },
      { city: "Portland", state: "OR", requests: 1, accepted: 1, waiting: 0, openProHours: 0 },
    ]);
  });

  it("sets each city's open pro-hours beside its requests, and lists a city with hours but no request", () => {
    const rows = requestsByCity(
      [
        { city: "Boston", state: "MA", accepted: false },
        { city: "Atlanta", state: "GA", accepted: false },
      ],
      new Map([
        ["Boston, MA", 120.4],
        ["Atlanta, GA", 8],
        ["Chicago, IL", 40],
      ]),
    );
    // Both wait for one pro; Atlanta, with fewer open hours, is shorter of supply.
    expect(rows.map((row) => [row.city, row.waiting, row.openProHours])).toEqual([
      ["Atlanta", 1, 8],
      ["Boston", 1, 120],
      ["Chicago", 0, 40],
    ]);
  });

  it("is empty when nothing is booked", () => {
    expect(requestsByCity([])).toEqual([]);
  });
});

describe("the window and the days ahead", () => {
  it("reach back the chosen days and ahead the table's days", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(windowStart(now, 30)).toEqual(new Date("2026-10-27T12:00:00Z"));
    expect(aheadEnd(now)).toEqual(new Date("2026-12-10T12:00:00Z"));
    expect(MARKETPLACE.windowDays).toContain(MARKETPLACE.defaultWindowDays);
  });

  it("writes a share as a whole percentage, and a dash for none", () => {
    expect(formatShare(2 / 3)).toBe("67%");
    expect(formatShare(0)).toBe("0%");
    expect(formatShare(null)).toBe("–");
  });
});
