import { describe, expect, it } from "vitest";
import { isOffered, openingDay, prosAvailable, slotWindow, zoneIdOf } from "./slot-choices";

const days = [
  { date: "2026-12-02", slots: [] },
  { date: "2026-12-03", slots: [{ time: "09:30" }, { time: "10:00" }] },
];

describe("the booking form's slot picker", () => {
  it("says how many pros could come, one or several", () => {
    expect(prosAvailable(1)).toBe("1 pro available");
    expect(prosAvailable(3)).toBe("3 pros available");
  });

  it("asks for two weeks from the given day", () => {
    expect(slotWindow("2026-12-25")).toEqual({ from: "2026-12-25", to: "2027-01-07" });
  });

  it("names the answer's zone in our words, and none it does not know", () => {
    expect(zoneIdOf("America/Los_Angeles")).toBe("Pacific");
    expect(zoneIdOf("America/Phoenix")).toBeNull();
  });

  it("opens on the picked day when shown, else on the first day with a time", () => {
    expect(openingDay(days, "2026-12-02")).toBe("2026-12-02");
    expect(openingDay(days, undefined)).toBe("2026-12-03");
    expect(openingDay(days, "2027-01-01")).toBe("2026-12-03");
    expect(openingDay([{ date: "2026-12-02", slots: [] }], undefined)).toBe("2026-12-02");
  });

  it("lets go of a picked time that is no longer offered", () => {
    expect(isOffered(days, "2026-12-03", "10:00")).toBe(true);
    expect(isOffered(days, "2026-12-03", "10:30")).toBe(false);
  });
});
