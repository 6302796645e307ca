// Every queue of the product, its payload schema and, for the periodic ones, its cron
// expression. A payload is checked with its schema when it is scheduled and again when a
// job is handled, so a job written by an older release cannot reach a handler half-formed.
import { PUSH_TOPICS } from "@primp/core";
import { z } from "zod";

const nothing = z.object({}).strict();

export const QUEUES = {
  /** Deliver one outbox row (its attempt is claimed in the row, so a duplicate job sends nothing). */
  "mail.send": z.object({ messageId: z.string().min(1) }).strict(),
  /** Deliver outbox rows whose job was lost (a crash between commit and scheduling). */
  "mail.sweep": nothing,
  /** Expired sessions and rate-limit counters past their window. */
  "housekeeping.expired-rows": nothing,
  /** Bookings left unpaid at the payment step. */
  "housekeeping.abandoned-bookings": nothing,
  /** Stored files no record points to. */
  "housekeeping.orphan-files": nothing,
  /** Payouts due (done 48 h ago, not held) and pros' shares of late cancellations. */
  "lifecycle.payouts": nothing,
  /** Moved bookings whose pro did not confirm the new time in time go back to the pool. */
  "lifecycle.reschedule-expiry": nothing,
  /** Paid bookings no pro accepted: alerts to administrators, then cancellation with a refund. */
  "lifecycle.acceptance-deadlines": nothing,
  /** Saved cards due to be held (days before their appointment); alerts about bookings still unheld. */
  "lifecycle.card-holds": nothing,
  /** Day-of alerts: a pro not on the way before the start (customer and administrators), a job not done hours after its end. */
  "lifecycle.day-of-alerts": nothing,
  /** A booking's conversation: tell each party of messages they have not read a few minutes after posting. */
  "conversation.unread-notice": z.object({ bookingId: z.string().min(1).max(64) }).strict(),
  /** Who is told of a change by push: finds their subscriptions and queues one push.send each. */
  "push.notify": z
    .object({
      topic: z.enum(PUSH_TOPICS),
      bookingId: z.string().min(1).max(64),
      /** offers: the pros offered the booking. */
      proIds: z.array(z.string().min(1).max(64)).max(500).optional(),
      /** messages: the message posted. */
      messageId: z.string().min(1).max(64).optional(),
    })
    .strict(),
  /** One notification to one subscription; a refusal is retried, "gone" removes the subscription. */
  "push.send": z
    .object({
      subscriptionId: z.string().min(1).max(64),
      topic: z.enum(PUSH_TOPICS),
      bookingId: z.string().min(1).max(64),
      url: z.string().min(1).max(2048),
      /** messages: the party told and the message it was told of (its e-mail notice then skips it). */
      party: z.string().min(1).max(80).optional(),
      messageId: z.string().min(1).max(64).optional(),
    })
    .strict(),
  /** A stored photo's responsive variants (made once: a second job for the same upload changes nothing). */
  "images.variants": z.object({ uploadId: z.string().min(1).max(64) }).strict(),
  /** Appointment reminders now due (each recorded once per booking, kind and appointment time). */
  "reminders.sweep": nothing,
} as const;

export type QueueName = keyof typeof QUEUES;
export type Payload<Q extends QueueName> = z.infer<(typeof QUEUES)[Q]>;

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** Periodic queues (UTC cron). pg-boss creates one job per slot however many servers run. */
export const CRON: Partial<Record<QueueName, string>> = {
  "mail.sweep": "* * * * *",
  "housekeeping.expired-rows": "17 * * * *",
  "housekeeping.abandoned-bookings": "*/10 * * * *",
  "housekeeping.orphan-files": "43 3 * * *",
  "lifecycle.payouts": "*/10 * * * *",
  "lifecycle.reschedule-expiry": "*/5 * * * *",
  "lifecycle.acceptance-deadlines": "*/5 * * * *",
  "lifecycle.card-holds": "*/10 * * * *",
  // A pro's lateness is noted at most five minutes after DAY_OF.onMyWayDueMinutesBefore.
  "lifecycle.day-of-alerts": "*/5 * * * *",
  // A reminder goes out at most five minutes after its instant (plus the workers' polling).
  "reminders.sweep": "*/5 * * * *",
};

/**
 * pg-boss queue policies. "stately": at most one waiting and one running job per singleton key,
 * so scheduling a message's next attempt twice adds it once (always pass a key on such a
 * queue: without one the whole queue shares a single slot). "singleton": one job of the queue
 * runs at a time, so two servers never sweep side by side.
 */
export const POLICIES: Record<QueueName, "standard" | "stately" | "singleton"> = {
  "mail.send": "stately",
  "mail.sweep": "singleton",
  "housekeeping.expired-rows": "singleton",
  "housekeeping.abandoned-bookings": "singleton",
  "housekeeping.orphan-files": "singleton",
  "lifecycle.payouts": "singleton",
  "lifecycle.reschedule-expiry": "singleton",
  "lifecycle.acceptance-deadlines": "singleton",
  "lifecycle.card-holds": "singleton",
  "lifecycle.day-of-alerts": "singleton",
  "reminders.sweep": "singleton",
  // Keyed by booking: messages posted while one notice waits add no second one.
  "conversation.unread-notice": "stately",
  // Keyed by the notice and subscription: a notice scheduled twice is sent once.
  "push.notify": "standard",
  "push.send": "stately",
  // Keyed by upload: an upload is queued once however often it is asked for.
  "images.variants": "stately",
};

export function parsePayload<Q extends QueueName>(queue: Q, payload: unknown): Payload<Q> {
  return QUEUES[queue].parse(payload) as Payload<Q>;
}
