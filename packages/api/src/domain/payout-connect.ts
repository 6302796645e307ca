// StripeConnect onboarding for pros, and the administrator's reminder to those who lack it.
import { reminderSent } from "@primp/core";
import { isUniqueViolation } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { connectReminderToPro } from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { NO_PRO_PROFILE } from "./acceptance.ts";
import { fullName } from "./dashboard-recipients.ts";

export const ALREADY_CONNECTED = "Your StripeConnect account is already linked.";
export const CONNECT_TAKEN = "This StripeConnect account is linked to another professional.";
export const PRO_ALREADY_CONNECTED = "This professional has already linked StripeConnect.";
export const PRO_NOT_FOUND = "We could not find this professional.";
export const CONNECT_NOT_OPENED =
  "This StripeConnect account was not opened from your dashboard. Please start StripeConnect again.";

/** One account per pro: the same key returns the same account when a pro clicks twice. */
export const connectAccountIdempotencyKey = (proUserId: string) => `connect-account:${proUserId}`;

/**
 * Creates (or reuses) the pro's connected account and returns the provider's onboarding
 * address; the provider sends the pro back to /dashboard?accID=<account id>.
 */
export async function startConnectOnboarding(
  deps: Pick<Services, "db" | "payments" | "config">,
  pro: { id: string; email: string },
) {
  const profile = await deps.db.proProfile.findUnique({ where: { userId: pro.id } });
  if (!profile) throw new TRPCError({ code: "FORBIDDEN", message: NO_PRO_PROFILE });
  if (profile.stripeConnectId) throw new TRPCError({ code: "BAD_REQUEST", message: ALREADY_CONNECTED });
  const account = await deps.payments.createConnectAccount({
    email: pro.email,
    idempotencyKey: connectAccountIdempotencyKey(pro.id),
  });
  await deps.db.proProfile.update({ where: { id: profile.id }, data: { pendingConnectId: account.id } });
  const dashboard = `${deps.config.appUrl}/dashboard`;
  const link = await deps.payments.createAccountLink({
    accountId: account.id,
    refreshUrl: dashboard,
    returnUrl: `${dashboard}?accID=${encodeURIComponent(account.id)}`,
  });
  return { url: link.url };
}

/**
 * Stores the account id the provider returned, only when the pro has none yet (the spec's
 * rule): a later visit with another accID changes nothing. Only the account our server
 * opened for this pro is accepted, so an id learned elsewhere cannot be linked; the unique
 * index still stops one account being linked to two pros.
 */
export async function saveConnectAccount(deps: Pick<Services, "db">, proUserId: string, accountId: string) {
  const { db } = deps;
  const profile = await db.proProfile.findUnique({ where: { userId: proUserId } });
  if (!profile) throw new TRPCError({ code: "FORBIDDEN", message: NO_PRO_PROFILE });
  if (profile.stripeConnectId) {
    return { stripeConnectId: profile.stripeConnectId, stored: profile.stripeConnectId === accountId };
  }
  if (profile.pendingConnectId !== accountId) {
    throw new TRPCError({ code: "BAD_REQUEST", message: CONNECT_NOT_OPENED });
  }
  try {
    const { count } = await db.proProfile.updateMany({
      where: { id: profile.id, stripeConnectId: null },
      data: { stripeConnectId: accountId },
    });
    if (count === 1) return { stripeConnectId: accountId, stored: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw new TRPCError({ code: "CONFLICT", message: CONNECT_TAKEN });
    throw error;
  }
  // Another tab stored an id between our read and write.
  const stored = await db.proProfile.findUniqueOrThrow({ where: { id: profile.id } });
  return { stripeConnectId: stored.stripeConnectId, stored: stored.stripeConnectId === accountId };
}

/** E-mails a pro without a payout account; answers with the spec's sentence. */
export async function remindToConnect(
  deps: Pick<Services, "db" | "mail" | "config">,
  proUserId: string,
  now = new Date(),
) {
  const profile = await deps.db.proProfile.findUnique({
    where: { userId: proUserId },
    include: { user: { select: { email: true, firstName: true, lastName: true } } },
  });
  if (!profile) throw new TRPCError({ code: "NOT_FOUND", message: PRO_NOT_FOUND });
  if (profile.stripeConnectId) throw new TRPCError({ code: "BAD_REQUEST", message: PRO_ALREADY_CONNECTED });
  await deps.mail.send(connectReminderToPro(profile.user, `${deps.config.appUrl}/dashboard`));
  await deps.db.proProfile.update({ where: { id: profile.id }, data: { connectRemindedAt: now } });
  return { message: reminderSent(fullName(profile.user)) };
}
