// The unread notice of a booking's conversation, through the job engine on pg-boss's TestClock:
// minutes pass without a sleep, due jobs run by hand (runDue), no polling workers.
import { CONVERSATION, type PostMessageInput } from "@primp/core";
import type { Booking, User } from "@primp/db";
import { advanceThroughDueJobs, TestClock } from "@primp/jobs/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { markConversationRead, postMessage } from "../domain/conversation.ts";
import { UNREAD_NOTICE_SUBJECT } from "../emails/index.ts";
import { createBookingRow, createPerson } from "../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../testing/index.ts";
import { jobHandlers } from "./handlers.ts";

const MINUTE = 60_000;
const DELAY = CONVERSATION.unreadNoticeDelayMinutes * MINUTE;

let clock: TestClock;
let services: TestServices;
let customer: User;
let pro: User;
let booking: Booking;

beforeAll(async () => {
  clock = new TestClock(new Date("2026-12-01T15:00:00Z"));
  services = await createTestServices({}, { jobClock: clock });
  await services.jobs.start({ info: () => {}, warn: () => {} });
});
afterAll(() => services.close());
beforeEach(async () => {
  await services.db.booking.deleteMany();
  await services.db.mailMessage.deleteMany();
  await services.db.user.deleteMany();
  customer = await createPerson(services, { firstName: "Amara" });
  pro = await createPerson(services, { role: "PRO", firstName: "Jasmine" });
  booking = await createBookingRow(services, {
    status: "ACCEPTED",
    customer,
    assignedProId: pro.id,
    hoursAhead: (new Date("2026-12-03T15:00:00Z").getTime() - Date.now()) / 3_600_000,
  });
});

const now = () => new Date(clock.now());
const post = (author: User, body: string) =>
  postMessage(services, author, { bookingId: booking.id, body, photoIds: [] } satisfies PostMessageInput, now());

/** Moves the clock forward by `ms`, running each notice as it comes due (never more than a minute late). */
const advance = (ms: number) =>
  advanceThroughDueJobs(services.jobs, clock, ms, () =>
    services.jobs.runDue(jobHandlers(services), ["conversation.unread-notice"]),
  );

/** Unread notices sent to a person, e-mail and text: [channel, recipient] pairs. */
async function noticesTo(person: { email: string }, phone = "+16175550100") {
  const rows = await services.db.mailMessage.findMany({
    where: { tag: { in: ["conversation-unread", "conversation-unread-sms"] }, to: { in: [person.email, phone] } },
    orderBy: { createdAt: "asc" },
  });
  return rows;
}

describe("the unread notice", () => {
  it("tells the other side once for a burst of messages they have not read, with a link to the thread", async () => {
    await post(customer, "Hi!");
    await advance(MINUTE);
    await post(customer, "The gate code is 4512.");
    await post(customer, "And parking is on the street.");
    await advance(DELAY - MINUTE - 1);
    expect(await noticesTo(pro)).toEqual([]);

    await advance(MINUTE);
    const notices = await noticesTo(pro);
    expect(notices.map((notice) => notice.channel)).toEqual(["EMAIL", "SMS"]);
    const [mail, text] = notices;
    expect(mail?.subject).toBe(UNREAD_NOTICE_SUBJECT);
    expect(mail?.text).toContain("3 new messages");
    expect(mail?.text).toContain(`http://primp.test/booking-details?id=${booking.id}#messages`);
    // Nothing of the message itself, nor of the customer's contact details.
    for (const secret of ["4512", customer.email, "617-555-0199"]) expect(mail?.text).not.toContain(secret);
    expect(text?.text).toContain("3 new messages");
    // The author is not told of their own messages.
    expect(await noticesTo(customer, "+16175550199")).toEqual([]);

    await advance(30 * MINUTE);
    expect(await noticesTo(pro)).toHaveLength(2);
  });

  it("says nothing to a side that read the messages in time", async () => {
    await post(customer, "Can you bring a wide-tooth comb?");
    await advance(2 * MINUTE);
    const [message] = await services.db.conversationMessage.findMany({ where: { bookingId: booking.id } });
    await markConversationRead(services, pro, { bookingId: booking.id, messageId: message?.id ?? "" }, now());
    await advance(DELAY);
    expect(await noticesTo(pro)).toEqual([]);
  });

  it("waits the full delay for a reply posted while a notice was waiting, then tells its reader", async () => {
    await post(customer, "Are you on your way?");
    await advance(3 * MINUTE);
    const [question] = await services.db.conversationMessage.findMany({ where: { bookingId: booking.id } });
    await markConversationRead(services, pro, { bookingId: booking.id, messageId: question?.id ?? "" }, now());
    await post(pro, "Yes, 10 minutes away.");
    // The job due for the question finds the reply too recent: nobody is told yet.
    await advance(2 * MINUTE + 1);
    expect(await noticesTo(customer, "+16175550199")).toEqual([]);
    await advance(DELAY - 2 * MINUTE);
    const notices = await noticesTo(customer, "+16175550199");
    expect(notices.map((notice) => notice.channel)).toEqual(["EMAIL", "SMS"]);
    expect(notices[0]?.text).toContain("a new message");
    expect(await noticesTo(pro)).toEqual([]);
  });

  it("tells again after a later burst, and never of a hidden message", async () => {
    await post(customer, "First");
    await advance(DELAY + MINUTE);
    expect(await noticesTo(pro)).toHaveLength(2);
    await post(customer, "Second");
    await services.db.conversationMessage.updateMany({
      where: { body: "Second" },
      data: { hiddenAt: now(), hiddenReason: "Spam" },
    });
    await advance(DELAY + MINUTE);
    expect(await noticesTo(pro)).toHaveLength(2);
    await post(customer, "Third");
    await advance(DELAY + MINUTE);
    expect(await noticesTo(pro)).toHaveLength(4);
  });

  it("links a requested pro, before they accept, to their page of the booking", async () => {
    await services.db.booking.update({
      where: { id: booking.id },
      data: { status: "PENDING", assignedProId: null, acceptedAt: null, requestedProId: pro.id },
    });
    await post(customer, "Are you free that day?");
    await advance(DELAY + MINUTE);
    const [mail] = await noticesTo(pro);
    expect(mail?.text).toContain(`http://primp.test/booking-confirmation?id=${booking.id}`);
  });
});
