// The plain-text part of an e-mail read as blocks for its HTML part, so the wording the spec
// fixes is written once (the text) and both parts say the same: paragraphs, a link alone on its
// line (or ending its paragraph) becomes a button, indented "Label: amount" lines (a receipt) become a table.

export type Inline = { kind: "text"; text: string } | { kind: "link"; url: string };

export type Block =
  | { kind: "paragraph"; lines: Inline[][] }
  | { kind: "button"; url: string }
  | { kind: "table"; rows: TableRow[] };

/** A receipt's line: its label, its amount and what the amount means ("card saved, …"), if said. */
export type TableRow = { label: string; value: string; note?: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;
const LONE_URL = /^https?:\/\/\S+$/;
/** "Your booking: https://…": words, then the line's one address, which their paragraph leads to. */
const TRAILING_URL = /^(.*\S)\s+(https?:\/\/\S*[^\s.,;:!?)])$/;
/**
 * "  Total paid: $120.00": an indented label, a colon, the value. The last colon ends the label,
 * which may hold one itself ("Cornrow count: 8: $60.00").
 */
const TABLE_ROW = /^\s{2,}(.+):\s+(\S.*)$/;
/** "$140.00 (card saved, …)": the amount, then its note in brackets (kept: the text part's words, all of them). */
const VALUE_WITH_NOTE = /^(\S+)\s+(\(.+\))$/;

function tableRow(line: string): TableRow {
  const [, label = "", value = ""] = TABLE_ROW.exec(line) ?? [];
  const [, amount, note] = VALUE_WITH_NOTE.exec(value) ?? [];
  return amount && note ? { label, value: amount, note } : { label, value };
}

/** A line as text and links; only http(s) addresses become links, nothing else is markup. */
export function inlines(line: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    if (match.index > last) parts.push({ kind: "text", text: line.slice(last, match.index) });
    parts.push({ kind: "link", url: match[0] });
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push({ kind: "text", text: line.slice(last) });
  return parts;
}

function block(paragraph: string): Block[] {
  const lines = paragraph.split("\n");
  if (lines.length === 1 && LONE_URL.test(paragraph.trim())) return [{ kind: "button", url: paragraph.trim() }];
  // A heading line ("Receipt (booking PR-…):") may lead the table's rows.
  const firstRow = lines.findIndex((line) => TABLE_ROW.test(line));
  if (firstRow !== -1 && lines.slice(firstRow).every((line) => TABLE_ROW.test(line))) {
    const rows = lines.slice(firstRow).map(tableRow);
    const heading = lines.slice(0, firstRow);
    return [
      ...(heading.length ? [{ kind: "paragraph" as const, lines: heading.map(inlines) }] : []),
      { kind: "table", rows },
    ];
  }
  // A paragraph ending in its link ("Your booking: https://…") is the button's lead-in, as a link
  // alone on its line is: a long address mid-sentence wraps into a ragged block on a phone.
  const [, lead, url] = TRAILING_URL.exec(lines.at(-1)?.trim() ?? "") ?? [];
  if (lead && url && !lead.includes("://")) {
    const words = [...lines.slice(0, -1), lead].map((line) => inlines(line.trim()));
    return [
      { kind: "paragraph", lines: words },
      { kind: "button", url },
    ];
  }
  return [{ kind: "paragraph", lines: lines.map((line) => inlines(line.trim())) }];
}

/** The text's paragraphs (separated by a blank line) as blocks, in order. */
export function textBlocks(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ""))
    .filter((paragraph) => paragraph.trim() !== "")
    .flatMap(block);
}
