// PostgreSQL stopping and starting again under a running server: its own server for this file
// (stopping the suite's shared one would fail every other file), the app built once and never
// restarted. While the database is down every request gets a plain "try again" (503, no stack,
// no database words) and a payment webhook is refused so the provider sends it again; once the
// database is back the same app serves again, the booking paid before the outage is intact,
// and the payment made during it is confirmed by the provider's retried webhook.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServices, DATABASE_UNAVAILABLE, type Services } from "@primp/api";
import { bookingInput, hairAnswers, seedCatalogue } from "@primp/api/testing/booking";
import { SIGN_UP_INPUT } from "@primp/api/testing/fixtures";
import { errorBody } from "@primp/core";
import { createDatabase, type Database } from "@primp/db";
import { POSTGRES_TEST_URL_ENV, type PostgresServer, startPostgresServer } from "@primp/db/testing";
import { isLocalPayments, signLocalWebhook, TEST_CARDS } from "@primp/payments";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { STRIPE_WEBHOOK_PATH, WEBHOOK_NOT_HANDLED } from "../routes/webhooks.ts";
import { type TrpcReply, trpcMutation, trpcQuery } from "../testing/trpc-http.ts";

const postgresProject = Boolean(process.env[POSTGRES_TEST_URL_ENV]);
const title = postgresProject
  ? "PostgreSQL restarting under the server"
  : "PostgreSQL restarting under the server (skipped: runs in the postgres project, which sets PRIMP_TEST_POSTGRES_URL)";

/** What must never reach a browser: the database's or the driver's own words. */
const INTERNALS = /reach database|127\.0\.0\.1|P10\d\d|prisma|Connection terminated|ECONN|\.ts:\d+/i;

interface Created {
  bookingId: string;
  clientSecret: string;
}

describe.skipIf(!postgresProject)(title, () => {
  let server: PostgresServer;
  let database: Database;
  let services: Services;
  let app: FastifyInstance;
  let silkPressInBoston: (email: string) => ReturnType<typeof bookingInput>;

  beforeAll(async () => {
    // Durable, as production is: a commit acknowledged before the crash must be there after it.
    server = await startPostgresServer({ durable: true });
    database = await createDatabase({ databaseUrl: server.url });
    await database.migrate();
    const catalogue = await seedCatalogue(database.db);
    const boston = await catalogue.city("Boston");
    const silkPress = await catalogue.service("Silk Press");
    silkPressInBoston = (email) =>
      bookingInput(boston.id, hairAnswers(silkPress.id), {
        contact: { firstName: "Ada", lastName: "Lovelace", email, phone: "617-555-0100" },
      });
    const storageRoot = mkdtempSync(path.join(tmpdir(), "primp-restart-files-"));
    services = createServices({
      database,
      env: { APP_URL: "http://primp.test", OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0" },
      storageRoot,
      allowLocalProviders: true,
    });
    app = await buildApp({ services });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.destroy();
  });

  function localPayments() {
    if (!isLocalPayments(services.payments)) throw new Error("this suite runs with the local provider");
    return services.payments;
  }

  const book = (email: string) => trpcMutation<Created>(app, "booking.create", silkPressInBoston(email));

  /** The provider's "payment succeeded" event for an intent, signed as the provider signs it. */
  function postPaymentWebhook(intentId: string) {
    const body = JSON.stringify({
      id: `evt_${intentId}`,
      type: "payment_intent.succeeded",
      data: { object: { id: intentId } },
    });
    return app.inject({
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        "content-type": "application/json",
        "stripe-signature": signLocalWebhook(body, localPayments().webhookSecret),
      },
      payload: body,
    });
  }

  function expectTryAgain(reply: TrpcReply<unknown>) {
    expect(reply.status).toBe(503);
    expect(reply.error?.message).toBe(DATABASE_UNAVAILABLE);
    expect(reply.error?.data.stack).toBeUndefined();
    expect(reply.body).not.toMatch(INTERNALS);
  }

  it("answers 'try again' while it is down, and serves again, with nothing paid lost, once it is back", async () => {
    // Before the outage: a booking paid through the site, one paid at the provider whose
    // webhook will arrive during the outage, and a signed-in customer.
    const paidBefore = (await book("before@example.com")).data as Created;
    const confirmed = await trpcMutation(app, "booking.confirmPayment", {
      ...paidBefore,
      cardNumber: TEST_CARDS.succeeds,
    });
    expect(confirmed.status).toBe(200);
    const paidDuring = (await book("during@example.com")).data as Created;
    const duringIntent = (await database.db.booking.findUniqueOrThrow({ where: { id: paidDuring.bookingId } }))
      .paymentIntentId;
    expect(await localPayments().confirmWithTestCard(duringIntent ?? "", TEST_CARDS.succeeds)).toEqual({ ok: true });
    const signUp = await trpcMutation(app, "auth.signUp", SIGN_UP_INPUT);
    expect(signUp.status).toBe(200);

    server.stop();
    try {
      // The first request meets a pooled connection the stop cut; later ones find no server.
      expectTryAgain(await trpcMutation(app, "booking.confirmation", paidBefore));
      expectTryAgain(await trpcMutation(app, "booking.confirmation", paidBefore));
      expectTryAgain(await trpcQuery(app, "auth.session", undefined, signUp.cookies));
      expectTryAgain(await book("outage@example.com"));
      // Load balancers read `ok`; the error is the body every refusal outside tRPC has. The
      // process itself is alive, and says so.
      const ready = await app.inject({ url: "/readyz" });
      expect({ status: ready.statusCode, body: ready.json() }).toEqual({
        status: 503,
        body: { ok: false, failed: "database", ...errorBody(DATABASE_UNAVAILABLE) },
      });
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
      // Routes outside tRPC say the same: an upload's session lookup meets the outage.
      const upload = await app.inject({ method: "POST", url: "/uploads", cookies: signUp.cookies });
      expect({ status: upload.statusCode, body: upload.json() }).toEqual({
        status: 503,
        body: { error: { message: DATABASE_UNAVAILABLE } },
      });
      // The provider is told to send the event again later (any non-2xx), in words of our own.
      const refusedWebhook = await postPaymentWebhook(duringIntent ?? "");
      expect({ status: refusedWebhook.statusCode, body: refusedWebhook.json() }).toEqual({
        status: 500,
        body: errorBody(WEBHOOK_NOT_HANDLED),
      });
      expect(refusedWebhook.body).not.toMatch(INTERNALS);
    } finally {
      server.start();
    }

    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
    const before = await trpcMutation<{ status: string; paid: boolean }>(app, "booking.confirmation", paidBefore);
    expect(before.data).toMatchObject({ status: "PENDING", paid: true });
    expect((await postPaymentWebhook(duringIntent ?? "")).json()).toEqual({ received: true, outcome: "confirmed" });
    expect(await database.db.booking.findUniqueOrThrow({ where: { id: paidDuring.bookingId } })).toMatchObject({
      status: "PENDING",
      paidAt: expect.any(Date),
    });
    const session = await trpcQuery<{ user: { email: string } | null }>(app, "auth.session", undefined, signUp.cookies);
    expect(session.data?.user?.email).toBe("grace@example.com");
    expect((await book("after@example.com")).status).toBe(200);
    expect(await database.db.booking.count({ where: { email: "outage@example.com" } })).toBe(0);
  });
});
