// A signed-in customer books nails through /book-now (the confirmation offers "Add to calendar"),
// the pro accepts it from the booking page; the customer then moves it from the dashboard; its pro confirms the new time from
// the booking page; both e-mails carry the updated calendar invite; the reminder goes out when
// the clock passes 24 hours before the new time (on a phone, screenshots in
// artifacts/screenshots). The job engine runs on a hand-driven clock: jobs run when the test
// says so (deliverDueJobs), and hours pass without a sleep.
import { appointmentInstant, localDate } from "@primp/core";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PRO_MA } from "@primp/db";
import { TestClock } from "@primp/jobs/testing";
import { describe, expect, it } from "vitest";
import {
  answerGeneral,
  chooseSchedule,
  payAndConfirm,
  reviewAndFillDetails,
  select,
  serviceOption,
  servicePrice,
} from "./support/booking-form.ts";
import {
  type Device,
  deliverDueJobs,
  logInAs,
  openPage,
  saveScreenshot,
  useServerAndBrowser,
} from "./support/index.ts";

const HOUR = 3_600_000;
const clock = new TestClock(Date.now());
const e2e = useServerAndBrowser({ jobClock: clock });

const SERVICE = "Gel Manicure";

/** The demo customer books through /book-now, signed in; the confirmation's calendar file is checked. */
async function bookAsCustomer(device: Device) {
  const guarded = await openPage(e2e.browser, e2e.server.url, device);
  const { page } = guarded;
  await logInAs(page, DEMO_CUSTOMER, "/book-now");
  await chooseSchedule(page, "Boston, MA", "Nails");
  await select(page, "Which service would you like?", serviceOption(SERVICE));
  await select(page, "How would you describe your nails today?", "Gel Overlay");
  await select(page, "Which nail shape would you like?", "Almond");
  await select(page, "Which polish color would you like?", "Other");
  await page.getByLabel("Which other polish color would you like?").fill("Lilac shimmer");
  await answerGeneral(page, { quiet: true });
  const total = servicePrice(SERVICE) + 5000;
  await reviewAndFillDetails(page, total, DEMO_CUSTOMER);
  return payAndConfirm(e2e.server, guarded, total, `reschedule-booked-${device}`);
}

/** The state's pro accepts it from the booking page the new-booking e-mail links to. */
async function acceptAsPro(device: Device, bookingId: string) {
  const guarded = await openPage(e2e.browser, e2e.server.url, device);
  await logInAs(guarded.page, DEMO_PRO_MA, `/booking-confirmation?id=${bookingId}`);
  await guarded.page.getByRole("button", { name: "Yes, accept" }).click();
  await guarded.page.getByRole("button", { name: "Yes, accept" }).waitFor({ state: "detached" });
  guarded.assertNoProblems();
  await guarded.close();
}

