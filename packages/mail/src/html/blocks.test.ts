import { describe, expect, it } from "vitest";
import { inlines, textBlocks } from "./blocks.ts";

describe("textBlocks", () => {
  it("reads paragraphs, a lone link as a button and indented amounts as a table", () => {
    const text =
      "Hi Ann,\n\nReceipt (booking PR-7K3Q9D):\n  Hair: $120.00\n  Total paid: $120.00\n\nAccept it here:\n\nhttps://primp.test/x?id=1\n\nThe Primp team";
    expect(textBlocks(text)).toEqual([
      { kind: "paragraph", lines: [[{ kind: "text", text: "Hi Ann," }]] },
      { kind: "paragraph", lines: [[{ kind: "text", text: "Receipt (booking PR-7K3Q9D):" }]] },
      {
        kind: "table",
        rows: [
          { label: "Hair", value: "$120.00" },
          { label: "Total paid", value: "$120.00" },
        ],
      },
      { kind: "paragraph", lines: [[{ kind: "text", text: "Accept it here:" }]] },
      { kind: "button", url: "https://primp.test/x?id=1" },
      { kind: "paragraph", lines: [[{ kind: "text", text: "The Primp team" }]] },
    ]);
  });

  it("links only http(s) addresses, leaving the sentence's full stop outside the link", () => {
    expect(inlines("Read: https://primp.test/a?b=1. javascript:alert(1)")).toEqual([
      { kind: "text", text: "Read: " },
      { kind: "link", url: "https://primp.test/a?b=1" },
      { kind: "text", text: ". javascript:alert(1)" },
    ]);
  });
});
