// Bad input over HTTP, for every tRPC procedure the router has: generated invalid inputs get a
// 4xx with a typed error in words, never a 5xx, and change nothing in the database. The
// procedures and their input schemas come from packages/api's PROCEDURE_TABLE, which must name
// every procedure of the router (checked when compiling and when listing), so a new one is covered too.
import { REQUEST_NOT_READABLE } from "@primp/api";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { createPerson } from "@primp/api/testing/fixtures";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import superjson, { type SuperJSONResult } from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { databaseFingerprint } from "../testing/db-fingerprint.ts";
import {
  anonymousAt,
  type HttpCaller,
  listProcedures,
  type ProcedureInfo,
  signedIn,
  trpcError,
  trpcRequest,
} from "../testing/http-session.ts";
import { INJECTION_STRINGS, invalidInputs, sampleIsValid } from "../testing/invalid-input.ts";

const PROCEDURES = listProcedures();
const WITH_INPUT = PROCEDURES.filter((procedure) => procedure.inputs.length > 0);
const RUNS_PER_PROCEDURE = 25;
const MALFORMED_REQUEST_RUNS = 300;

let services: TestServices;
let app: FastifyInstance;
let admin: HttpCaller;
let pro: HttpCaller;
const anonymous = anonymousAt("203.0.113.30");

beforeAll(async () => {
  services = await createTestServices();
  app = await buildApp({ services });
  admin = await signedIn(services, await createPerson(services, { role: "ADMIN" }), "203.0.113.31");
  pro = await signedIn(services, await createPerson(services, { role: "PRO" }), "203.0.113.32");
});
afterAll(async () => {
  await app.close();
  await services.close();
});

