import { describe, expect, it } from "vitest";
import { escapeHtml, jsonForScript } from "./html-text";

describe("escapeHtml", () => {
  it("escapes what could open a tag or close an attribute", () => {
    expect(escapeHtml(`<b class="x">Tom & 'Jerry'</b>`)).toBe(
      "&lt;b class=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;",
    );
  });
});

describe("jsonForScript", () => {
  it("leaves no way to close the script element, and reads back as the same value", () => {
    const value = { comment: "</script><script>alert(1)</script><!-- & \u2028" };
    const written = jsonForScript(JSON.stringify(value));
    expect(written).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