// Once, on a phone (the harder layout): the dashboard's rows, the dialogs and the booking pages on
// this path are the same components at each size, and the accessibility journeys scan each route
// and dialog at phone and desktop size.
describe("rescheduling on a phone", () => {
  const device: Device = "phone";
  it("the customer moves the booking, the pro confirms the new time, the invites follow, then the reminder", async () => {
    await clock.setTime(Date.now());
    const booking = await bookAsCustomer(device);
    expect(booking.customerId).not.toBeNull();
    await acceptAsPro(device, booking.id);
    const pro = await e2e.server.services.db.user.findUniqueOrThrow({ where: { email: DEMO_PRO_MA.email } });
    expect(await e2e.server.services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: "ACCEPTED",
      assignedProId: pro.id,
    });
    const newDate = localDate(new Date(Date.now() + 10 * 86_400_000), "America/New_York");
    const newTime = "11:30";

    const customer = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(customer.page, DEMO_CUSTOMER);
    const row = customer.page
      .getByRole("table", { name: "Current appointments" })
      .getByRole("row")
      .filter({ has: customer.page.getByRole("button", { name: `Reschedule ${SERVICE} booking` }) })
      .first();
    await row.getByRole("button", { name: `Reschedule ${SERVICE} booking` }).click();
    const dialog = customer.page.getByRole("dialog", { name: "Reschedule this booking" });
    await dialog.getByLabel("New date").fill(newDate);
    await dialog.getByLabel("New time").fill("20:30");
    await dialog.getByRole("button", { name: "Move booking" }).click();
    await dialog.getByText("Please select a time between 9AM and 8PM").waitFor();
    await dialog.getByLabel("New time").fill(newTime);
    await saveScreenshot(customer.page, `reschedule-dialog-${device}`);
    await dialog.getByRole("button", { name: "Move booking" }).click();
    await customer.page.getByText("We have asked your professional to confirm the new time").waitFor();
    await saveScreenshot(customer.page, `dashboard-customer-rescheduled-${device}`);
    customer.assertNoProblems();
    await customer.close();

    const moved = await e2e.server.services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(moved.appointmentAt).toEqual(appointmentInstant(newDate, newTime, "America/New_York"));
    expect(moved.rescheduleRequestedAt).not.toBeNull();

    const proPage = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(proPage.page, DEMO_PRO_MA, `/booking-confirmation?id=${booking.id}`);
    await proPage.page.getByText("The customer moved this booking").waitFor();
    await saveScreenshot(proPage.page, `booking-confirmation-new-time-${device}`);
    await proPage.page.getByRole("button", { name: "Confirm new time" }).click();
    await proPage.page.getByText("The new time is confirmed").waitFor();
    proPage.assertNoProblems();

    // The dev mailbox offers the pro's updated invite.
    await deliverDueJobs(e2e.server);
    await proPage.page.goto("/dev/mailbox");
    const mail = proPage.page
      .locator("article")
      .filter({ hasText: pro.email })
      .filter({ hasText: "Please confirm a new time" });
    const invite = mail.getByRole("link", { name: `primp-booking-${booking.id}.ics` });
    const [download] = await Promise.all([proPage.page.waitForEvent("download"), invite.click()]);
    expect(download.suggestedFilename()).toBe(`primp-booking-${booking.id}.ics`);
    await proPage.close();

    const stored = await e2e.server.services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({ status: "ACCEPTED", assignedProId: pro.id, rescheduleRequestedAt: null });

    // The booking's page keeps the history and offers the calendar file.
    const details = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(details.page, DEMO_CUSTOMER, `/booking-details?id=${booking.id}`);
    // The history in words, naming the pro who accepted it.
    await details.page.getByText(`Accepted by ${DEMO_PRO_MA.firstName}`).waitFor();
    await details.page.getByText(`New time confirmed by ${DEMO_PRO_MA.firstName}`).waitFor();
    await details.page.getByText(/Moved from .* to .* by the customer/).waitFor();
    await details.page.getByRole("button", { name: "Add to calendar" }).waitFor();
    await saveScreenshot(details.page, `booking-details-history-${device}`);
    details.assertNoProblems();

    // The customer's reminder goes out once the clock passes 24 hours before the new time, not before.
    const reminderAt = moved.appointmentAt.getTime() - 24 * HOUR;
    const reminders = () =>
      e2e.server.services.db.mailMessage.count({
        where: { to: DEMO_CUSTOMER.email, tag: "booking-reminder", status: "SENT" },
      });
    const before = await reminders();
    await clock.setTime(reminderAt - 5 * 60_000);
    await e2e.server.services.jobs.schedule("reminders.sweep", {});
    await deliverDueJobs(e2e.server);
    expect(await reminders()).toBe(before);
    await clock.setTime(reminderAt + 60_000);
    await e2e.server.services.jobs.schedule("reminders.sweep", {});
    await deliverDueJobs(e2e.server);
    expect(await reminders()).toBe(before + 1);
    await details.page.goto("/dev/mailbox");
    const reminder = details.page
      .locator("article")
      .filter({ hasText: DEMO_CUSTOMER.email })
      .filter({ hasText: new RegExp(`Reminder: your ${SERVICE} on .* 11:30 A\\.M\\. Eastern`) });
    await reminder.first().waitFor();
    await saveScreenshot(reminder.first(), `mailbox-reminder-${device}`);
    details.assertNoProblems();
    await details.close();

    // Before the appointment the administrator sees the amount but cannot pay it out.
    const admin = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(admin.page, DEMO_ADMIN);
    const adminRow = admin.page
      .getByRole("table", { name: "Pending appointments" })
      .getByRole("row")
      .filter({ hasText: "Taylor Brooks" })
      .first();
    await adminRow.getByRole("button", { name: /Pay out/ }).click();
    const payout = admin.page.getByRole("dialog");
    await payout.getByText(/It can be paid out only once it has begun/).waitFor();
    expect(await payout.getByRole("button", { name: /^Pay out \$/ }).isDisabled()).toBe(true);
    await saveScreenshot(admin.page, `admin-payout-dialog-${device}`);
    admin.assertNoProblems();
    await admin.close();
  });
});
