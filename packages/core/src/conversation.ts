// A booking's conversation: who takes part, when it is open for writing, and its limits. The
// numbers and sentences live here so the server, the composer and the tests read the same ones.
import { z } from "zod";
import type { BookingStatus } from "./booking-status";
import { formatCount } from "./format";
import { bookingIdInputSchema } from "./input-schemas";

const DAY_MS = 86_400_000;

export const CONVERSATION = {
  bodyMaxLength: 2_000,
  /** The composer shows the count once this close to the cap. */
  bodyCountShownWithin: 200,
  photosPerMessage: 4,
  /** Messages one person may post (all bookings together) within the window. */
  messagesPerWindow: 30,
  rateWindowMinutes: 10,
  /** A participant who has not read a new message this long after it was posted is told by e-mail/SMS. */
  unreadNoticeDelayMinutes: 5,
  /** Read-only this long after the appointment. */
  closesDaysAfterAppointment: 7,
  hideReasonMaxLength: 500,
} as const;

/** How a person takes part: the customer, the pro (assigned, or requested before acceptance), or support. */
export type ConversationRole = "CUSTOMER" | "PRO" | "SUPPORT";

export const CONVERSATION_ROLE_LABEL: Record<ConversationRole, string> = {
  CUSTOMER: "Customer",
  PRO: "Professional",
  SUPPORT: "Primp support",
};

export const MESSAGE_EMPTY = "Please write a message or attach a photo.";
export const MESSAGE_TOO_LONG = `Please keep your message under ${formatCount(CONVERSATION.bodyMaxLength)} characters.`;
export const MESSAGE_TOO_MANY_PHOTOS = `Please attach at most ${CONVERSATION.photosPerMessage} photos to one message.`;
export const MESSAGE_PHOTO_NOT_FOUND = "One of the photos could not be found. Please attach it again.";
export const MESSAGE_NOT_FOUND = "We could not find this message.";
export const MESSAGE_HIDE_REASON_REQUIRED = "Please say why this message is hidden.";
export const MESSAGE_HIDDEN_NOTE = "This message was hidden by Primp support.";
export const CONVERSATION_EMPTY = "No messages yet. Ask a question or share an inspiration photo.";

/** Why a participant cannot write (null: they can). */
export const CONVERSATION_CLOSED = `This conversation closed ${CONVERSATION.closesDaysAfterAppointment} days after the appointment. You can still read it.`;
export const CONVERSATION_CANCELLED = "This booking was cancelled, so its conversation is read-only.";
export const CONVERSATION_NOT_YET = "You can message your professional once one accepts your booking.";
export const CONVERSATION_NOT_PAID = "You can send messages once your booking is paid.";

const idSaying = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(64, { error: message });

export const postMessageInputSchema = bookingIdInputSchema
  .extend({
    body: z
      .string({ error: "Please write your message as text." })
      .trim()
      .max(CONVERSATION.bodyMaxLength, { error: MESSAGE_TOO_LONG })
      .default(""),
    /** Ids of images uploaded for this booking's conversation (POST /uploads, kind=message). */
    photoIds: z
      .array(idSaying(MESSAGE_PHOTO_NOT_FOUND), { error: MESSAGE_PHOTO_NOT_FOUND })
      .max(CONVERSATION.photosPerMessage, { error: MESSAGE_TOO_MANY_PHOTOS })
      .default([]),
  })
  .refine((input) => input.body !== "" || input.photoIds.length > 0, { error: MESSAGE_EMPTY, path: ["body"] });
export type PostMessageInput = z.infer<typeof postMessageInputSchema>;

/** The newest message the reader has seen (read marks only move forward). */
export const markReadInputSchema = bookingIdInputSchema.extend({ messageId: idSaying(MESSAGE_NOT_FOUND) });

export const hideMessageInputSchema = z.object({
  messageId: idSaying(MESSAGE_NOT_FOUND),
  reason: z
    .string({ error: MESSAGE_HIDE_REASON_REQUIRED })
    .trim()
    .min(3, { error: MESSAGE_HIDE_REASON_REQUIRED })
    .max(CONVERSATION.hideReasonMaxLength, {
      error: `Please keep the reason under ${CONVERSATION.hideReasonMaxLength} characters.`,
    }),
});

export interface ConversationBooking {
  status: BookingStatus;
  customerId: string | null;
  assignedProId: string | null;
  requestedProId: string | null;
  requestDeclinedAt: Date | null;
  appointmentAt: Date;
}

export interface ConversationReader {
  id: string;
  role: "CUSTOMER" | "PRO" | "ADMIN";
}

/**
 * The pro who takes part: the assigned one, or before acceptance the requested one until they
 * decline. A pro who released the booking or lost it to another is no longer either.
 */
export function participatingProId(booking: ConversationBooking): string | null {
  if (booking.assignedProId) return booking.assignedProId;
  const awaitingRequested = booking.status === "PENDING" && booking.requestedProId && !booking.requestDeclinedAt;
  return awaitingRequested ? booking.requestedProId : null;
}

/**
 * How `reader` takes part, or null when they do not. `isCustomer` comes from the booking access
 * rule (a guest's booking belongs to the account that proved its e-mail address).
 */
export function conversationRole(
  booking: ConversationBooking,
  reader: ConversationReader,
  isCustomer: boolean,
): ConversationRole | null {
  if (reader.role === "ADMIN") return "SUPPORT";
  if (reader.role === "PRO" && participatingProId(booking) === reader.id) return "PRO";
  return isCustomer ? "CUSTOMER" : null;
}

/** The instant the conversation becomes read-only. */
export const conversationClosesAt = (appointmentAt: Date) =>
  new Date(appointmentAt.getTime() + CONVERSATION.closesDaysAfterAppointment * DAY_MS);

/** Why a participant in `role` cannot write at `now`, or null when they can. */
export function writeRefusal(booking: ConversationBooking, role: ConversationRole, now: Date): string | null {
  if (now.getTime() >= conversationClosesAt(booking.appointmentAt).getTime()) return CONVERSATION_CLOSED;
  if (booking.status === "CANCELLED") return CONVERSATION_CANCELLED;
  if (booking.status === "AWAITING_PAYMENT") return CONVERSATION_NOT_PAID;
  if (role !== "SUPPORT" && participatingProId(booking) === null) return CONVERSATION_NOT_YET;
  return null;
}

/** Whether the composer shows the character count (near the cap). */
export const showsBodyCount = (length: number) =>
  length >= CONVERSATION.bodyMaxLength - CONVERSATION.bodyCountShownWithin;
