// Web Push end to end on the server side: a browser's subscription (made by web-push-testing's
// push service, which checks each push's VAPID signature and decrypts it as a browser would),
// the procedures that store it, the changes that queue a notice, and the jobs that send it.
// Jobs run by hand (runDue), so nothing waits on a worker's polling.
import { PUSH, PUSH_ENDPOINT_REFUSED, PUSH_OFF, PUSH_TITLES, PUSH_TOPIC_NOT_FOR_ROLE } from "@primp/core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { jobHandlers } from "../jobs/handlers.ts";
import { type Catalogue, catalogueLookups, futureDate } from "../testing/booking-test-data.ts";
import { paidSilkPress, proWithAvailability } from "../testing/dispatch.ts";
import { acceptedBookingWithCallers, createBookingRow, personWithCaller } from "../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../testing/index.ts";
import { browserSubscription, type PushStandIn, startPushStandIn, testVapidEnv } from "../testing/push.ts";
import { sendUnreadNotices } from "./conversation-notice.ts";

let services: TestServices;
let standIn: PushStandIn;
let publicKey: string;
let catalogue: Catalogue;

beforeAll(async () => {
  standIn = await startPushStandIn();
  const env = testVapidEnv();
  publicKey = env.VAPID_PUBLIC_KEY as string;
  services = await createTestServices(env, { catalogue: true });
  await services.jobs.start({ info: () => {}, warn: () => {} });
  catalogue = catalogueLookups(services.db);
});
afterAll(async () => {
  await services.close();
  await standIn.close();
});
afterEach(async () => {
  // Jobs a test left (a refusal waiting for its retry) are not the next test's.
  await services.jobs.boss.deleteAllJobs();
});

const runPushJobs = () => services.jobs.runDue(jobHandlers(services), ["push.notify", "push.send"]);

type Person = Awaited<ReturnType<typeof personWithCaller>>;

/** `person`'s browser subscribed at the stand-in with `topics` on, through the procedure. */
async function subscribed(person: Person, topics: Parameters<Person["caller"]["push"]["subscribe"]>[0]["topics"]) {
  const { clientHash, ...subscription } = await standIn.subscribe(publicKey);
  await person.caller.push.subscribe({ ...subscription, topics });
  return { clientHash, endpoint: subscription.endpoint };
}

const acceptedBooking = (minutesAhead = -10) => acceptedBookingWithCallers(services, minutesAhead);

