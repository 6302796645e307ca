import { describe, expect, it } from "vitest";
import {
  CONVERSATION,
  CONVERSATION_CANCELLED,
  CONVERSATION_CLOSED,
  CONVERSATION_NOT_PAID,
  CONVERSATION_NOT_YET,
  type ConversationBooking,
  conversationRole,
  participatingProId,
  postMessageInputSchema,
  showsBodyCount,
  writeRefusal,
} from "./conversation";

const DAY = 86_400_000;
const appointmentAt = new Date("2026-12-10T15:00:00Z");
const booking = (extra: Partial<ConversationBooking> = {}): ConversationBooking => ({
  status: "ACCEPTED",
  customerId: "amara",
  assignedProId: "jasmine",
  requestedProId: null,
  requestDeclinedAt: null,
  appointmentAt,
  ...extra,
});

describe("participatingProId", () => {
  it("is the assigned pro, else the requested one while the booking waits and they have not declined", () => {
    expect(participatingProId(booking())).toBe("jasmine");
    const requested = booking({ status: "PENDING", assignedProId: null, requestedProId: "maya" });
    expect(participatingProId(requested)).toBe("maya");
    expect(participatingProId({ ...requested, requestDeclinedAt: new Date() })).toBeNull();
    expect(participatingProId({ ...requested, status: "CANCELLED" })).toBeNull();
    expect(participatingProId(booking({ requestedProId: "maya" }))).toBe("jasmine");
  });
});

describe("conversationRole", () => {
  it("names support, the participating pro and the customer, and nobody else", () => {
    expect(conversationRole(booking(), { id: "olivia", role: "ADMIN" }, false)).toBe("SUPPORT");
    expect(conversationRole(booking(), { id: "jasmine", role: "PRO" }, false)).toBe("PRO");
    expect(conversationRole(booking(), { id: "other", role: "PRO" }, false)).toBeNull();
    expect(conversationRole(booking(), { id: "amara", role: "CUSTOMER" }, true)).toBe("CUSTOMER");
    expect(conversationRole(booking(), { id: "stranger", role: "CUSTOMER" }, false)).toBeNull();
  });
});

describe("writeRefusal", () => {
  it("closes for everyone 7 days after the appointment", () => {
    const closes = new Date(appointmentAt.getTime() + CONVERSATION.closesDaysAfterAppointment * DAY);
    expect(writeRefusal(booking(), "CUSTOMER", new Date(closes.getTime() - 1))).toBeNull();
    for (const role of ["CUSTOMER", "PRO", "SUPPORT"] as const) {
      expect(writeRefusal(booking(), role, closes)).toBe(CONVERSATION_CLOSED);
    }
  });
  it("explains a cancelled, unpaid or unassigned booking", () => {
    const now = new Date(appointmentAt.getTime() - DAY);
    expect(writeRefusal(booking({ status: "CANCELLED" }), "PRO", now)).toBe(CONVERSATION_CANCELLED);
    expect(writeRefusal(booking({ status: "AWAITING_PAYMENT" }), "CUSTOMER", now)).toBe(CONVERSATION_NOT_PAID);
    const waiting = booking({ status: "PENDING", assignedProId: null });
    expect(writeRefusal(waiting, "CUSTOMER", now)).toBe(CONVERSATION_NOT_YET);
    expect(writeRefusal(waiting, "SUPPORT", now)).toBeNull();
  });
});

describe("postMessageInputSchema", () => {
  it("trims the body and accepts photos alone", () => {
    expect(postMessageInputSchema.parse({ bookingId: "b", body: "  hi \n" })).toEqual({
      bookingId: "b",
      body: "hi",
      photoIds: [],
    });
    expect(postMessageInputSchema.parse({ bookingId: "b", photoIds: ["p"] }).body).toBe("");
    expect(postMessageInputSchema.safeParse({ bookingId: "b", body: " " }).success).toBe(false);
  });
});

it("shows the character count only near the cap", () => {
  expect(showsBodyCount(10)).toBe(false);
  expect(showsBodyCount(CONVERSATION.bodyMaxLength - CONVERSATION.bodyCountShownWithin)).toBe(true);
});
