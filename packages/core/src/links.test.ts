import { describe, expect, it } from "vitest";
import { splitLinks, withHttpPrefix } from "./links";

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

describe("splitLinks", () => {
  it("finds http(s) and www. addresses, leaving sentence punctuation outside", () => {
    expect(splitLinks("Like this: https://example.com/look?x=1. Or www.hair.test!")).toEqual([
      { kind: "text", text: "Like this: " },
      { kind: "link", text: "https://example.com/look?x=1", href: "https://example.com/look?x=1" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "www.hair.test", href: "http://www.hair.test" },
      { kind: "text", text: "!" },
    ]);
  });
  it("never makes a link of script or markup", () => {
    expect(splitLinks('javascript:alert(1) <a href="x">hi</a>')).toEqual([
      { kind: "text", text: 'javascript:alert(1) <a href="x">hi</a>' },
    ]);
    expect(splitLinks("")).toEqual([]);
  });
});