describe("push.subscribe and its switches", () => {
  it("stores a browser's subscription with the switches on, and answers them for that browser only", async () => {
    const customer = await personWithCaller(services, { role: "CUSTOMER" });
    expect(await customer.caller.push.settings()).toEqual({
      publicKey,
      topics: ["acceptance", "on-my-way", "messages"],
    });
    const { endpoint } = await subscribed(customer, ["on-my-way", "on-my-way", "messages"]);
    expect(await customer.caller.push.subscription({ endpoint })).toEqual({ topics: ["on-my-way", "messages"] });
    const other = await personWithCaller(services, { role: "CUSTOMER" });
    expect(await other.caller.push.subscription({ endpoint })).toBeNull();

    await customer.caller.push.setOptIns({ endpoint, topics: ["acceptance"] });
    expect(await customer.caller.push.subscription({ endpoint })).toEqual({ topics: ["acceptance"] });
    await expect(other.caller.push.setOptIns({ endpoint, topics: ["acceptance"] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await customer.caller.push.unsubscribe({ endpoint });
    expect(await services.db.pushSubscription.count({ where: { endpoint } })).toBe(0);
  });

  it("refuses switches not offered to the role, administrators, empty switches and addresses that are no push service", async () => {
    const pro = await personWithCaller(services, { role: "PRO" });
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const subscription = browserSubscription();
    await expect(pro.caller.push.subscribe({ ...subscription, topics: ["on-my-way"] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: PUSH_TOPIC_NOT_FOR_ROLE,
    });
    await expect(admin.caller.push.subscribe({ ...subscription, topics: ["messages"] })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(pro.caller.push.subscribe({ ...subscription, topics: [] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    for (const endpoint of [
      "http://push.example.com/send/1",
      "https://10.0.0.7/send/1",
      "https://localhost/send/1",
      "https://user:secret@push.example.com/send/1",
      "javascript:alert(1)",
    ]) {
      await expect(pro.caller.push.subscribe({ ...subscription, endpoint, topics: ["offers"] })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: PUSH_ENDPOINT_REFUSED,
      });
    }
    await expect(
      pro.caller.push.subscribe({
        ...subscription,
        keys: { ...subscription.keys, auth: "not base64!" },
        topics: ["offers"],
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await pro.caller.push.subscribe({
      ...subscription,
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      topics: ["offers"],
    });
  });

  it(`keeps at most ${PUSH.subscriptionsPerUser} browsers per person, letting the oldest go`, async () => {
    const pro = await personWithCaller(services, { role: "PRO" });
    const endpoints: string[] = [];
    for (let n = 0; n <= PUSH.subscriptionsPerUser; n++) {
      const subscription = browserSubscription();
      endpoints.push(subscription.endpoint);
      await pro.caller.push.subscribe({ ...subscription, topics: ["offers"] });
    }
    const kept = await services.db.pushSubscription.findMany({ where: { userId: pro.user.id } });
    expect(kept).toHaveLength(PUSH.subscriptionsPerUser);
    expect(kept.map((row) => row.endpoint)).not.toContain(endpoints[0]);
  });

  it("gives a browser to the account that subscribed it last", async () => {
    const first = await personWithCaller(services, { role: "CUSTOMER" });
    const second = await personWithCaller(services, { role: "CUSTOMER" });
    const subscription = browserSubscription();
    await first.caller.push.subscribe({ ...subscription, topics: ["messages"] });
    await second.caller.push.subscribe({ ...subscription, topics: ["acceptance"] });
    expect(await first.caller.push.subscription({ endpoint: subscription.endpoint })).toBeNull();
    expect(await second.caller.push.subscription({ endpoint: subscription.endpoint })).toEqual({
      topics: ["acceptance"],
    });
  });
});

describe("who is told by push", () => {
  it("tells the customer, on the browser where they switched it on, that the pro is on the way: a title and a link only", async () => {
    const { pro, customer, booking } = await acceptedBooking();
    const onMyWay = await subscribed(customer, ["on-my-way"]);
    const messagesOnly = await subscribed(customer, ["messages"]);
    const prosBrowser = await subscribed(pro, ["messages"]);

    await pro.caller.pro.onMyWay({ bookingId: booking.id, etaMinutes: 15 });
    await runPushJobs();

    expect(standIn.received(onMyWay.clientHash)).toEqual([
      {
        title: PUSH_TITLES["on-my-way"],
        url: `http://primp.test/booking-details?id=${booking.id}`,
        tag: `on-my-way:${booking.id}`,
      },
    ]);
    expect(standIn.received(messagesOnly.clientHash)).toEqual([]);
    expect(standIn.received(prosBrowser.clientHash)).toEqual([]);
  });

  it("tells the customer when the pro they asked for accepts", async () => {
    const requested = await personWithCaller(services, { role: "PRO", state: "MA" });
    const customer = await personWithCaller(services, { role: "CUSTOMER" });
    const booking = await createBookingRow(services, {
      customer: customer.user,
      hoursAhead: 24 * 7,
      data: { requestedProId: requested.user.id, paidAt: new Date(Date.now() - 3_600_000) },
    });
    const browser = await subscribed(customer, ["acceptance"]);
    await requested.caller.pro.acceptBooking({ bookingId: booking.id });
    await runPushJobs();
    expect(standIn.received(browser.clientHash)).toEqual([
      expect.objectContaining({
        title: PUSH_TITLES.acceptance,
        url: `http://primp.test/booking-details?id=${booking.id}`,
      }),
    ]);
  });

  it("tells the other side of the conversation at once, and its unread e-mail then covers only what push did not reach", async () => {
    const { pro, customer, booking } = await acceptedBooking(24 * 60);
    const customersBrowser = await subscribed(customer, ["messages"]);
    const prosBrowser = await subscribed(pro, ["messages"]);

    await customer.caller.conversation.post({ bookingId: booking.id, body: "The gate code is 4512.", photoIds: [] });
    await runPushJobs();
    const [push] = standIn.received(prosBrowser.clientHash);
    expect(push).toEqual({
      title: PUSH_TITLES.messages,
      url: `http://primp.test/booking-details?id=${booking.id}#messages`,
      tag: `messages:${booking.id}`,
    });
    expect(JSON.stringify(push)).not.toContain("4512");
    expect(standIn.received(customersBrowser.clientHash)).toEqual([]);

    // The pro was reached: no e-mail for it when the notice runs, minutes later.
    const later = new Date(Date.now() + 60 * 60_000);
    await sendUnreadNotices(services, booking.id, later);
    expect(await services.db.mailMessage.count({ where: { to: pro.user.email, tag: "conversation-unread" } })).toBe(0);

    // A pro who switched messages off is e-mailed as before.
    await pro.caller.push.unsubscribe({ endpoint: prosBrowser.endpoint });
    await customer.caller.conversation.post({ bookingId: booking.id, body: "See you soon", photoIds: [] });
    await runPushJobs();
    await sendUnreadNotices(services, booking.id, new Date(later.getTime() + 60 * 60_000));
    expect(await services.db.mailMessage.count({ where: { to: pro.user.email, tag: "conversation-unread" } })).toBe(1);
  });

  it("tells the pros a paid booking is offered to, and no one else", async () => {
    const offered = await proWithAvailability(services, "Amara", { homeZip: "02108" });
    const away = await proWithAvailability(services, "Farah", { homeZip: "90012" });
    const offeredBrowser = await subscribed(offered, ["offers"]);
    const awayBrowser = await subscribed(away, ["offers"]);
    const { created } = await paidSilkPress(services, catalogue, futureDate(10));
    await runPushJobs();
    expect(standIn.received(offeredBrowser.clientHash)).toEqual([
      {
        title: PUSH_TITLES.offers,
        url: `http://primp.test/booking-confirmation?id=${created.bookingId}`,
        tag: `offers:${created.bookingId}`,
      },
    ]);
    expect(standIn.received(awayBrowser.clientHash)).toEqual([]);
  });

  it("forgets a subscription the push service says is gone (410)", async () => {
    const { pro, customer, booking } = await acceptedBooking();
    const browser = await subscribed(customer, ["on-my-way"]);
    standIn.expire(browser.clientHash);
    await pro.caller.pro.onMyWay({ bookingId: booking.id, etaMinutes: 15 });
    await runPushJobs();
    expect(await services.db.pushSubscription.count({ where: { endpoint: browser.endpoint } })).toBe(0);
  });

  it("keeps a subscription whose push service refused for another reason, for the retry", async () => {
    const { pro, customer, booking } = await acceptedBooking();
    const browser = await subscribed(customer, ["on-my-way"]);
    // The keys no longer match the browser's: the stand-in cannot decrypt the push and answers 400.
    await services.db.pushSubscription.update({
      where: { endpoint: browser.endpoint },
      data: { auth: browserSubscription().keys.auth },
    });
    await pro.caller.pro.onMyWay({ bookingId: booking.id, etaMinutes: 15 });
    await runPushJobs();
    expect(await services.db.pushSubscription.count({ where: { endpoint: browser.endpoint } })).toBe(1);
    const [failed] = await services.jobs.boss.findJobs("push.send", {});
    expect(failed?.state).toBe("retry");
  });
});

describe("without VAPID keys", () => {
  it("offers nothing, refuses subscribing, and queues nothing on a change", async () => {
    const off = await createTestServices();
    try {
      await off.jobs.start({ info: () => {}, warn: () => {} });
      const pro = await personWithCaller(off, { role: "PRO" });
      expect(await pro.caller.push.settings()).toEqual({ publicKey: null, topics: [] });
      await expect(pro.caller.push.subscribe({ ...browserSubscription(), topics: ["offers"] })).rejects.toMatchObject({
        code: "PRECONDITION_FAILED",
        message: PUSH_OFF,
      });
      const customer = await personWithCaller(off, { role: "CUSTOMER" });
      const booking = await createBookingRow(off, {
        customer: customer.user,
        status: "ACCEPTED",
        assignedProId: pro.user.id,
        hoursAhead: -10 / 60,
      });
      await off.db.pushSubscription.create({
        data: {
          userId: customer.user.id,
          ...browserSubscription().keys,
          endpoint: "https://push.example/x",
          topics: ["on-my-way"],
        },
      });
      await pro.caller.pro.onMyWay({ bookingId: booking.id, etaMinutes: 15 });
      expect(await off.jobs.runDue(jobHandlers(off), ["push.notify", "push.send"])).toBe(0);
    } finally {
      await off.close();
    }
  });
});
