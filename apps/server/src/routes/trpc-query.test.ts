// The thin query path (trpc-query.ts) against tRPC's own Fastify adapter, request for request on
// one database: the same status, body, headers, cookies and error log lines. A request the thin
// path answers carries a Content-Length (the adapter streams its Response, chunked); a request
// it leaves to the adapter comes back chunked from both, so each case also proves which path
// answered it. Every other HTTP suite runs through the thin path too (app.ts registers it).
import cookie from "@fastify/cookie";
import type { Services } from "@primp/api";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { catalogueLookups } from "@primp/api/testing/booking";
import { createBookingRow, createPerson } from "@primp/api/testing/fixtures";
import { MAX_BATCH_SIZE } from "@primp/core";
import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerTrpc } from "./trpc.ts";

/** The app's tRPC routes alone, on either path, logging what the procedures' onError logs. */
async function trpcApp(services: Services, thinQueries: boolean) {
  const lines: { msg: string; path?: string }[] = [];
  const app = Fastify({
    logger: { level: "warn", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    // As app.ts: a batch names its procedures in one path segment.
    routerOptions: { maxParamLength: 2_000 },
  });
  await app.register(cookie);
  await registerTrpc(app, services, { thinQueries });
  return { app, logged: () => lines.splice(0).map(({ msg, path }) => ({ msg, path })) };
}

type Answer = Awaited<ReturnType<FastifyInstance["inject"]>>;

/** Headers that describe the connection or the moment, not the answer. */
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
const answerHeaders = (answer: Answer) =>
  Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)));

const input = (value: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(value)));
const batchInput = (values: unknown[]) =>
  encodeURIComponent(JSON.stringify(Object.fromEntries(values.map((v, i) => [i, superjson.serialize(v)]))));

let services: TestServices;
let thin: Awaited<ReturnType<typeof trpcApp>>;
let stock: Awaited<ReturnType<typeof trpcApp>>;
let failingContext: { thin: Awaited<ReturnType<typeof trpcApp>>; stock: Awaited<ReturnType<typeof trpcApp>> };
let serviceId: string;
let admin: string;
let customer: string;

beforeAll(async () => {
  services = await createTestServices({}, { catalogue: true });
  const catalogue = catalogueLookups(services.db);
  serviceId = (await catalogue.service("Cornrow")).id;
  const adminUser = await createPerson(services, { role: "ADMIN" });
  const customerUser = await createPerson(services, { role: "CUSTOMER" });
  for (let n = 0; n < 3; n++) await createBookingRow(services, { status: n === 0 ? "ACCEPTED" : "PENDING" });
  admin = `${services.auth.sessionCookieName}=${(await services.auth.createSession(adminUser.id, {})).id}`;
  customer = `${services.auth.sessionCookieName}=${(await services.auth.createSession(customerUser.id, {})).id}`;
  thin = await trpcApp(services, true);
  stock = await trpcApp(services, false);
  // A context that cannot be built (the session lookup fails): every call answers its error.
  const auth: Services["auth"] = Object.create(services.auth);
  auth.validateSession = () => Promise.reject(new Error("session store failed"));
  const broken: Services = { ...services, auth };
  failingContext = { thin: await trpcApp(broken, true), stock: await trpcApp(broken, false) };
});
afterAll(async () => {
  for (const { app } of [thin, stock, failingContext.thin, failingContext.stock]) await app.close();
  await services.close();
});

interface Case {
  name: string;
  request: () => InjectOptions;
  /** The thin path answers it (else tRPC's adapter does, on both apps). */
  thinPath: boolean;
  apps?: () => { thin: typeof thin; stock: typeof stock };
}

const get = (url: string, headers: Record<string, string> = {}): InjectOptions => ({ method: "GET", url, headers });

