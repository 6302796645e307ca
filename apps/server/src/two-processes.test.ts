// Two server processes (main.ts) behind an imaginary load balancer, on one PostgreSQL and one
// S3-compatible store (s3rver), on two ports: a customer signs up on A and books on B, the
// pro accepts on B and uploads the photo on A, the customer sees it from B; a session made on
// one is honoured and ended on the other, a rate limit counts attempts on both, and every
// e-mail job is done once by one of them. Nothing a request needs lives in one process.
import { createServices, rateLimitRules, type Services, TOO_MANY_ATTEMPTS } from "@primp/api";
import { bookingInput, hairAnswers } from "@primp/api/testing/booking";
import { createBookingRow, createPerson, SIGN_UP_INPUT } from "@primp/api/testing/fixtures";
import { createTestDatabase, type Database } from "@primp/db";
import { POSTGRES_TEST_URL_ENV } from "@primp/db/testing";
import { TEST_CARDS } from "@primp/payments";
import { startTestS3Server, type TestS3Server } from "@primp/storage/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookies, signedIn, TINY_PNG, uploadRequest } from "./testing/http-session.ts";
import { type ServerProcess, startServerProcess, stopServerProcess } from "./testing/server-process.ts";
import { openLiveStream } from "./testing/sse.ts";
import { trpcMutation, trpcQuery } from "./testing/trpc-http.ts";

const postgresProject = Boolean(process.env[POSTGRES_TEST_URL_ENV]);
const { LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS } = rateLimitRules;

describe.skipIf(!postgresProject)("two server processes on one PostgreSQL and one S3 store", () => {
  let database: Database;
  let s3: TestS3Server;
  let services: Services;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase({ catalogue: true });
    if (database.connection.kind !== "postgres") throw new Error("this suite needs PostgreSQL");
    s3 = await startTestS3Server();
    const env = { DATABASE_URL: database.connection.connectionString, ...s3.env };
    // This process only arranges what a test needs (a vetted pro) and looks at the results.
    services = createServices({ database, env, storageRoot: "unused", allowLocalProviders: true });
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].map(stopServerProcess));
    await services?.jobs.stop();
    await database?.close();
    await s3?.stop();
  });

  it("runs a booking journey across both, sharing sessions, files, rate limits and jobs", async () => {
    // Signed up on A; the session cookie works on B.
    const signUp = await trpcMutation(a.app, "auth.signUp", SIGN_UP_INPUT);
    expect(signUp.status).toBe(200);
    const customer = signUp.cookies;
    const session = await trpcQuery<{ user: { email: string } | null }>(b.app, "auth.session", undefined, customer);
    expect(session.data?.user?.email).toBe(SIGN_UP_INPUT.email);

    // Booked and paid on B.
    const boston = await database.db.city.findFirstOrThrow({ where: { city: "Boston" } });
    const silkPress = await database.db.service.findUniqueOrThrow({ where: { name: "Silk Press" } });
    const created = await trpcMutation<{ bookingId: string; clientSecret: string }>(
      b.app,
      "booking.create",
      bookingInput(boston.id, hairAnswers(silkPress.id), {
        contact: { firstName: "Grace", lastName: "Hopper", email: SIGN_UP_INPUT.email, phone: "212-555-0199" },
      }),
      customer,
    );
    expect(created.status).toBe(200);
    const { bookingId, clientSecret } = created.data as { bookingId: string; clientSecret: string };
    const paid = await trpcMutation(
      b.app,
      "booking.confirmPayment",
      { bookingId, clientSecret, cardNumber: TEST_CARDS.succeeds },
      customer,
    );
    expect(paid.status).toBe(200);

    // Accepted on B, photo uploaded on A, seen from B by the customer and by nobody else.
    const pro = await signedIn(services, await createPerson(services, { role: "PRO", state: "MA" }), "127.0.0.1");
    expect((await trpcMutation(b.app, "pro.acceptBooking", { bookingId }, pro.cookies)).status).toBe(200);
    const photo = Buffer.concat([TINY_PNG, Buffer.alloc(300_000, 9)]);
    const uploaded = await a.app.inject(
      uploadRequest(pro, { kind: "submission", bookingId }, { name: "look.png", bytes: photo }),
    );
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json() as { url: string };
    const seen = await b.app.inject({ url, cookies: customer });
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(photo)).toBe(true);
    expect((await b.app.inject({ url })).statusCode).toBe(404);
    expect(services.storage.kind).toBe("s3");
    expect(await services.storage.exists(url.replace(/^\/files\//, ""))).toBe(true);

    // Login failures on either count together: the limit is reached whichever answers.
    const wrong = { email: SIGN_UP_INPUT.email, password: "not the password" };
    for (let n = 0; n < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit; n++) {
      const refused = await trpcMutation(n % 2 ? a.app : b.app, "auth.login", wrong);
      expect(refused.status).toBe(401);
    }
    for (const server of [a, b]) {
      const limited = await trpcMutation(server.app, "auth.login", wrong);
      expect(limited.status).toBe(429);
      expect(limited.error?.message).toBe(TOO_MANY_ATTEMPTS);
    }

    // Logged out on B: the cookie is refused on A too.
    expect((await trpcMutation(b.app, "auth.logout", undefined, customer)).status).toBe(200);
    const after = await trpcQuery<{ user: unknown }>(a.app, "auth.session", undefined, customer);
    expect(after.data?.user ?? null).toBeNull();

    // Every e-mail of the journey delivered in one attempt. Mail is sent inline and written
    // with a job only when it must wait (a lifecycle notice, written in its booking's
    // transaction): each job due by now ran once, on whichever process fetched it.
    const dueJobs = () =>
      database.db.$queryRaw<{ name: string; state: string; retries: number }[]>`
        SELECT name, state::text AS state, retry_count AS retries FROM pgboss.job WHERE start_after <= now()`;
    const unfinished = async () =>
      (await database.db.mailMessage.count({ where: { status: { not: "SENT" } } })) +
      (await dueJobs()).filter((job) => job.state !== "completed").length;
    await expect.poll(unfinished, { timeout: 60_000, interval: 250 }).toBe(0);
    const messages = await database.db.mailMessage.findMany({ select: { attempts: true } });
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(messages.every((message) => message.attempts === 1)).toBe(true);
    const jobs = await dueJobs();
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.filter((job) => job.retries !== 0)).toEqual([]);
  }, 180_000);

  it("fans live updates (an acceptance, a message) out to a page connected to the other process (LISTEN/NOTIFY)", async () => {
    const customer = await createPerson(services);
    const booking = await createBookingRow(services, { customer, state: "MA" });
    const cookie = Object.entries(await sessionCookies(services, customer))
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
    const onB = await openLiveStream(b.baseUrl, "live.booking", { bookingId: booking.id }, { cookie });
    try {
      // "ready" once B's LISTEN is up: from then on B hears every NOTIFY.
      expect((await onB.nextMessage()).kind).toBe("ready");
      const pro = await signedIn(services, await createPerson(services, { role: "PRO", state: "MA" }), "127.0.0.1");
      expect((await trpcMutation(a.app, "pro.acceptBooking", { bookingId: booking.id }, pro.cookies)).status).toBe(200);
      expect((await onB.nextMessage()).kind).toBe("changed");
      // A message the pro posts through A reaches the customer's page on B the same way.
      const message = { bookingId: booking.id, body: "Running ten minutes late" };
      expect((await trpcMutation(a.app, "conversation.post", message, pro.cookies)).status).toBe(200);
      expect((await onB.nextMessage()).kind).toBe("changed");
    } finally {
      onB.close();
    }
  }, 60_000);
});
