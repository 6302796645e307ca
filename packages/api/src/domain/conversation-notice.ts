// The conversation.unread-notice job: a few minutes after a message, each party (the customer,
// the pro; support reads on its own) that has still not read what others wrote since it last read
// or was last told is e-mailed (and texted, with a phone) once for all of it. Messages too recent
// to be due yet get the job again when they are.
import { CONVERSATION, participatingProId } from "@primp/core";
import type { Booking, ConversationMessage } from "@primp/db";
import type { MailMessageInput } from "@primp/mail";
import { toE164 } from "@primp/sms";
import { unreadNoticeMail, unreadNoticeText } from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { authorParty } from "./conversation.ts";
import { CUSTOMER_PARTY, noticedParties, proParty } from "./conversation-access.ts";
import { proBookingUrl } from "./dashboard-recipients.ts";
import { mailInTransaction } from "./mail-in-transaction.ts";

type Deps = Pick<Services, "db" | "jobs" | "config">;

const DELAY_MS = CONVERSATION.unreadNoticeDelayMinutes * 60_000;

/** The page with the thread: the booking's details, or (a requested pro before accepting) the pro's booking page. */
export function conversationUrl(appUrl: string, booking: Booking, party: string): string {
  const requestedOnly = party !== CUSTOMER_PARTY && booking.assignedProId === null;
  if (requestedOnly) return proBookingUrl(appUrl, booking.id);
  return `${appUrl}/booking-details?id=${encodeURIComponent(booking.id)}#messages`;
}

interface Contact {
  email: string;
  firstName: string;
  phone: string;
}

async function contactOf(deps: Deps, booking: Booking, party: string): Promise<Contact | null> {
  if (party === CUSTOMER_PARTY) return { email: booking.email, firstName: booking.firstName, phone: booking.phone };
  const proId = participatingProId(booking);
  if (!proId || party !== proParty(proId)) return null;
  return deps.db.user.findUnique({ where: { id: proId }, select: { email: true, firstName: true, phone: true } });
}

function noticeMessages(contact: Contact, booking: Booking, unreadCount: number, url: string): MailMessageInput[] {
  const facts = { ...booking, unreadCount };
  const phone = toE164(contact.phone);
  return [unreadNoticeMail(contact, facts, url), ...(phone ? [unreadNoticeText(phone, facts, url)] : [])];
}

/** What `party` has not read nor been told of: visible messages by others after both marks. */
function unseenBy(party: string, messages: ConversationMessage[], marks: (Date | null | undefined)[]) {
  const since = Math.max(0, ...marks.map((mark) => mark?.getTime() ?? 0));
  return messages.filter((message) => authorParty(message) !== party && message.createdAt.getTime() > since);
}

/** The job: answers a note for the log. */
export async function sendUnreadNotices(deps: Deps, bookingId: string, now: Date): Promise<string> {
  const booking = await deps.db.booking.findUnique({ where: { id: bookingId } });
  if (!booking) return "booking gone: nothing to do";
  const [messages, reads] = await Promise.all([
    deps.db.conversationMessage.findMany({ where: { bookingId, hiddenAt: null }, orderBy: { createdAt: "asc" } }),
    deps.db.conversationRead.findMany({ where: { bookingId } }),
  ]);
  let told = 0;
  let nextDue: number | null = null;
  for (const party of noticedParties(booking)) {
    const read = reads.find((row) => row.party === party);
    const unseen = unseenBy(party, messages, [read?.lastReadAt, read?.noticeSentAt]);
    const [oldest] = unseen;
    if (!oldest) continue;
    const dueAt = oldest.createdAt.getTime() + DELAY_MS;
    if (dueAt > now.getTime()) {
      nextDue = Math.min(nextDue ?? dueAt, dueAt);
      continue;
    }
    const contact = await contactOf(deps, booking, party);
    if (!contact) continue;
    const url = conversationUrl(deps.config.appUrl, booking, party);
    await deps.db.$transaction(async (tx) => {
      await tx.conversationRead.upsert({
        where: { bookingId_party: { bookingId, party } },
        create: { bookingId, party, noticeSentAt: now },
        update: { noticeSentAt: now },
      });
      await mailInTransaction(deps.jobs, tx, noticeMessages(contact, booking, unseen.length, url), now);
    });
    told++;
  }
  if (nextDue !== null) {
    await deps.jobs.schedule(
      "conversation.unread-notice",
      { bookingId },
      { singletonKey: bookingId, startAfter: new Date(nextDue) },
    );
  }
  return `told ${told} parties of unread messages${nextDue === null ? "" : ", checking again later"}`;
}
