// Postmark failing under the server: the real `postmark` SDK, over HTTP through the whole app,
// against the stand-in told to answer 500, never answer, or cut the connection. Sign-ups and
// paid bookings still succeed (mail is not part of their transaction), the mail waits in the
// outbox, and the mail jobs deliver it once Postmark is back.
import { jobHandlers } from "@primp/api";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { bookingInput, catalogueLookups, hairAnswers } from "@primp/api/testing/booking";
import { SIGN_UP_INPUT } from "@primp/api/testing/fixtures";
import { signupSuccess } from "@primp/core";
import { retryQueuedMail } from "@primp/mail";
import { mailerOnStandIn, type PostmarkFailure, type PostmarkStandIn, startPostmarkStandIn } from "@primp/mail/testing";
import { TEST_CARDS } from "@primp/payments";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { trpcMutation, trpcQuery } from "../testing/trpc-http.ts";

const FAULTS: [string, PostmarkFailure][] = [
  ["answers 500", { status: 500 }],
  ["never answers", { connection: "timeout" }],
  ["cuts the connection", { connection: "drop" }],
];

let services: TestServices;
let standIn: PostmarkStandIn;
let app: FastifyInstance;

beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
  standIn = await startPostmarkStandIn();
  services.mail = mailerOnStandIn(standIn, {
    db: services.db,
    // Seconds, as postmark counts them; the product waits 20.
    postmarkClientOptions: { ...standIn.clientOptions, timeout: 0.3 },
    onQueued: (messageId, at) =>
      services.jobs.schedule("mail.send", { messageId }, { startAfter: at, singletonKey: messageId }),
  });
  app = await buildApp({ services });
});
afterEach(async () => {
  await app.close();
  await standIn.close();
  await services.close();
});

const outbox = () => services.db.mailMessage.findMany({ orderBy: { createdAt: "asc" } });
/** The mail.send job for this row, run at its next attempt (what the engine does when that time comes). */
const runSendJobWhenDue = (row: { id: string; nextAttemptAt: Date }) =>
  jobHandlers(services)["mail.send"]({ messageId: row.id }, { jobId: "by-hand", now: row.nextAttemptAt });
/** What Postmark was asked to send after the first `skip` requests. */
const sentAfter = (skip: number) => standIn.requests.slice(skip).map((request) => request.body);

describe("Postmark fails during a sign-up", () => {
  it.each(FAULTS)(
    "when Postmark %s, the account is made and signed in, and the mail.send job sends the verification mail once Postmark is back",
    async (_, failure) => {
      standIn.failWith(failure);
      const signUp = await trpcMutation<{ message: string }>(app, "auth.signUp", SIGN_UP_INPUT);
      expect(signUp.status).toBe(200);
      expect(signUp.data).toEqual({ message: signupSuccess(SIGN_UP_INPUT.email) });
      const session = await trpcQuery<{ user: { email: string } | null }>(
        app,
        "auth.session",
        undefined,
        signUp.cookies,
      );
      expect(session.data?.user?.email).toBe(SIGN_UP_INPUT.email);

      const [queued, ...others] = await outbox();
      expect(others).toHaveLength(0);
      expect(queued).toMatchObject({ to: SIGN_UP_INPUT.email, tag: "verify-email", status: "QUEUED", attempts: 1 });
      expect(queued?.lastError).toBeTruthy();

      standIn.recover();
      const failedAttempts = standIn.requests.length;
      expect(await runSendJobWhenDue(queued as NonNullable<typeof queued>)).toBe("sent");
      expect((await outbox())[0]?.status).toBe("SENT");
      expect((await outbox())[0]).toMatchObject({ attempts: 2, lastError: null });
      const [delivered, ...again] = sentAfter(failedAttempts);
      expect(again).toHaveLength(0);
      expect(delivered).toMatchObject({ To: SIGN_UP_INPUT.email, Tag: "verify-email" });
      expect(delivered?.TextBody).toMatch(/http:\/\/primp\.test\/verify-email\?token=[a-z0-9]+/);
    },
  );
});

describe("Postmark fails while a booking is paid", () => {
  it("keeps the booking paid and its receipt queued, and retryQueuedMail sends the receipt once Postmark is back", async () => {
    const catalogue = catalogueLookups(services.db);
    const boston = await catalogue.city("Boston");
    const silkPress = await catalogue.service("Silk Press");
    standIn.failWith({ status: 500 });

    const created = await trpcMutation<{ bookingId: string; clientSecret: string }>(
      app,
      "booking.create",
      bookingInput(boston.id, hairAnswers(silkPress.id)),
    );
    const paid = await trpcMutation<{ status: string; paid: boolean }>(app, "booking.confirmPayment", {
      ...created.data,
      cardNumber: TEST_CARDS.succeeds,
    });
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ status: "PENDING", paid: true });
    const bookingId = created.data?.bookingId ?? "";
    expect(await services.db.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({
      status: "PENDING",
      paidAt: expect.any(Date),
    });
    const queued = await outbox();
    expect(queued.map((mail) => [mail.tag, mail.status])).toContainEqual(["booking-receipt", "QUEUED"]);
    expect(queued.every((mail) => mail.status === "QUEUED")).toBe(true);

    standIn.recover();
    const failedAttempts = standIn.requests.length;
    const result = await retryQueuedMail(services.db, services.mail.provider, { minAgeMs: 0 });
    expect(result).toEqual({ sent: queued.length, queued: 0, failed: 0, skipped: 0 });
    expect(sentAfter(failedAttempts)).toContainEqual(
      expect.objectContaining({ To: "ada@example.com", Tag: "booking-receipt" }),
    );
    expect(sentAfter(failedAttempts)).toHaveLength(queued.length);
  });
});

describe("the job engine in the app", () => {
  // The backoff itself, over a two-hour outage, is proved on a hand-driven clock in
  // apps/server/src/jobs.test.ts.
  it("runs with the app, and closing the app waits for the job in flight", async () => {
    await services.jobs.start();
    await services.jobs.work(jobHandlers(services));
    standIn.failWith({ connection: "timeout" });
    const row = await services.db.mailMessage.create({
      data: { to: "late@example.com", subject: "Late", text: "t", status: "QUEUED" },
    });
    await services.jobs.schedule("mail.send", { messageId: row.id }, { singletonKey: row.id });
    await vi.waitFor(() => expect(standIn.requests).toHaveLength(1), { timeout: 10_000 });

    // A delivery is in flight (Postmark is silent); close waits for its outcome to be written.
    await app.close();
    const [after] = await outbox();
    expect(after).toMatchObject({ status: "QUEUED", attempts: 1 });
    expect(after?.lastError).toBeTruthy();
  });
});
