import { describe, expect, it } from "vitest";
import { withHttpPrefix } from "./links";

describe("withHttpPrefix", () => {
  it.each([
    ["linkedin.com/in/ada", "http://linkedin.com/in/ada"],
    ["  www.ada.studio ", "http://www.ada.studio"],
    ["https://ada.studio", "https://ada.studio"],
    ["HTTP://ada.studio", "HTTP://ada.studio"],
    ["", ""],
    ["javascript:alert(1)", "http://javascript:alert(1)"],
  ])("%j -> %j", (input, expected) => {
    expect(withHttpPrefix(input)).toBe(expected);
  });
});
