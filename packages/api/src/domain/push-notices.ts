// Who is told what by push. A change schedules a push.notify job in its own transaction (so it is
// sent only once the change commits, and never slows the request); the job finds the people to
// tell and their subscriptions with that topic switched on, and queues one push.send each, which
// a refusal retries and a "gone" answer ends by forgetting the subscription.
//   offers      → the pros a booking was offered to (a dispatch wave, the requested pro)
//   acceptance  → the booking's customer, when a pro accepts or claims it
//   on-my-way   → the booking's customer, when the pro sets off
//   messages    → the other parties of the conversation (customer, pro; never support)
import { PUSH, PUSH_TITLES, type PushTopic } from "@primp/core";
import type { Booking } from "@primp/db";
import type { Payload } from "@primp/jobs";
import type { Services } from "../trpc.ts";
import { authorParty } from "./conversation.ts";
import { CUSTOMER_PARTY, noticedParties } from "./conversation-access.ts";
import { conversationUrl } from "./conversation-notice.ts";
import { proBookingUrl } from "./dashboard-recipients.ts";
import { customerBookingUrl } from "./day-of.ts";
import type { PushNotice } from "./push-in-transaction.ts";

type Deps = Pick<Services, "db" | "jobs" | "push" | "config">;

interface Recipient {
  userId: string;
  url: string;
  /** messages: the conversation party this user is told as. */
  party?: string;
}

/** The customer's account: the one that booked, or the one that proved the guest booking's address. */
async function customerUserId(deps: Deps, booking: Booking): Promise<string | null> {
  if (booking.customerId) return booking.customerId;
  const holder = await deps.db.user.findFirst({
    where: { email: booking.email, emailVerifiedAt: { not: null } },
    select: { id: true },
  });
  return holder?.id ?? null;
}

async function recipientsOf(deps: Deps, notice: PushNotice, booking: Booking): Promise<Recipient[]> {
  const { appUrl } = deps.config;
  if (notice.topic === "offers") {
    return (notice.proIds ?? []).map((userId) => ({ userId, url: proBookingUrl(appUrl, booking.id) }));
  }
  if (notice.topic === "acceptance" || notice.topic === "on-my-way") {
    const userId = await customerUserId(deps, booking);
    return userId ? [{ userId, url: customerBookingUrl(appUrl, booking.id) }] : [];
  }
  const message = await deps.db.conversationMessage.findFirst({
    where: { id: notice.messageId ?? "", bookingId: booking.id, hiddenAt: null },
  });
  if (!message) return [];
  const parties = noticedParties(booking).filter((party) => party !== authorParty(message));
  const recipients: Recipient[] = [];
  for (const party of parties) {
    const userId = party === CUSTOMER_PARTY ? await customerUserId(deps, booking) : party.slice("pro:".length);
    if (userId) recipients.push({ userId, party, url: conversationUrl(appUrl, booking, party) });
  }
  return recipients;
}

/** The push.notify job: one push.send per subscription of each person told, with the topic on. */
export async function fanOutPushNotice(deps: Deps, notice: PushNotice): Promise<string> {
  if (deps.push.kind === "off") return "push is off";
  const booking = await deps.db.booking.findUnique({ where: { id: notice.bookingId } });
  if (!booking) return "booking gone: nothing to do";
  const recipients = await recipientsOf(deps, notice, booking);
  let queued = 0;
  for (const recipient of recipients) {
    const subscriptions = await deps.db.pushSubscription.findMany({
      where: { userId: recipient.userId, topics: { has: notice.topic } },
      select: { id: true },
    });
    for (const subscription of subscriptions) {
      const send: Payload<"push.send"> = {
        subscriptionId: subscription.id,
        topic: notice.topic,
        bookingId: notice.bookingId,
        url: recipient.url,
        ...(recipient.party ? { party: recipient.party } : {}),
        ...(notice.messageId ? { messageId: notice.messageId } : {}),
      };
      const key = `${notice.topic}:${notice.bookingId}:${notice.messageId ?? ""}:${subscription.id}`;
      await deps.jobs.schedule("push.send", send, { singletonKey: key });
      queued += 1;
    }
  }
  return `${recipients.length} to tell, ${queued} notifications queued`;
}

/**
 * A message pushed to a party counts as a notice: the unread e-mail (conversation-notice.ts)
 * then covers only what came after it, so those reached by push get no e-mail for it.
 */
async function markMessageTold(deps: Deps, bookingId: string, party: string, messageId: string) {
  const message = await deps.db.conversationMessage.findUnique({
    where: { id: messageId },
    select: { createdAt: true },
  });
  if (!message) return;
  const told = message.createdAt;
  await deps.db.$transaction(async (tx) => {
    const read = await tx.conversationRead.findUnique({ where: { bookingId_party: { bookingId, party } } });
    if (read?.noticeSentAt && read.noticeSentAt >= told) return;
    await tx.conversationRead.upsert({
      where: { bookingId_party: { bookingId, party } },
      create: { bookingId, party, noticeSentAt: told },
      update: { noticeSentAt: told },
    });
  });
}

/** The push.send job. Throws when the push service refused (pg-boss retries with backoff). */
export async function sendPushNotification(deps: Deps, job: Payload<"push.send">): Promise<string> {
  if (deps.push.kind === "off") return "push is off";
  const subscription = await deps.db.pushSubscription.findUnique({ where: { id: job.subscriptionId } });
  if (!subscription?.topics.includes(job.topic)) return "subscription gone or topic switched off";
  const title = PUSH_TITLES[job.topic as PushTopic];
  const delivery = await deps.push.send(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    { title, url: job.url, tag: `${job.topic}:${job.bookingId}` },
    { ttlSeconds: PUSH.ttlSeconds },
  );
  if (delivery === "gone") {
    await deps.db.pushSubscription.deleteMany({ where: { id: subscription.id } });
    return "the push service says the subscription is gone: removed";
  }
  if (job.party && job.messageId) await markMessageTold(deps, job.bookingId, job.party, job.messageId);
  return "sent";
}
