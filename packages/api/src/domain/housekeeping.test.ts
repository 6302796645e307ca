import { ABANDONED_PAYMENT_AFTER_MS, ORPHAN_FILE_AFTER_MS } from "@primp/core";
import { isLocalPayments, TEST_CARDS } from "@primp/payments";
import { startTestS3Server, type TestS3Server } from "@primp/storage/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOGIN_FAILURES_PER_ADDRESS, UPLOAD_BYTES_PER_USER } from "../auth/rate-limit-rules.ts";
import { createBookingRow, createPerson } from "../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../testing/index.ts";
import { cancelAbandonedBookings, deleteExpiredRows, deleteOrphanFiles } from "./housekeeping.ts";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services.close();
});

const HOUR = 3_600_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

describe("deleteExpiredRows", () => {
  beforeEach(async () => {
    await services.db.session.deleteMany();
    await services.db.rateLimit.deleteMany();
  });

  it("deletes sessions past their expiry and rate-limit rows past the longest window, and nothing else", async () => {
    const now = new Date();
    const user = await createPerson(services);
    await services.db.session.createMany({
      data: [
        { id: "expired", userId: user.id, expiresAt: ago(now, 1) },
        { id: "live", userId: user.id, expiresAt: new Date(now.getTime() + HOUR) },
      ],
    });
    // The longest window among the rules is a day (upload bytes); a 15-minute rule's row from
    // two hours ago is harmless (it restarts its window when next used) and goes with the rest.
    expect(UPLOAD_BYTES_PER_USER.windowMs).toBe(24 * HOUR);
    await services.db.rateLimit.createMany({
      data: [
        { key: "old", count: 3, windowStart: ago(now, 24 * HOUR + 1) },
        { key: "in-day-window", count: 3, windowStart: ago(now, 23 * HOUR) },
        { key: "fresh", count: 1, windowStart: ago(now, LOGIN_FAILURES_PER_ADDRESS.windowMs - 1) },
      ],
    });
    expect(await deleteExpiredRows(services, now)).toBe("deleted 1 expired sessions and 1 rate-limit rows");
    expect((await services.db.session.findMany()).map((s) => s.id)).toEqual(["live"]);
    expect((await services.db.rateLimit.findMany({ orderBy: { key: "asc" } })).map((r) => r.key)).toEqual([
      "fresh",
      "in-day-window",
    ]);
    expect(await deleteExpiredRows(services, now)).toBe("deleted 0 expired sessions and 0 rate-limit rows");
  });
});

describe("cancelAbandonedBookings", () => {
  async function unpaidBooking(createdAt: Date, pay = false) {
    const intent = await services.payments.createPaymentIntent({
      amountCents: 12_500,
      bookingId: `b-${createdAt.getTime()}-${Math.random()}`,
      receiptEmail: "ada@example.com",
      description: "Silk Press",
      idempotencyKey: `intent:${Math.random()}`,
    });
    if (pay && isLocalPayments(services.payments)) {
      await services.payments.confirmWithTestCard(intent.id, TEST_CARDS.succeeds);
    }
    return createBookingRow(services, { status: "AWAITING_PAYMENT", paymentIntentId: intent.id, createdAt });
  }

  it("cancels bookings unpaid for over an hour and their intents, confirms one paid after all, and leaves the rest", async () => {
    const now = new Date();
    const abandoned = await unpaidBooking(ago(now, ABANDONED_PAYMENT_AFTER_MS + 1));
    const paidButUnconfirmed = await unpaidBooking(ago(now, 2 * HOUR), true);
    const recent = await unpaidBooking(ago(now, ABANDONED_PAYMENT_AFTER_MS - 60_000));
    const pending = await createBookingRow(services, { status: "PENDING", createdAt: ago(now, 5 * HOUR) });

    expect(await cancelAbandonedBookings(services, now)).toBe(
      "cancelled 1 abandoned bookings, confirmed 1 paid after all, 0 still processing",
    );
    const statusOf = async (id: string) => (await services.db.booking.findUniqueOrThrow({ where: { id } })).status;
    expect(await services.db.booking.findUniqueOrThrow({ where: { id: abandoned.id } })).toMatchObject({
      status: "CANCELLED",
      cancelledAt: now,
      cancelledBy: null,
    });
    expect((await services.payments.retrievePaymentIntent(abandoned.paymentIntentId ?? "")).status).toBe("canceled");
    expect(await statusOf(paidButUnconfirmed.id)).toBe("PENDING");
    expect(await services.db.mailMessage.count({ where: { tag: "booking-receipt" } })).toBe(1);
    expect(await statusOf(recent.id)).toBe("AWAITING_PAYMENT");
    expect(await statusOf(pending.id)).toBe("PENDING");

    // Idempotent: a second run (another server, or the next slot) changes nothing.
    expect(await cancelAbandonedBookings(services, now)).toBe(
      "cancelled 0 abandoned bookings, confirmed 0 paid after all, 0 still processing",
    );
    expect(await services.db.mailMessage.count({ where: { tag: "booking-receipt" } })).toBe(1);
  });

  it("confirms a booking whose card was saved after all (a card held later), and cancels one never saved", async () => {
    const now = new Date();
    const local = services.payments;
    if (!isLocalPayments(local)) throw new Error("tests run with the local provider");
    const withSetup = async (save: boolean) => {
      const setup = await local.createSetupIntent({
        bookingId: `b-setup-${Math.random()}`,
        receiptEmail: "ada@example.com",
        idempotencyKey: `setup:${Math.random()}`,
      });
      if (save) await local.confirmSetupWithTestCard(setup.id, TEST_CARDS.succeeds);
      return createBookingRow(services, {
        status: "AWAITING_PAYMENT",
        createdAt: ago(now, 2 * HOUR),
        paymentIntentId: null,
        data: { setupIntentId: setup.id },
      });
    };
    const saved = await withSetup(true);
    const neverSaved = await withSetup(false);
    expect(await cancelAbandonedBookings(services, now)).toBe(
      "cancelled 1 abandoned bookings, confirmed 1 paid after all, 0 still processing",
    );
    expect(await services.db.booking.findUniqueOrThrow({ where: { id: saved.id } })).toMatchObject({
      status: "PENDING",
      paymentState: "CARD_SAVED",
    });
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: neverSaved.id } })).status).toBe("CANCELLED");
  });
});

