// One log line per request, written when the answer has gone, with secrets taken out: the
// links we e-mail carry one-time tokens in their query (/reset-password?token=…), and a log
// line must never be a working link. Fastify's own two lines per request are turned off.
import type { FastifyInstance } from "fastify";

/** Query parameters whose values are secrets wherever they appear. */
const SECRET_PARAMS = /^(token|code|secret|password|key|signature|sig|client_secret|session|state)$/i;

export const REDACTED = "[redacted]";

/** The path and query of a request URL, with every secret parameter's value replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMS.test(name)) {
      params.set(name, REDACTED);
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