/** One short line that gives nothing away: no JSON dump, stack frame or file path. */
function expectNoInternals(message: string) {
  expect(message).toMatch(/^[^\n]{3,300}$/);
  expect(message).not.toMatch(/file:\/\/|node_modules|\.[jt]s:\d+|\bat \S+ \(/);
}

/** A message a form can show next to the field: a sentence, as well as nothing internal. */
function expectSentence(message: string) {
  expectNoInternals(message);
  expect(message).toMatch(/^[A-Z]/);
}

/** A 4xx whose body is tRPC's error shape with one of `codes`, in words, without a stack. */
function expectTypedRefusal(response: LightMyRequestResponse, codes: string[]) {
  const error = trpcError(response);
  expect(error, response.body.slice(0, 500)).not.toBeNull();
  expect(codes).toContain(error?.data.code);
  expect(error?.data.httpStatus).toBe(response.statusCode);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expectSentence(error?.message ?? "");
  expect(error?.data.stack).toBeUndefined();
}

/**
 * The database as the last request left it, so that each request in a row of refusals costs one
 * fingerprint (after it), not two: the one before it is the one after the last.
 */
async function watchDatabase() {
  let last = await databaseFingerprint(services.db);
  return {
    async expectUnchanged() {
      expect(await databaseFingerprint(services.db)).toBe(last);
    },
    /** After a request that was allowed to do its work. */
    async moveOn() {
      last = await databaseFingerprint(services.db);
    },
  };
}

/** The admin, or for procedures only pros may call, a pro: whoever gets as far as input validation. */
async function callerPastAuthorization(procedure: ProcedureInfo): Promise<HttpCaller> {
  const [probe] = fc.sample(invalidInputs(procedure.inputs), { numRuns: 1, seed: 1 });
  for (const caller of [admin, pro]) {
    const response = await app.inject(trpcRequest(procedure.path, procedure.type, probe, caller));
    if (trpcError(response)?.data.code === "BAD_REQUEST") return caller;
  }
  throw new Error(`Neither an admin nor a pro gets past the authorization of ${procedure.path}`);
}

describe("invalid input for every procedure that takes input", () => {
  // Otherwise "one field broken" breaks an input that was refused anyway, and never reaches the
  // rules behind the first one. A failure here wants a value for CANDIDATES in invalid-input.ts.
  it("starts from inputs the schemas accept, so breaking one field reaches every rule", () => {
    const refused = WITH_INPUT.filter(({ inputs }) => !sampleIsValid(inputs)).map(({ path }) => path);
    expect(refused).toEqual([]);
  });

  it.each(WITH_INPUT)(
    "$path: 400 in words for a caller it admits, 400 or 401 for anonymous; nothing changes",
    async (procedure) => {
      const admitted = await callerPastAuthorization(procedure);
      const database = await watchDatabase();
      await fc.assert(
        fc.asyncProperty(invalidInputs(procedure.inputs), fc.boolean(), async (input, asAnonymous) => {
          const caller = asAnonymous ? anonymous : admitted;
          const response = await app.inject(trpcRequest(procedure.path, procedure.type, input, caller));
          await database.expectUnchanged();
          expectTypedRefusal(response, asAnonymous ? ["BAD_REQUEST", "UNAUTHORIZED"] : ["BAD_REQUEST"]);
          if (!asAnonymous) expect(trpcError(response)?.data.zodError).toBeTruthy();
        }),
        { numRuns: RUNS_PER_PROCEDURE },
      );
    },
  );
});

/** Bodies no browser of ours sends: broken JSON, superjson with hostile metadata, prototype keys, deep nesting, 900 kB. */
const malformedBody = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
  fc
    .record({
      json: fc.jsonValue({ maxDepth: 2 }),
      meta: fc.record(
        {
          values: fc.dictionary(
            fc.constantFrom("", "0", "email", "a.b", "__proto__"),
            fc.constantFrom(
              ["undefined"],
              ["bigint"],
              ["Date"],
              ["set"],
              ["map"],
              ["regexp"],
              ["custom", "x"],
              ["class", "X"],
              "number",
            ),
          ),
          referentialEqualities: fc.dictionary(
            fc.constantFrom("", "0", "a"),
            fc.array(fc.constantFrom("", "a.b", "0.0")),
          ),
        },
        { requiredKeys: [] },
      ),
    })
    .map((envelope) => JSON.stringify(envelope)),
  fc.constantFrom(
    '{"json":{"__proto__":{"polluted":true}}}',
    '{"json":{"constructor":{"prototype":{"polluted":true}}}}',
    `{"json":${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
    `{"json":"${"A".repeat(900_000)}"}`,
    ...INJECTION_STRINGS,
  ),
);

const malformedRequest = fc.record({
  path: fc.constantFrom(...PROCEDURES.map((procedure) => procedure.path)),
  method: fc.constantFrom("GET", "POST"),
  body: malformedBody,
  contentType: fc.oneof(
    { weight: 2, arbitrary: fc.constant("application/json") },
    fc.constantFrom("application/json; charset=utf-16", "text/plain", "application/x-www-form-urlencoded"),
  ),
  batch: fc.boolean(),
  signedIn: fc.boolean(),
});

type MalformedRequest = typeof malformedRequest extends fc.Arbitrary<infer T> ? T : never;

function toInjectOptions(request: MalformedRequest): InjectOptions {
  const { method, body, contentType, batch } = request;
  const procedure = PROCEDURES.find((candidate) => candidate.path === request.path) as ProcedureInfo;
  // Procedures without input ignore the body and run: an admin sent to auth.logout would log out.
  // A stream a signed-in caller may open (live.bookings takes no required input) is answered
  // for as long as the caller listens, by design; streams' refusals are live-sse.test.ts's.
  const opensStream = procedure.type === "subscription";
  const caller = request.signedIn && procedure.inputs.length > 0 && !opensStream ? admin : anonymous;
  const path = batch ? `${procedure.path},${procedure.path}` : procedure.path;
  const query = batch ? "?batch=1" : "";
  const common = { cookies: caller.cookies, remoteAddress: caller.ip };
  if (method === "GET") {
    return { ...common, method, url: `/trpc/${path}${query || "?"}&input=${encodeURIComponent(body)}` };
  }
  return { ...common, method, url: `/trpc/${path}${query}`, headers: { "content-type": contentType }, payload: body };
}

/**
 * The words of a refusal: tRPC's error (superjson, one per call in a batch), or the plain
 * { error: { message } } the server answers with when Fastify refuses a body before tRPC sees it.
 */
function refusalMessages(body: unknown): string[] {
  const answers = Array.isArray(body) ? body : [body];
  return answers.flatMap((answer) => {
    const error = (answer as { error?: { json?: unknown; message?: unknown } }).error;
    if (!error) return [];
    const shape =
      error.json === undefined ? error : superjson.deserialize<{ message?: unknown }>(error as SuperJSONResult);
    return [typeof shape.message === "string" ? shape.message : ""];
  });
}

describe("malformed requests", () => {
  it("to any procedure are never answered with a 5xx; a refusal gives nothing away and changes nothing", async () => {
    const database = await watchDatabase();
    await fc.assert(
      fc.asyncProperty(malformedRequest, async (request) => {
        const response = await app.inject(toInjectOptions(request));
        expect(response.statusCode).toBeLessThan(500);
        // Now and then a generated request is a valid one (an all-blank profile save), and may do its work.
        if (response.statusCode < 400) return database.moveOn();
        await database.expectUnchanged();
        const messages = refusalMessages(response.json());
        expect(messages.length, response.body.slice(0, 500)).toBeGreaterThan(0);
        for (const message of messages) expectNoInternals(message);
      }),
      { numRuns: MALFORMED_REQUEST_RUNS },
    );
    // Each run fingerprints the whole database: a loaded 2-core machine needs longer than the default.
  }, 90_000);

  it("that tRPC cannot parse are refused in words, not the parser's", async () => {
    const unreadable = [
      '{"json":',
      '{"json":{"__proto__":{"a":"1"}},"meta":{"values":{"__proto__.a":["bigint"]}}}',
      '{"json":{"email":"a"},"meta":{"values":{"email":["custom","unknown"]}}}',
    ];
    const database = await watchDatabase();
    for (const payload of unreadable) {
      const response = await app.inject({
        method: "POST",
        url: "/trpc/auth.login",
        headers: { "content-type": "application/json" },
        payload,
      });
      await database.expectUnchanged();
      expect(response.statusCode).toBe(400);
      expect(trpcError(response)?.message).toBe(REQUEST_NOT_READABLE);
    }
  });

  // tRPC's Fastify adapter hands a multipart body on as the raw request, which light-my-request
  // only imitates (inject answers 500 where a socket does not), so these go over a real socket.
  it("with a multipart body are refused over a real socket, giving nothing away", async () => {
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    for (const procedure of PROCEDURES) {
      const response = await fetch(`${address}/trpc/${procedure.path}`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", cookie: "primp_session=not-a-session" },
        body: '--x\r\ncontent-disposition: form-data; name="json"\r\n\r\n{}\r\n--x--\r\n',
      });
      expect(response.status, procedure.path).toBeGreaterThanOrEqual(400);
      expect(response.status, procedure.path).toBeLessThan(500);
      for (const message of refusalMessages(await response.json())) expectNoInternals(message);
    }
  });
});
