// `pnpm dev`'s log: pino's JSON records (what production ships to a log collector) turned into
// one short line each for a person at a terminal, a request as "12:04:31 GET /healthz 200 1.2 ms".
// The request line's URL is already redacted (request-log.ts); other fields follow as key=value.

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 40: "WARN", 50: "ERROR", 60: "FATAL" };

/** Fields every record carries, or that the line's own layout already shows. */
const SHOWN = new Set(["level", "time", "pid", "hostname", "msg", "reqId", "err", "method", "url", "status", "ms"]);

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

export function devLogLine(json: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(json);
  } catch {
    return json.trimEnd();
  }
  const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[record.level ?? 30];
  const text =
    record.msg === "request" && record.method
      ? `${record.method} ${record.url} ${record.status} ${record.ms} ms`
      : (record.msg ?? "");
  const extra = Object.entries(record)
    .filter(([field]) => !SHOWN.has(field))
    .map(([field, value]) => `${field}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  const line = [time, level, text, ...extra].filter(Boolean).join(" ");
  // A failure keeps its stack, indented under its line.
  const stack = record.err?.stack ?? record.err?.message;
  return stack ? `${line}\n  ${stack.replaceAll("\n", "\n  ")}` : line;
}

/** A pino destination that writes devLogLine's lines to `out` (the terminal). */
export function devLogStream(out: { write(text: string): unknown }) {
  return { write: (json: string) => void out.write(`${devLogLine(json)}\n`) };
}
