// The periodic clean-up jobs. Each reads the database afresh and changes rows only through
// conditional statements, so running one twice, late, or on two servers at once is harmless.
import { ABANDONED_PAYMENT_AFTER_MS, ORPHAN_FILE_AFTER_MS, originalKeyOfVariant } from "@primp/core";
import * as rateLimitRules from "../auth/rate-limit-rules.ts";
import type { Services } from "../trpc.ts";
import { announceBookingChanged } from "./booking-changes.ts";
import { markBookingPaid, paidAs } from "./booking-payment.ts";

/** Counters are only read within their own rule's window; past the longest window none is read again. */
const LONGEST_RATE_LIMIT_WINDOW_MS = Math.max(
  ...Object.values(rateLimitRules).map((rule) => (typeof rule === "object" && "windowMs" in rule ? rule.windowMs : 0)),
);

export async function deleteExpiredRows(deps: Pick<Services, "db">, now: Date) {
  const sessions = await deps.db.session.deleteMany({ where: { expiresAt: { lt: now } } });
  const rateLimits = await deps.db.rateLimit.deleteMany({
    where: { windowStart: { lt: new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_MS) } },
  });
  return `deleted ${sessions.count} expired sessions and ${rateLimits.count} rate-limit rows`;
}

type PaymentDeps = Pick<Services, "db" | "sql" | "mail" | "payments" | "config" | "jobs" | "live" | "push">;

/**
 * What to do with one unpaid booking's intent: a payment that did succeed (its confirmation
 * and webhook both lost) confirms the booking instead; one still processing waits; anything
 * else is cancelled at the provider first, so the customer can never pay a cancelled booking.
 */
async function settleIntent(deps: PaymentDeps, intentId: string, now: Date): Promise<"cancel" | "paid" | "wait"> {
  const intent = await deps.payments.retrievePaymentIntent(intentId);
  const paid = paidAs(intent.status);
  if (paid) return (await markBookingPaid(deps, intentId, paid, now)) ? "paid" : "wait";
  if (intent.status === "processing") return "wait";
  if (intent.status !== "canceled") await deps.payments.cancelPaymentIntent(intentId);
  return "cancel";
}

/** The same for a card saved to be held later: a card saved after all confirms the booking. */
async function settleSetupIntent(
  deps: PaymentDeps,
  setupIntentId: string,
  now: Date,
): Promise<"cancel" | "paid" | "wait"> {
  const setup = await deps.payments.retrieveSetupIntent(setupIntentId);
  if (setup.status !== "succeeded") return "cancel";
  return (await markBookingPaid(deps, setupIntentId, "saved", now)) ? "paid" : "wait";
}

/** Cancels bookings left at the payment step for over an hour; nothing was charged. */
export async function cancelAbandonedBookings(deps: PaymentDeps, now: Date) {
  const abandoned = await deps.db.booking.findMany({
    where: { status: "AWAITING_PAYMENT", createdAt: { lt: new Date(now.getTime() - ABANDONED_PAYMENT_AFTER_MS) } },
    select: { id: true, paymentIntentId: true, setupIntentId: true },
    orderBy: { createdAt: "asc" },
    take: 100,
  });
  const outcome = { cancelled: 0, confirmed: 0, waiting: 0 };
  for (const booking of abandoned) {
    const next = booking.paymentIntentId
      ? await settleIntent(deps, booking.paymentIntentId, now)
      : booking.setupIntentId
        ? await settleSetupIntent(deps, booking.setupIntentId, now)
        : "cancel";
    if (next === "paid") outcome.confirmed++;
    if (next === "wait") outcome.waiting++;
    if (next !== "cancel") continue;
    // Conditional: a payment confirmed meanwhile wins, and this changes nothing.
    const { count } = await deps.db.booking.updateMany({
      where: { id: booking.id, status: "AWAITING_PAYMENT" },
      data: { status: "CANCELLED", cancelledAt: now, cancelledBy: null },
    });
    outcome.cancelled += count;
    if (count === 1) await announceBookingChanged(deps, booking.id);
  }
  return `cancelled ${outcome.cancelled} abandoned bookings, confirmed ${outcome.confirmed} paid after all, ${outcome.waiting} still processing`;
}

/** Every stored-file URL a record points to. Read whole: a few per user, fine at our size. */
async function referencedUrls(deps: Pick<Services, "db" | "storage">): Promise<Set<string>> {
  const [users, profiles, bookings, messagePhotos, siteImages] = await Promise.all([
    deps.db.user.findMany({ where: { avatarUrl: { not: null } }, select: { avatarUrl: true } }),
    deps.db.proProfile.findMany({ select: { highlight1Url: true, highlight2Url: true, highlight3Url: true } }),
    deps.db.booking.findMany({ where: { customerPhotoUrl: { not: null } }, select: { customerPhotoUrl: true } }),
    deps.db.upload.findMany({ where: { messageId: { not: null } }, select: { path: true } }),
    deps.db.siteImage.findMany({ select: { imageUrl: true } }),
  ]);
  return new Set(
    [
      ...users.map((u) => u.avatarUrl),
      ...profiles.flatMap((p) => [p.highlight1Url, p.highlight2Url, p.highlight3Url]),
      ...bookings.map((b) => b.customerPhotoUrl),
      ...messagePhotos.map((photo) => deps.storage.publicUrl(photo.path)),
      ...siteImages.map((image) => image.imageUrl),
    ].filter((url): url is string => Boolean(url)),
  );
}

/**
 * Deletes stored files no avatar, highlight, booking photo or posted message points to (a replaced image whose
 * delete failed, an upload abandoned by a crash) once they are a day old, with their Upload rows.
 */
export async function deleteOrphanFiles(deps: Pick<Services, "db" | "storage">, now: Date) {
  const referenced = await referencedUrls(deps);
  let deleted = 0;
  for await (const file of deps.storage.list()) {
    if (now.getTime() - file.modifiedAt.getTime() < ORPHAN_FILE_AFTER_MS) continue;
    // A variant lives as long as its original does.
    if (referenced.has(deps.storage.publicUrl(originalKeyOfVariant(file.key) ?? file.key))) continue;
    await deps.storage.delete(file.key);
    await deps.db.upload.deleteMany({ where: { path: file.key } });
    deleted++;
  }
  return `deleted ${deleted} orphaned files`;
}
