// A booking's conversation through the tRPC caller: who takes part (customer, assigned or
// requested pro, support), what the thread shows of each side, read marks, hiding, limits,
// photos from the upload pipeline, and when it turns read-only.
import { Readable } from "node:stream";
import {
  BOOKING_NOT_FOUND,
  CONVERSATION,
  CONVERSATION_CANCELLED,
  CONVERSATION_CLOSED,
  CONVERSATION_NOT_YET,
  MESSAGE_EMPTY,
  MESSAGE_HIDE_REASON_REQUIRED,
  MESSAGE_PHOTO_NOT_FOUND,
  MESSAGE_TOO_LONG,
  MESSAGE_TOO_MANY_PHOTOS,
} from "@primp/core";
import type { User } from "@primp/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { canReadStoredFile, saveUpload } from "../../domain/uploads.ts";
import type { LiveDelivery } from "../../live/live-events.ts";
import { createBookingRow, personWithCaller } from "../../testing/fixtures.ts";
import { createTestServices, recordLiveEvents, type TestServices } from "../../testing/index.ts";

const DAY = 86_400_000;
// The smallest valid PNG (1×1).
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let services: TestServices;
let events: LiveDelivery[];
beforeEach(async () => {
  services = await createTestServices();
  events = recordLiveEvents(services);
});
afterEach(() => services.close());

/** A signed-in customer's booking accepted by a signed-in pro. */
async function acceptedBooking(options: { hoursAhead?: number; emails?: [customer: string, pro: string] } = {}) {
  const [customerEmail, proEmail] = options.emails ?? [undefined, undefined];
  const customer = await personWithCaller(services, { firstName: "Amara", email: customerEmail });
  const pro = await personWithCaller(services, { role: "PRO", firstName: "Jasmine", email: proEmail });
  const booking = await createBookingRow(services, {
    status: "ACCEPTED",
    customer: customer.user,
    assignedProId: pro.user.id,
    hoursAhead: options.hoursAhead ?? 48,
  });
  return { customer, pro, booking };
}

const photoFor = async (person: User, bookingId: string) =>
  saveUpload(
    services,
    person,
    { kind: "message", bookingId },
    { fileName: "gate.png", stream: Readable.from([TINY_PNG]) },
  );

