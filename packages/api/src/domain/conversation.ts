// A booking's conversation: the thread as one participant sees it, posting (text and photos
// uploaded beforehand), read marks and support hiding a message. Every change is said on the
// live bus after it commits; a post also schedules the unread notice (conversation-notice.ts).
import {
  CONVERSATION,
  CONVERSATION_ROLE_LABEL,
  type ConversationRole,
  conversationClosesAt,
  MESSAGE_NOT_FOUND,
  MESSAGE_PHOTO_NOT_FOUND,
  type PostMessageInput,
  participatingProId,
} from "@primp/core";
import { type Booking, type ConversationMessage, kyselyOverPrisma, type Prisma } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Services } from "../trpc.ts";
import type { Viewer } from "./booking-access.ts";
import { announce } from "./booking-changes.ts";
import {
  CUSTOMER_PARTY,
  type Participation,
  participation,
  partyOf,
  proParty,
  writingParticipation,
} from "./conversation-access.ts";
import { pushInTransaction } from "./push-in-transaction.ts";

type Deps = Pick<Services, "db" | "jobs" | "live" | "storage" | "push">;

const MINUTE_MS = 60_000;

/** The read-mark party of a message's author. */
export const authorParty = (message: Pick<ConversationMessage, "authorRole" | "authorId">) =>
  partyOf(message.authorRole as ConversationRole, message.authorId ?? "");

/** Who wrote it, as the other side may know them: a first name and a role, never contact details. */
function authorName(booking: Booking, role: ConversationRole, firstName: string | undefined): string {
  if (role === "SUPPORT") return CONVERSATION_ROLE_LABEL.SUPPORT;
  if (role === "CUSTOMER") return booking.firstName;
  return firstName ?? CONVERSATION_ROLE_LABEL.PRO;
}

/**
 * The latest instant the other side (the customer, the pro; never support) has read up to, for
 * "Read" under the reader's own messages; null when they have read nothing.
 */
function otherSideReadAt(part: Participation, reads: { party: string; lastReadAt: Date | null }[]): Date | null {
  const proId = participatingProId(part.booking);
  const otherSide = [CUSTOMER_PARTY, ...(proId ? [proParty(proId)] : [])].filter((party) => party !== part.party);
  const instants = reads
    .filter((read) => otherSide.includes(read.party) && read.lastReadAt)
    .map((read) => (read.lastReadAt as Date).getTime());
  return instants.length > 0 ? new Date(Math.max(...instants)) : null;
}

