// Reminders before appointments: a sweep (the reminders.sweep job, every few minutes) finds
// every due reminder with one query, then sends each in its own transaction that records it in
// BookingReminder (unique per booking, kind and appointment time) together with its queued
// e-mail, text and mail.send jobs. So each reminder goes out once however many sweeps run, a
// moved appointment gets fresh reminders, and a cancelled or finished booking gets none.
import { isReminderDue, REMINDER_RULES, type ReminderKind, type ReminderRule, reminderRule } from "@primp/core";
import { type Booking, kyselyOverPrisma, type Prisma, type Sql } from "@primp/db";
import type { MailMessageInput } from "@primp/mail";
import { toE164 } from "@primp/sms";
import { sql as sqlFragment } from "kysely";
import { type ReminderFacts, reminderTextToCustomer, reminderToCustomer, reminderToPro } from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { fullName, proBookingUrl } from "./dashboard-recipients.ts";
import { customerBookingUrl } from "./day-of.ts";
import { mailInTransaction } from "./mail-in-transaction.ts";

const HOUR_MS = 3_600_000;
/** Reminders sent per sweep; a backlog beyond this is the next sweep's, minutes later. */
const SWEEP_LIMIT = 200;

export interface DueReminder {
  bookingId: string;
  kind: ReminderKind;
  appointmentAt: Date;
}

type Deps = Pick<Services, "db" | "sql" | "jobs" | "config">;

/** isReminderDue for every booking at once, less the reminders already sent for its current time. */
function dueForRule(sql: Sql, rule: ReminderRule, now: Date) {
  const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  const query = sql
    .selectFrom("Booking as b")
    .leftJoin("BookingReminder as r", (join) =>
      join
        .onRef("r.bookingId", "=", "b.id")
        .on("r.kind", "=", rule.kind)
        .onRef("r.appointmentAt", "=", "b.appointmentAt"),
    )
    .select(["b.id as bookingId", "b.appointmentAt", sqlFragment<ReminderKind>`${rule.kind}::text`.as("kind")])
    .where("r.id", "is", null)
    .where("b.status", "in", rule.statuses)
    .where("b.doneAt", "is", null)
    .where("b.appointmentAt", "<=", hoursFromNow(rule.hoursBefore))
    .where("b.appointmentAt", ">", hoursFromNow(rule.supersededAtHoursBefore))
    .where(sqlFragment<boolean>`b."paidAt" <= b."appointmentAt" - make_interval(hours => ${rule.hoursBefore}::int)`);
  return rule.audience === "pro"
    ? query.where("b.assignedProId", "is not", null).where("b.rescheduleRequestedAt", "is", null)
    : query;
}

/** Every reminder due at `now` and not yet sent, soonest appointment first: one statement. */
export async function findDueReminders(sql: Sql, now: Date, limit = SWEEP_LIMIT): Promise<DueReminder[]> {
  const [first, ...rest] = REMINDER_RULES.map((rule) => dueForRule(sql, rule, now));
  if (!first) return [];
  return rest
    .reduce((union, next) => union.unionAll(next), first)
    .orderBy("appointmentAt")
    .orderBy("bookingId")
    .orderBy("kind")
    .limit(limit)
    .execute();
}

function reminderFacts(booking: Booking, proName: string | null): ReminderFacts {
  const { serviceName, localDate, localTime, timeZone, aptAddress1, aptAddress2, aptCity, aptState, aptZip } = booking;
  return { serviceName, localDate, localTime, timeZone, aptAddress1, aptAddress2, aptCity, aptState, aptZip, proName };
}

async function reminderMessages(
  tx: Prisma.TransactionClient,
  appUrl: string,
  rule: ReminderRule,
  booking: Booking,
): Promise<MailMessageInput[]> {
  const pro = booking.assignedProId
    ? await tx.user.findUnique({
        where: { id: booking.assignedProId },
        select: { email: true, firstName: true, lastName: true },
      })
    : null;
  const facts = reminderFacts(booking, booking.status === "ACCEPTED" && pro ? fullName(pro) : null);
  if (rule.audience === "pro") return pro ? [reminderToPro(pro, facts, proBookingUrl(appUrl, booking.id))] : [];
  const customer = { email: booking.email, firstName: booking.firstName };
  const phone = toE164(booking.phone);
  return [
    // The customer's page of the booking, where it is rescheduled or cancelled (the pro's is where it is accepted).
    reminderToCustomer(customer, rule.kind, facts, customerBookingUrl(appUrl, booking.id)),
    ...(phone ? [reminderTextToCustomer(phone, facts)] : []),
  ];
}

export type ReminderOutcome = "sent" | "already sent" | "no longer due";

/** Sends one found reminder unless another sweep did, or the booking changed since it was found. */
export async function sendReminder(deps: Deps, due: DueReminder, now: Date): Promise<ReminderOutcome> {
  const rule = reminderRule(due.kind);
  return deps.db.$transaction(async (tx) => {
    // The booking's row lock: a cancellation or a move at this moment either commits first
    // (and is read below) or waits until this reminder is recorded.
    await kyselyOverPrisma(tx).selectFrom("Booking").select("id").where("id", "=", due.bookingId).forUpdate().execute();
    const booking = await tx.booking.findUnique({ where: { id: due.bookingId } });
    const unchanged = booking?.appointmentAt.getTime() === due.appointmentAt.getTime();
    if (!booking || !unchanged || !isReminderDue(rule, booking, now)) return "no longer due";
    const { count } = await tx.bookingReminder.createMany({
      data: [{ bookingId: booking.id, kind: rule.kind, appointmentAt: booking.appointmentAt, sentAt: now }],
      skipDuplicates: true,
    });
    if (count === 0) return "already sent";
    await mailInTransaction(deps.jobs, tx, await reminderMessages(tx, deps.config.appUrl, rule, booking), now);
    return "sent";
  });
}

/** The reminders.sweep job: answers a note for the log. */
export async function sendDueReminders(deps: Deps, now: Date): Promise<string> {
  const tally: Record<ReminderOutcome, number> = { sent: 0, "already sent": 0, "no longer due": 0 };
  for (const due of await findDueReminders(deps.sql, now)) tally[await sendReminder(deps, due, now)]++;
  return `sent ${tally.sent} reminders (${tally["already sent"]} already sent, ${tally["no longer due"]} no longer due)`;
}
