import { describe, expect, it } from "vitest";
import { toE164 } from "./phone.ts";

describe("toE164", () => {
  it.each([
    ["(617) 555-0199", "+16175550199"],
    ["617.555.0199", "+16175550199"],
    ["1 617 555 0199", "+16175550199"],
    ["+1 (617) 555-0199", "+16175550199"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("writes %s as %s", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each(["555-0199", "017 555 0199", "2 617 555 0199", "+12", ""])("has no number for %s", (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});