const storageKey = (url: string) => url.replace(/^\/files\//, "");

describe("conversation between the customer and the pro", () => {
  it("carries text both ways with first names and roles only, and says when the other side has read", async () => {
    const { customer, pro, booking } = await acceptedBooking({ emails: ["amara@example.com", "jasmine@example.com"] });
    await customer.caller.conversation.post({ bookingId: booking.id, body: "  The gate code is 4512.  " });
    expect(events).toEqual([{ kind: "conversation.changed", bookingId: booking.id }]);
    expect((await customer.caller.conversation.thread({ bookingId: booking.id })).otherSideReadAt).toBeNull();

    const seenByPro = await pro.caller.conversation.thread({ bookingId: booking.id });
    expect(seenByPro).toMatchObject({ role: "PRO", canWrite: true, writeRefusal: null });
    expect(seenByPro.messages).toMatchObject([
      { mine: false, author: { role: "CUSTOMER", name: "Amara" }, body: "The gate code is 4512.", photos: [] },
    ]);
    // Neither side's e-mail address nor phone number is anywhere in what the thread answers.
    const text = JSON.stringify(seenByPro);
    for (const secret of ["amara@example.com", "jasmine@example.com", "617-555", "Tester"]) {
      expect(text).not.toContain(secret);
    }

    const [first] = seenByPro.messages;
    await pro.caller.conversation.markRead({ bookingId: booking.id, messageId: first?.id ?? "" });
    await pro.caller.conversation.post({ bookingId: booking.id, body: "Thanks! Running 10 minutes late." });

    const seenByCustomer = await customer.caller.conversation.thread({ bookingId: booking.id });
    expect(seenByCustomer.messages.map((message) => [message.mine, message.author.name])).toEqual([
      [true, "Amara"],
      [false, "Jasmine"],
    ]);
    // The pro has read up to their own reply, past the customer's message: "Read" goes under it.
    expect(seenByCustomer.otherSideReadAt).toEqual(seenByCustomer.messages[1]?.createdAt);
    expect(JSON.stringify(seenByCustomer)).not.toContain("jasmine@example.com");
  });

  it("moves read marks forward only, and refuses a message of another booking", async () => {
    const { customer, pro, booking } = await acceptedBooking();
    await customer.caller.conversation.post({ bookingId: booking.id, body: "One" });
    await customer.caller.conversation.post({ bookingId: booking.id, body: "Two" });
    const [one, two] = (await pro.caller.conversation.thread({ bookingId: booking.id })).messages;
    await pro.caller.conversation.markRead({ bookingId: booking.id, messageId: two?.id ?? "" });
    events.length = 0;
    await pro.caller.conversation.markRead({ bookingId: booking.id, messageId: one?.id ?? "" });
    expect(events).toEqual([]);
    expect((await customer.caller.conversation.thread({ bookingId: booking.id })).otherSideReadAt).toEqual(
      two?.createdAt,
    );

    const other = await acceptedBooking();
    await other.customer.caller.conversation.post({ bookingId: other.booking.id, body: "Elsewhere" });
    const [elsewhere] = (await other.customer.caller.conversation.thread({ bookingId: other.booking.id })).messages;
    await expect(
      pro.caller.conversation.markRead({ bookingId: booking.id, messageId: elsewhere?.id ?? "" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("who takes part", () => {
  it("tells strangers, other pros and a pro who released the booking that it does not exist", async () => {
    const { customer, pro, booking } = await acceptedBooking();
    await customer.caller.conversation.post({ bookingId: booking.id, body: "Hello" });
    const stranger = await personWithCaller(services);
    const otherPro = await personWithCaller(services, { role: "PRO" });
    for (const outsider of [stranger, otherPro]) {
      await expect(outsider.caller.conversation.thread({ bookingId: booking.id })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: BOOKING_NOT_FOUND,
      });
      await expect(outsider.caller.conversation.post({ bookingId: booking.id, body: "Hi" })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
    await pro.caller.pro.releaseBooking({ bookingId: booking.id });
    await expect(pro.caller.conversation.thread({ bookingId: booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("opens before acceptance for the requested pro only, who loses it when another pro accepts", async () => {
    const customer = await personWithCaller(services, { firstName: "Amara" });
    const requested = await personWithCaller(services, { role: "PRO", firstName: "Maya" });
    const other = await personWithCaller(services, { role: "PRO" });
    const booking = await createBookingRow(services, {
      customer: customer.user,
      data: { requestedProId: requested.user.id },
    });
    await customer.caller.conversation.post({ bookingId: booking.id, body: "Can you do braids?" });
    await requested.caller.conversation.post({ bookingId: booking.id, body: "Yes!" });
    await expect(other.caller.conversation.thread({ bookingId: booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    await services.db.booking.update({
      where: { id: booking.id },
      data: { status: "ACCEPTED", assignedProId: other.user.id, acceptedAt: new Date() },
    });
    await expect(requested.caller.conversation.thread({ bookingId: booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const seenByNewPro = await other.caller.conversation.thread({ bookingId: booking.id });
    expect(seenByNewPro.messages.map((message) => message.author.name)).toEqual(["Amara", "Maya"]);
  });

  it("lets a customer write only once a pro is assigned or requested", async () => {
    const customer = await personWithCaller(services);
    const booking = await createBookingRow(services, { customer: customer.user });
    const thread = await customer.caller.conversation.thread({ bookingId: booking.id });
    expect(thread).toMatchObject({ canWrite: false, writeRefusal: CONVERSATION_NOT_YET, messages: [] });
    await expect(customer.caller.conversation.post({ bookingId: booking.id, body: "Hi" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: CONVERSATION_NOT_YET,
    });
  });

  it("lets administrators read and write as Primp support, and hide a message with a reason", async () => {
    const { customer, pro, booking } = await acceptedBooking();
    const admin = await personWithCaller(services, { role: "ADMIN", firstName: "Olivia" });
    await pro.caller.conversation.post({ bookingId: booking.id, body: "Call me on 617-555-0123" });
    await admin.caller.conversation.post({ bookingId: booking.id, body: "Please keep contact on Primp." });
    const [offending, fromSupport] = (await customer.caller.conversation.thread({ bookingId: booking.id })).messages;
    expect(fromSupport?.author).toEqual({ role: "SUPPORT", name: "Primp support" });

    await expect(
      pro.caller.conversation.hide({ messageId: offending?.id ?? "", reason: "Contact details" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(admin.caller.conversation.hide({ messageId: offending?.id ?? "", reason: " " })).rejects.toThrow(
      MESSAGE_HIDE_REASON_REQUIRED,
    );
    events.length = 0;
    await admin.caller.conversation.hide({ messageId: offending?.id ?? "", reason: "Contact details" });
    expect(events).toEqual([{ kind: "conversation.changed", bookingId: booking.id }]);

    const [hiddenForCustomer] = (await customer.caller.conversation.thread({ bookingId: booking.id })).messages;
    expect(hiddenForCustomer).toMatchObject({ hidden: true, body: "", hiddenReason: null });
    const [hiddenForSupport] = (await admin.caller.conversation.thread({ bookingId: booking.id })).messages;
    expect(hiddenForSupport).toMatchObject({
      hidden: true,
      body: "Call me on 617-555-0123",
      hiddenReason: "Contact details",
    });
  });
});

describe("when it is open", () => {
  it("turns read-only 7 days after the appointment, for everyone", async () => {
    const { customer, pro, booking } = await acceptedBooking({
      hoursAhead: -24 * CONVERSATION.closesDaysAfterAppointment + 1,
    });
    await customer.caller.conversation.post({ bookingId: booking.id, body: "Thank you!" });
    await services.db.booking.update({
      where: { id: booking.id },
      data: { appointmentAt: new Date(Date.now() - CONVERSATION.closesDaysAfterAppointment * DAY - 1) },
    });
    const thread = await pro.caller.conversation.thread({ bookingId: booking.id });
    expect(thread).toMatchObject({ canWrite: false, writeRefusal: CONVERSATION_CLOSED });
    expect(thread.messages).toHaveLength(1);
    const admin = await personWithCaller(services, { role: "ADMIN" });
    for (const caller of [pro.caller, customer.caller, admin.caller]) {
      await expect(caller.conversation.post({ bookingId: booking.id, body: "Late" })).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: CONVERSATION_CLOSED,
      });
    }
  });

  it("is read-only once the booking is cancelled", async () => {
    const { customer, booking } = await acceptedBooking();
    await services.db.booking.update({ where: { id: booking.id }, data: { status: "CANCELLED" } });
    await expect(customer.caller.conversation.post({ bookingId: booking.id, body: "Hi" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: CONVERSATION_CANCELLED,
    });
  });
});

describe("limits", () => {
  it("refuses empty, too long and too many photos in words", async () => {
    const { customer, booking } = await acceptedBooking();
    const post = (input: object) => customer.caller.conversation.post({ bookingId: booking.id, ...input });
    await expect(post({ body: "   " })).rejects.toThrow(MESSAGE_EMPTY);
    await expect(post({ body: "x".repeat(CONVERSATION.bodyMaxLength + 1) })).rejects.toThrow(MESSAGE_TOO_LONG);
    const tooMany = Array.from({ length: CONVERSATION.photosPerMessage + 1 }, (_, n) => `photo${n}`);
    await expect(post({ photoIds: tooMany })).rejects.toThrow(MESSAGE_TOO_MANY_PHOTOS);
    expect(await services.db.conversationMessage.count()).toBe(0);
    await post({ body: "x".repeat(CONVERSATION.bodyMaxLength) });
  });

  it("limits how many messages one person posts in a window", async () => {
    const { customer, pro, booking } = await acceptedBooking();
    for (let n = 0; n < CONVERSATION.messagesPerWindow; n++) {
      await customer.caller.conversation.post({ bookingId: booking.id, body: `Message ${n}` });
    }
    await expect(customer.caller.conversation.post({ bookingId: booking.id, body: "One more" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    // The budget is the person's own: the other side still writes.
    await pro.caller.conversation.post({ bookingId: booking.id, body: "Got them all" });
  });
});

describe("photos", () => {
  it("attaches the author's uploaded photos, shown to the participants and support only", async () => {
    const { customer, pro, booking } = await acceptedBooking();
    const photo = await photoFor(customer.user, booking.id);
    const stranger = await personWithCaller(services);
    // Before it is posted, only its uploader reads it.
    expect(await canReadStoredFile(services.db, pro.user, storageKey(photo.url))).toBe(false);
    expect(await canReadStoredFile(services.db, customer.user, storageKey(photo.url))).toBe(true);

    await customer.caller.conversation.post({ bookingId: booking.id, photoIds: [photo.uploadId] });
    const [message] = (await pro.caller.conversation.thread({ bookingId: booking.id })).messages;
    expect(message).toMatchObject({ body: "", photos: [{ id: photo.uploadId, url: photo.url }] });
    expect(await canReadStoredFile(services.db, pro.user, storageKey(photo.url))).toBe(true);
    expect(await canReadStoredFile(services.db, stranger.user, storageKey(photo.url))).toBe(false);
    expect(await canReadStoredFile(services.db, null, storageKey(photo.url))).toBe(false);

    const admin = await personWithCaller(services, { role: "ADMIN" });
    await admin.caller.conversation.hide({ messageId: message?.id ?? "", reason: "Not appropriate" });
    expect(await canReadStoredFile(services.db, pro.user, storageKey(photo.url))).toBe(false);
    expect(await canReadStoredFile(services.db, admin.user, storageKey(photo.url))).toBe(true);
  });

  it("refuses someone else's photo, a posted one again, and an upload for a conversation one cannot write to", async () => {
    const { customer, pro, booking } = await acceptedBooking();
    const prosPhoto = await photoFor(pro.user, booking.id);
    await expect(
      customer.caller.conversation.post({ bookingId: booking.id, body: "Mine?", photoIds: [prosPhoto.uploadId] }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: MESSAGE_PHOTO_NOT_FOUND });
    expect(await services.db.conversationMessage.count()).toBe(0);

    await pro.caller.conversation.post({ bookingId: booking.id, photoIds: [prosPhoto.uploadId] });
    await expect(
      pro.caller.conversation.post({ bookingId: booking.id, photoIds: [prosPhoto.uploadId] }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: MESSAGE_PHOTO_NOT_FOUND });

    const stranger = await personWithCaller(services);
    await expect(photoFor(stranger.user, booking.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