const CASES: Case[] = [
  {
    name: "a query",
    thinPath: true,
    request: () => get(`/trpc/quote.compute?input=${input({ serviceId, answers: {} })}`),
  },
  { name: "a query without input", thinPath: true, request: () => get("/trpc/booking.paymentProvider") },
  {
    name: "input the procedure refuses (zod)",
    thinPath: true,
    request: () => get(`/trpc/quote.compute?input=${input({ serviceId: "", answers: {} })}`),
  },
  {
    name: "a refusal from the domain",
    thinPath: true,
    request: () => get(`/trpc/quote.compute?input=${input({ serviceId: "no-such-service", answers: {} })}`),
  },
  {
    name: "a batch",
    thinPath: true,
    request: () =>
      get(`/trpc/quote.compute,booking.paymentProvider?batch=1&input=${batchInput([{ serviceId, answers: {} }])}`),
  },
  {
    name: "a batch with one refusal (207)",
    thinPath: true,
    request: () =>
      get(
        `/trpc/quote.compute,quote.compute?batch=1&input=${batchInput([
          { serviceId, answers: {} },
          { serviceId: "", answers: {} },
        ])}`,
      ),
  },
  {
    name: "a batch without input",
    thinPath: true,
    request: () => get("/trpc/booking.paymentProvider,booking.paymentProvider?batch=1"),
  },
  {
    name: "an administrator's page with dates (superjson meta)",
    thinPath: true,
    request: () => get(`/trpc/admin.bookings?input=${input({ tab: "pending", page: 1 })}`, { cookie: admin }),
  },
  {
    name: "the page without a session (401)",
    thinPath: true,
    request: () => get(`/trpc/admin.bookings?input=${input({ tab: "pending", page: 1 })}`),
  },
  {
    name: "the page for a customer (403)",
    thinPath: true,
    request: () => get(`/trpc/admin.bookings?input=${input({ tab: "pending", page: 1 })}`, { cookie: customer }),
  },
  {
    name: "an unknown session (its cookie is cleared)",
    thinPath: true,
    request: () => get("/trpc/auth.session", { cookie: `${services.auth.sessionCookieName}=not-a-session` }),
  },
  {
    name: "a context that cannot be built (500, logged)",
    thinPath: true,
    request: () => get("/trpc/auth.session", { cookie: admin }),
    apps: () => failingContext,
  },
  { name: "an unknown procedure", thinPath: false, request: () => get("/trpc/quote.nothing") },
  { name: "a mutation by GET", thinPath: false, request: () => get("/trpc/auth.logout") },
  { name: "input that is not JSON", thinPath: false, request: () => get("/trpc/quote.compute?input=%7Bnot-json") },
  {
    name: "a batch whose input is not an object",
    thinPath: false,
    request: () => get("/trpc/quote.compute?batch=1&input=5"),
  },
  {
    name: "a batch over the size limit",
    thinPath: false,
    request: () =>
      get(
        `/trpc/${Array(MAX_BATCH_SIZE + 1)
          .fill("booking.paymentProvider")
          .join(",")}?batch=1`,
      ),
  },
  {
    name: "a streamed batch (trpc-accept: application/jsonl)",
    thinPath: false,
    request: () => get("/trpc/booking.paymentProvider?batch=1", { "trpc-accept": "application/jsonl" }),
  },
  { name: "an escaped path", thinPath: true, request: () => get("/trpc/booking%2EpaymentProvider") },
  // The adapter decodes the path Fastify decoded once more: a '%' left is for it to read.
  { name: "a path escaped twice", thinPath: false, request: () => get("/trpc/booking%252EpaymentProvider") },
  {
    name: "input with a broken escape",
    thinPath: false,
    request: () => get(`/trpc/quote.compute?input=${encodeURIComponent('{"json":{"serviceId":"')}%E0%A4%A%22%7D%7D`),
  },
  {
    name: "a POST",
    thinPath: false,
    request: () => ({ method: "POST", url: "/trpc/auth.logout", headers: { "content-type": "application/json" } }),
  },
];

describe("the thin query path answers as tRPC's adapter does", () => {
  it.each(CASES)("$name", async ({ request, thinPath, apps }) => {
    const pair = apps?.() ?? { thin, stock };
    const fromThin = await pair.thin.app.inject(request());
    const thinLog = pair.thin.logged();
    const fromStock = await pair.stock.app.inject(request());
    const stockLog = pair.stock.logged();

    expect(fromThin.statusCode).toBe(fromStock.statusCode);
    expect(fromThin.body).toBe(fromStock.body);
    expect(answerHeaders(fromThin)).toEqual(answerHeaders(fromStock));
    expect(thinLog).toEqual(stockLog);
    expect(fromStock.headers["transfer-encoding"]).toBe("chunked");
    if (thinPath) expect(fromThin.headers["content-length"]).toBe(String(Buffer.byteLength(fromThin.body)));
    else expect(fromThin.headers["transfer-encoding"]).toBe("chunked");
  });

  it("answers a page of rows with their dates intact", async () => {
    const answer = await thin.app.inject(
      get(`/trpc/admin.bookings?input=${input({ tab: "pending", page: 1 })}`, { cookie: admin }),
    );
    const page = superjson.deserialize<{ items: { createdAt: Date }[]; total: number }>(answer.json().result.data);
    expect(page.total).toBe(3);
    expect(page.items.every((row) => row.createdAt instanceof Date)).toBe(true);
  });
});