describe.each([
  { place: "the local disk", s3: false },
  { place: "an S3 bucket (s3rver)", s3: true },
])("deleteOrphanFiles on $place", ({ s3 }) => {
  let store: TestServices;
  let s3Server: TestS3Server | undefined;
  beforeAll(async () => {
    s3Server = s3 ? await startTestS3Server() : undefined;
    store = s3Server ? await createTestServices(s3Server.env) : services;
  });
  afterAll(async () => {
    if (!s3Server) return;
    await store.close();
    await s3Server.stop();
  });

  it("deletes day-old files nothing points to, with their Upload rows, and keeps referenced and recent ones", async () => {
    const owner = await createPerson(store, { role: "PRO" });
    const put = async (key: string) => {
      await store.storage.put(key, Buffer.from(key));
      await store.db.upload.create({
        data: { ownerId: owner.id, kind: "avatar", path: key, mimeType: "image/png", sizeBytes: key.length },
      });
    };
    await put("avatars/u/current.png");
    await put("avatars/u/replaced.png");
    await put("highlights/u/one.png");
    await put("submissions/c/photo.png");
    await put("messages/b/posted.png");
    await put("messages/b/never-posted.png");
    // Variants have no row of their own: they live as long as their original is pointed to.
    await store.storage.put("variants/avatars/u/current.png/320.webp", Buffer.from("kept"));
    await store.storage.put("variants/avatars/u/replaced.png/320.webp", Buffer.from("orphan"));
    await store.db.user.update({
      where: { id: owner.id },
      data: { avatarUrl: store.storage.publicUrl("avatars/u/current.png") },
    });
    await store.db.proProfile.update({
      where: { userId: owner.id },
      data: { highlight2Url: store.storage.publicUrl("highlights/u/one.png") },
    });
    const booking = await createBookingRow(store, {
      data: { customerPhotoUrl: store.storage.publicUrl("submissions/c/photo.png") },
    });
    // A conversation photo is referenced once its message is posted.
    const message = await store.db.conversationMessage.create({
      data: { bookingId: booking.id, authorId: owner.id, authorRole: "PRO" },
    });
    await store.db.upload.updateMany({ where: { path: "messages/b/posted.png" }, data: { messageId: message.id } });

    // Just written: nothing is old enough, even the orphan.
    expect(await deleteOrphanFiles(store, new Date())).toBe("deleted 0 orphaned files");
    const dayLater = new Date(Date.now() + ORPHAN_FILE_AFTER_MS + 60_000);
    expect(await deleteOrphanFiles(store, dayLater)).toBe("deleted 3 orphaned files");
    expect(await store.storage.exists("variants/avatars/u/current.png/320.webp")).toBe(true);
    expect(await store.storage.exists("variants/avatars/u/replaced.png/320.webp")).toBe(false);
    for (const gone of ["avatars/u/replaced.png", "messages/b/never-posted.png"]) {
      expect(await store.storage.exists(gone)).toBe(false);
      expect(await store.db.upload.count({ where: { path: gone } })).toBe(0);
    }
    const kept = ["avatars/u/current.png", "highlights/u/one.png", "submissions/c/photo.png", "messages/b/posted.png"];
    for (const keptKey of kept) {
      expect(await store.storage.exists(keptKey)).toBe(true);
      expect(await store.db.upload.count({ where: { path: keptKey } })).toBe(1);
    }
    expect(await deleteOrphanFiles(store, dayLater)).toBe("deleted 0 orphaned files");
  });
});
