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

  it("ends a row's label at its last colon and sets the amount's bracketed note apart", () => {
    const text =
      "Receipt:\n  Cornrow count: 8: $60.00\n  Total: $140.00 (card saved; charged when your appointment is done)";
    expect(textBlocks(text)).toContainEqual({
      kind: "table",
      rows: [
        { label: "Cornrow count: 8", value: "$60.00" },
        { label: "Total", value: "$140.00", note: "(card saved; charged when your appointment is done)" },
      ],
    });
  });

  it("makes a paragraph's closing link its button, the words before it the lead-in", () => {
    expect(textBlocks("A reminder.\nYour booking: https://primp.test/b?id=1\n\nSee https://primp.test/x.")).toEqual([
      {
        kind: "paragraph",
        lines: [[{ kind: "text", text: "A reminder." }], [{ kind: "text", text: "Your booking:" }]],
      },
      { kind: "button", url: "https://primp.test/b?id=1" },
      {
        kind: "paragraph",
        lines: [
          [
            { kind: "text", text: "See " },
            { kind: "link", url: "https://primp.test/x" },
            { kind: "text", text: "." },
          ],
        ],
      },
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
