// JSON nested absurdly deep (300,000 levels in half a megabyte) costs the parser most of a
// second of the event loop. No form of ours nests more than a few levels, so a body or a tRPC
// `input` deeper than MAX_JSON_DEPTH is refused after one cheap pass over its characters.
import { errorBody } from "@primp/core";
import type { FastifyInstance } from "fastify";

export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP = "We could not read this request. Please reload the page and try again.";

/** True when brackets outside strings nest deeper than `max`; a single linear scan, no parsing. */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

class JsonTooDeepError extends Error {
  statusCode = 400;
  constructor() {
    super(JSON_TOO_DEEP);
  }
}

export function refuseDeepJson(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (nestsDeeperThan(body as string)) return done(new JsonTooDeepError(), undefined);
    parseJson(request, body as string, done);
  });
  // tRPC reads its own bodies (its plugin hands them over as strings) and carries a query's
  // input in the URL (`?input=<json>`); both are checked before tRPC parses them.
  app.addHook("preHandler", async (request, reply) => {
    if (!request.url.startsWith("/trpc")) return;
    const input = (request.query as Record<string, unknown>).input;
    const body = request.body;
    if ((typeof input === "string" && nestsDeeperThan(input)) || (typeof body === "string" && nestsDeeperThan(body))) {
      return reply.code(400).send(errorBody(JSON_TOO_DEEP));
    }
  });
}
