// What each queue's job does, wired to the services. The server process registers these
// with its job engine (apps/server/src/jobs.ts); tests call them through engine.runDue.
import type { JobHandlers } from "@primp/jobs";
import { retryQueuedMail, sendQueuedMessage } from "@primp/mail";
import { enforceAcceptanceDeadlines } from "../domain/acceptance-deadline.ts";
import { sendUnreadNotices } from "../domain/conversation-notice.ts";
import { sendDueDayOfAlerts } from "../domain/day-of-alerts.ts";
import { placeDueHolds } from "../domain/hold-later.ts";
import { cancelAbandonedBookings, deleteExpiredRows, deleteOrphanFiles } from "../domain/housekeeping.ts";
import { makeImageVariants } from "../domain/image-variants.ts";
import { expireDueReschedules, payDuePayouts } from "../domain/lifecycle-sweeps.ts";
import { fanOutPushNotice, sendPushNotification } from "../domain/push-notices.ts";
import { sendDueReminders } from "../domain/reminders.ts";
import type { Services } from "../trpc.ts";

export function jobHandlers(services: Services): JobHandlers {
  const { db, jobs, mail } = services;
  return {
    async "mail.send"({ messageId }, { now }) {
      const outcome = await sendQueuedMessage(db, mail.provider, messageId, now);
      if (outcome.retryAt) {
        await jobs.schedule("mail.send", { messageId }, { startAfter: outcome.retryAt, singletonKey: messageId });
      }
      return outcome.note;
    },
    async "mail.sweep"(_, { now }) {
      const result = await retryQueuedMail(db, mail.provider, { now });
      return `sent ${result.sent}, still queued ${result.queued}, failed ${result.failed}, skipped ${result.skipped}`;
    },
    "housekeeping.expired-rows": (_, { now }) => deleteExpiredRows(services, now),
    "housekeeping.abandoned-bookings": (_, { now }) => cancelAbandonedBookings(services, now),
    "housekeeping.orphan-files": (_, { now }) => deleteOrphanFiles(services, now),
    "lifecycle.payouts": (_, { now }) => payDuePayouts(services, now),
    "lifecycle.reschedule-expiry": (_, { now }) => expireDueReschedules(services, now),
    "lifecycle.acceptance-deadlines": (_, { now }) => enforceAcceptanceDeadlines(services, now),
    "lifecycle.card-holds": (_, { now }) => placeDueHolds(services, now),
    "lifecycle.day-of-alerts": (_, { now }) => sendDueDayOfAlerts(services, now),
    "reminders.sweep": (_, { now }) => sendDueReminders(services, now),
    "conversation.unread-notice": ({ bookingId }, { now }) => sendUnreadNotices(services, bookingId, now),
    "push.notify": (notice) => fanOutPushNotice(services, notice),
    "push.send": (job) => sendPushNotification(services, job),
    "images.variants": ({ uploadId }) => makeImageVariants(services, uploadId),
  };
}
