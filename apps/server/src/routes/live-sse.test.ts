// Live updates over a real port, as the browser's EventSource reads them: a booking's stream
// says "ready" then "changed" when the pro accepts; a page that reconnects with the id of the
// last event it saw re-reads at once; a stranger is refused with a status, not a stream; an
// open stream holds no turn of the work queue; a page that goes away frees its slot; and the
// server's close ends every stream.
import { createTestServices, type TestServices } from "@primp/api/testing";
import { createBookingRow, createPerson, personWithCaller } from "@primp/api/testing/fixtures";
import { BOOKING_NOT_FOUND } from "@primp/core";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { sessionCookies } from "../testing/http-session.ts";
import { openLiveStream, type SseStream } from "../testing/sse.ts";

let services: TestServices | undefined;
let app: FastifyInstance | undefined;
const streams: SseStream[] = [];
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await app?.close();
  await services?.close();
  app = undefined;
});

async function start(env: Record<string, string> = {}) {
  services = await createTestServices(env);
  app = await buildApp({ services });
  const baseUrl = await app.listen({ host: "127.0.0.1", port: 0 });
  return { services, app, baseUrl };
}

const cookieOf = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

async function open(...args: Parameters<typeof openLiveStream>) {
  const stream = await openLiveStream(...args);
  streams.push(stream);
  return stream;
}

describe("live updates over server-sent events", () => {
  it("streams a booking's changes to its customer, and resumes with a re-read", async () => {
    const { services, baseUrl } = await start();
    const customer = await createPerson(services);
    const booking = await createBookingRow(services, { customer, state: "MA" });
    const cookie = cookieOf(await sessionCookies(services, customer));

    const stream = await open(baseUrl, "live.booking", { bookingId: booking.id }, { cookie });
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe("connected");
    const ready = await stream.nextMessage();
    expect(ready.kind).toBe("ready");
    expect(ready.id).toBeTruthy();

    const pro = await personWithCaller(services, { role: "PRO", state: "MA" });
    await pro.caller.pro.acceptBooking({ bookingId: booking.id });
    const changed = await stream.nextMessage();
    expect(changed.kind).toBe("changed");
    expect(changed.id).not.toBe(ready.id);

    // The connection dropped; EventSource reconnects with the last id it saw.
    stream.close();
    const resumed = await open(baseUrl, "live.booking", { bookingId: booking.id }, { cookie, lastEventId: changed.id });
    expect((await resumed.nextMessage()).kind).toBe("changed");
  });

  it("refuses a stranger with 404 in words, and a visitor with 401, before any stream opens", async () => {
    const { services, baseUrl } = await start();
    const booking = await createBookingRow(services, { state: "MA" });
    const stranger = cookieOf(await sessionCookies(services, await createPerson(services)));
    const refused = await fetch(
      `${baseUrl}/trpc/live.booking?input=${encodeURIComponent(JSON.stringify({ json: { bookingId: booking.id } }))}`,
      { headers: { cookie: stranger } },
    );
    expect(refused.status).toBe(404);
    expect(refused.headers.get("content-type")).toContain("application/json");
    expect(JSON.stringify(await refused.json())).toContain(BOOKING_NOT_FOUND);
    const anonymous = await fetch(`${baseUrl}/trpc/live.offers`);
    expect(anonymous.status).toBe(401);
    expect(services.streams.open).toBe(0);
  });

  it("holds no turn of the work queue while open, and frees its slot when the page goes away", async () => {
    const { services, baseUrl } = await start({ OVERLOAD_CONCURRENCY: "1", OVERLOAD_MAX_QUEUE_MS: "0" });
    const pro = await createPerson(services, { role: "PRO" });
    const cookie = cookieOf(await sessionCookies(services, pro));
    const stream = await open(baseUrl, "live.offers", undefined, { cookie });
    expect((await stream.nextMessage()).kind).toBe("ready");
    expect(services.streams.open).toBe(1);

    // One turn in all, no waiting: a request is served only if the open stream does not hold it.
    const session = await fetch(`${baseUrl}/trpc/auth.session`, { headers: { cookie } });
    expect(session.status).toBe(200);

    stream.close();
    await expect.poll(() => services.streams.open).toBe(0);
  });

  it("ends open streams when the server closes, with a refusal the browser retries elsewhere", async () => {
    const { services, app, baseUrl } = await start();
    const pro = await createPerson(services, { role: "PRO" });
    const stream = await open(baseUrl, "live.offers", undefined, {
      cookie: cookieOf(await sessionCookies(services, pro)),
    });
    expect((await stream.nextMessage()).kind).toBe("ready");
    const closing = app.close();
    const refusal = await stream.next();
    expect(refusal.event).toBe("serialized-error");
    expect(refusal.data).toContain("SERVICE_UNAVAILABLE");
    await closing;
    expect(services.streams.open).toBe(0);
  });
});
