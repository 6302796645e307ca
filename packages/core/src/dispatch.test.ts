import { describe, expect, it } from "vitest";
import { type DispatchCandidate, rankPros, waveWindowMinutes } from "./dispatch";

const candidate = (id: string, overrides: Partial<DispatchCandidate> = {}): DispatchCandidate => ({
  id,
  favourite: false,
  averageRating: 4.5,
  lateReleases: 0,
  miles: 5,
  ...overrides,
});
const ids = (list: DispatchCandidate[]) => list.map((c) => c.id);

describe("ranking the eligible pros", () => {
  it("puts the requested pro first, then favourites, whatever their rating or distance", () => {
    const ranked = rankPros(
      [
        candidate("best", { averageRating: 5, miles: 1 }),
        candidate("favourite", { favourite: true, averageRating: 3.9, miles: 30 }),
        candidate("requested", { averageRating: 3, miles: 40 }),
      ],
      "requested",
    );
    expect(ids(ranked)).toEqual(["requested", "favourite", "best"]);
  });

  it("then orders by rating, then late releases, then distance; an unrated pro sits at 4", () => {
    const ranked = rankPros([
      candidate("near", { miles: 1, lateReleases: 1 }),
      candidate("reliable-far", { miles: 20 }),
      candidate("reliable-near", { miles: 2 }),
      candidate("new", { averageRating: null }),
      candidate("top", { averageRating: 4.9, miles: 50 }),
      candidate("low", { averageRating: 3.5 }),
    ]);
    expect(ids(ranked)).toEqual(["top", "reliable-near", "reliable-far", "near", "new", "low"]);
  });
});

describe("wave windows", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  it("shrink as the appointment nears", () => {
    expect(waveWindowMinutes(inHours(72), now)).toBe(30);
    expect(waveWindowMinutes(inHours(48), now)).toBe(30);
    expect(waveWindowMinutes(inHours(30), now)).toBe(20);
    expect(waveWindowMinutes(inHours(23), now)).toBe(10);
    expect(waveWindowMinutes(inHours(-1), now)).toBe(10);
  });
});
