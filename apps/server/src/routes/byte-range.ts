import type { ByteRange } from "@primp/storage";

/**
 * What a Range header asks of a file of `size` bytes: one range to send (206), "unsatisfiable"
 * (416), or null to send the whole file: no header, another unit, or several ranges (allowed
 * by RFC 9110 and simpler than a multipart answer no browser needs for an image).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (header === undefined) return null;
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return null;
  const spec = (match[1] as string).trim();
  if (spec.includes(",")) return null;
  const parts = /^(\d*)-(\d*)$/.exec(spec);
  if (!parts || (parts[1] === "" && parts[2] === "")) return "unsatisfiable";
  const [first, last] = [parts[1] as string, parts[2] as string];
  if (first === "") {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== "" && Number(last) < start)) return "unsatisfiable";
  return { start, end };
}