/** conversation.thread: every message as `viewer` may see it, how far the other side read, and whether they can write. */
export async function conversationThread(deps: Deps, viewer: Viewer, bookingId: string, now = new Date()) {
  const part = await participation(deps.db, viewer, bookingId, now);
  const [messages, reads] = await Promise.all([
    deps.db.conversationMessage.findMany({
      where: { bookingId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: {
        author: { select: { firstName: true } },
        photos: { select: { id: true, path: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      },
    }),
    deps.db.conversationRead.findMany({ where: { bookingId } }),
  ]);
  const support = part.role === "SUPPORT";
  return {
    role: part.role,
    canWrite: part.writeRefusal === null,
    writeRefusal: part.writeRefusal,
    closesAt: conversationClosesAt(part.booking.appointmentAt),
    otherSideReadAt: otherSideReadAt(part, reads),
    messages: messages.map((message) => {
      const role = message.authorRole as ConversationRole;
      const hidden = message.hiddenAt !== null;
      const shown = !hidden || support;
      return {
        id: message.id,
        mine: authorParty(message) === part.party,
        author: { role, name: authorName(part.booking, role, message.author?.firstName) },
        body: shown ? message.body : "",
        photos: shown ? message.photos.map((photo) => ({ id: photo.id, url: deps.storage.publicUrl(photo.path) })) : [],
        hidden,
        hiddenReason: support ? message.hiddenReason : null,
        createdAt: message.createdAt,
      };
    }),
  };
}

/** Attaches the author's unposted photos of this booking to `messageId`; refuses any other id. */
async function attachPhotos(
  tx: Prisma.TransactionClient,
  authorId: string,
  bookingId: string,
  photoIds: string[],
  messageId: string,
) {
  const ids = [...new Set(photoIds)];
  if (ids.length === 0) return;
  const { count } = await tx.upload.updateMany({
    where: {
      id: { in: ids },
      ownerId: authorId,
      kind: "message",
      messageId: null,
      path: { startsWith: `messages/${bookingId}/` },
    },
    data: { messageId },
  });
  if (count !== ids.length) throw new TRPCError({ code: "BAD_REQUEST", message: MESSAGE_PHOTO_NOT_FOUND });
}

/** Moves `party`'s read mark forward to `message` (never back). Answers whether it moved. */
async function markReadUpTo(db: Prisma.TransactionClient | Deps["db"], party: string, message: ConversationMessage) {
  const { numInsertedOrUpdatedRows } = await kyselyOverPrisma(db)
    .insertInto("ConversationRead")
    .values({
      bookingId: message.bookingId,
      party,
      lastReadMessageId: message.id,
      lastReadAt: message.createdAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["bookingId", "party"])
        .doUpdateSet({ lastReadMessageId: message.id, lastReadAt: message.createdAt })
        .where((eb) =>
          eb.or([
            eb("ConversationRead.lastReadAt", "is", null),
            eb("ConversationRead.lastReadAt", "<", message.createdAt),
          ]),
        ),
    )
    .executeTakeFirst();
  return (numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** conversation.post: the message, its photos, the author's own read mark and the unread notice's job, in one transaction. */
export async function postMessage(deps: Deps, viewer: Viewer, input: PostMessageInput, now = new Date()) {
  const part = await writingParticipation(deps.db, viewer, input.bookingId, now);
  const message = await deps.db.$transaction(async (tx) => {
    const created = await tx.conversationMessage.create({
      data: {
        bookingId: input.bookingId,
        authorId: viewer.id,
        authorRole: part.role,
        body: input.body,
        createdAt: now,
      },
    });
    await attachPhotos(tx, viewer.id, input.bookingId, input.photoIds, created.id);
    await markReadUpTo(tx, part.party, created);
    // Push first, at once; the e-mail below covers those it did not reach (push-notices.ts).
    await pushInTransaction(deps, tx, { topic: "messages", bookingId: input.bookingId, messageId: created.id });
    // One waiting job per booking (a stately queue): a burst of messages is one notice.
    await deps.jobs.schedule(
      "conversation.unread-notice",
      { bookingId: input.bookingId },
      {
        singletonKey: input.bookingId,
        startAfter: new Date(now.getTime() + CONVERSATION.unreadNoticeDelayMinutes * MINUTE_MS),
        transaction: tx,
      },
    );
    return created;
  });
  await announce(deps, { kind: "conversation.changed", bookingId: input.bookingId });
  return { messageId: message.id };
}

/** conversation.markRead: `viewer` has seen the thread up to `messageId`. */
export async function markConversationRead(
  deps: Deps,
  viewer: Viewer,
  input: { bookingId: string; messageId: string },
  now = new Date(),
) {
  const part = await participation(deps.db, viewer, input.bookingId, now);
  const message = await deps.db.conversationMessage.findFirst({
    where: { id: input.messageId, bookingId: input.bookingId },
  });
  if (!message) throw new TRPCError({ code: "NOT_FOUND", message: MESSAGE_NOT_FOUND });
  const moved = await markReadUpTo(deps.db, part.party, message);
  if (moved) await announce(deps, { kind: "conversation.changed", bookingId: input.bookingId });
  return { read: true };
}

export const MESSAGE_HIDDEN = "The message is hidden. It is kept with your reason.";

/** conversation.hide (administrators): the message stays, shown to the parties as hidden. */
export async function hideMessage(
  deps: Deps,
  admin: Viewer,
  input: { messageId: string; reason: string },
  now = new Date(),
) {
  const message = await deps.db.conversationMessage.findUnique({ where: { id: input.messageId } });
  if (!message) throw new TRPCError({ code: "NOT_FOUND", message: MESSAGE_NOT_FOUND });
  await deps.db.conversationMessage.update({
    where: { id: message.id },
    data: { hiddenAt: now, hiddenById: admin.id, hiddenReason: input.reason },
  });
  await announce(deps, { kind: "conversation.changed", bookingId: message.bookingId });
  return { message: MESSAGE_HIDDEN };
}
