// One log line per request, written when the answer has gone, with secrets taken out: the
// links we e-mail carry one-time tokens in their query (/reset-password?token=…), and a log
// line must never be a working link. A tRPC query's input travels in the query too (?input=
// JSON); procedures that take a secret are POSTed, and any field of a GET's input named like a
// secret is replaced all the same. Fastify's own two lines per request are turned off.
import type { FastifyInstance } from "fastify";

/** Names of query parameters and input fields whose values are secrets wherever they appear. */
const SECRET_NAME = /token|secret|password|signature|card_?number|^(code|key|sig|session|state)$/i;

export const REDACTED = "[redacted]";

/** The same JSON with the value of every field named like a secret replaced, at any depth. */
function redactFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactFields);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, SECRET_NAME.test(name) ? REDACTED : redactFields(item)]),
  );
}

/** tRPC's `input` parameter (JSON) with its secret fields replaced; text that is not JSON is left out whole. */
function redactInput(input: string): string {
  try {
    return JSON.stringify(redactFields(JSON.parse(input)));
  } catch {
    return REDACTED;
  }
}

/** The path and query of a request URL, with every secret parameter's value replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_NAME.test(name)) {
      params.set(name, REDACTED);
      changed = true;
    } else if (name === "input") {
      params.set(name, params.getAll(name).map(redactInput).join(","));
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/** Headers that are credentials; pino removes them from anything logged as `req`/`headers`. */
export const REDACTED_LOG_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers['stripe-signature']",
  "req.headers['x-postmark-server-token']",
  "res.headers['set-cookie']",
  "headers.authorization",
  "headers.cookie",
  "headers['set-cookie']",
  "headers['stripe-signature']",
];

export function registerRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });
}
