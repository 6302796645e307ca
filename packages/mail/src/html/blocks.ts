// The plain-text part of an e-mail read as blocks for its HTML part, so the wording the spec
// fixes is written once (the text) and both parts say the same: paragraphs, a link alone on its
// line becomes a button, indented "Label: amount" lines (a receipt) become a table.

export type Inline = { kind: "text"; text: string } | { kind: "link"; url: string };

export type Block =
  | { kind: "paragraph"; lines: Inline[][] }
  | { kind: "button"; url: string }
  | { kind: "table"; rows: { label: string; value: string }[] };

const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;
const LONE_URL = /^https?:\/\/\S+$/;
/** "  Total paid: $120.00": an indented label, a colon, the value. */
const TABLE_ROW = /^\s{2,}(.+?):\s+(\S.*)$/;

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
    const rows = lines.slice(firstRow).map((line) => {
      const [, label = "", value = ""] = TABLE_ROW.exec(line) ?? [];
      return { label, value };
    });
    const heading = lines.slice(0, firstRow);
    return [
      ...(heading.length ? [{ kind: "paragraph" as const, lines: heading.map(inlines) }] : []),
      { kind: "table", rows },
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
