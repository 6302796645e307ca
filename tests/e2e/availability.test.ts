// Supply the customer can see, in a real browser: a pro sets their hours, time off, area and
// instant booking on the Availability page; a customer who gives a ZIP code in that area is
// offered that pro's times as a date strip and time chips, picks one and pays; the booking is
// confirmed with that pro at once and the card held; the pro marks it done and the customer's
// dashboard says the card was charged. Also:
// a day without times, a ZIP code outside every live city, and an administrator's view of a
// pro's availability. Screenshots go to artifacts/screenshots.
import { formatDateLong, totalWithPayment, ZIP_NOT_SERVED } from "@primp/core";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PRO_MA } from "@primp/db";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  answerGeneral,
  answerHairBasics,
  daysAhead,
  payAndConfirm,
  reviewAndFillDetails,
  select,
  servicePrice,
  yesNo,
} from "./support/booking-form.ts";
import { type Device, logInAs, openPage, saveScreenshot, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();

const BOOKED_DAY = daysAhead(2);
const DAY_OFF = daysAhead(3);

/** Opens a page at the device's width; the test closes it. */
const pageFor = (device: Device) => openPage(e2e.browser, e2e.server.url, device);

/** The pro's hours all week (Sunday added), a day off, and a home ZIP code in Boston. */
async function setAvailability(page: Page, device: Device) {
  await page.getByText("Tell us when and where you work").waitFor();
  await saveScreenshot(page, `availability-prompt-${device}`);
  await page.getByRole("link", { name: "Set your hours and area" }).click();
  await page.waitForURL("**/availability");
  // The demo pro has no application, so no home yet: nobody is offered their times.
  await page.getByText("Customers cannot book your times until you enter your home ZIP code").waitFor();
  await page.getByRole("button", { name: "Add hours on Sunday" }).click();
  expect(await page.getByLabel("Sunday, range 1, from").inputValue()).toBe("09:00");
  await page.getByRole("button", { name: "+ Add time off" }).click();
  await page.getByLabel("From", { exact: true }).fill(DAY_OFF);
  await page.getByLabel("To", { exact: true }).fill(DAY_OFF);
  await page.getByLabel("Home ZIP code").fill("02108");
  await page.getByLabel("Accept bookings in my open hours automatically").check();
  await page.getByRole("button", { name: "Save availability" }).click();
  await page.getByText("Your availability is saved.").waitFor();
  await saveScreenshot(page, `availability-${device}`);
}

/** Boston, a Silk Press with no surcharges, and the address with the given ZIP code. */
async function silkPressAt(page: Page, zip: string) {
  await page.goto("/book-now");
  await select(page, "Where would you like your service?", "Boston, MA");
  await page.getByText("Choose your service and enter the address's ZIP code").waitFor();
  await select(page, "Which type of service would you like?", "Hair");
  await answerHairBasics(page, "Silk Press");
  await yesNo(page, "Do you have a sensitive scalp?", false);
  await answerGeneral(page);
  await page.getByLabel("Address 1").fill("12 Beacon St");
  await page.getByLabel("ZIP code").fill(zip);
}

const dayButton = (page: Page, date: string) =>
  page.getByRole("group", { name: "Dates" }).getByRole("button", { name: new RegExp(`^${formatDateLong(date)}, `) });

/** The strip's day without times says so and offers the next day, then the strip's chosen day's times. */
async function seeDays(page: Page, device: Device) {
  await dayButton(page, DAY_OFF).click();
  await page.getByText(`No professional can come on ${formatDateLong(DAY_OFF)}.`).waitFor();
  await page.getByRole("button", { name: formatDateLong(daysAhead(4)), exact: true }).waitFor();
  await saveScreenshot(page, `booking-slots-day-off-${device}`);
  await dayButton(page, BOOKED_DAY).click();
}

/**
 * A ZIP code outside every live city: the server's sentence, and a request stays possible. Seen
 * on a phone only: the same sentence and button at each size, where the slots differ by size.
 */
async function seeOutOfArea() {
  const customer = await pageFor("phone");
  customer.allowConsoleError(/status of 400/);
  await silkPressAt(customer.page, "59801");
  await customer.page.getByText(ZIP_NOT_SERVED).waitFor();
  await customer.page.getByRole("button", { name: "Request another time" }).waitFor();
  await saveScreenshot(customer.page, "booking-slots-out-of-area-phone");
  customer.assertNoProblems();
  await customer.close();
}

/** The appointment has begun (moved into the past here): the pro marks it done, the customer sees the charge. */
async function markDoneAndSeeCharged(bookingId: string, totalCents: number) {
  await e2e.server.services.db.booking.update({
    where: { id: bookingId },
    data: { appointmentAt: new Date(Date.now() - 2 * 3_600_000) },
  });
  const pro = await pageFor("phone");
  await logInAs(pro.page, DEMO_PRO_MA, `/booking-confirmation?id=${bookingId}`);
  await pro.page.getByRole("button", { name: "Mark as done" }).click();
  // The page's lasting line (the answer's own message goes as the booking is read again).
  await pro.page.getByText("Marked done on", { exact: false }).waitFor();
  pro.assertNoProblems();
  await pro.close();
  expect((await e2e.server.services.db.booking.findUniqueOrThrow({ where: { id: bookingId } })).paymentState).toBe(
    "CAPTURED",
  );

  const customer = await pageFor("phone");
  await logInAs(customer.page, DEMO_CUSTOMER);
  await customer.page.getByText(totalWithPayment(totalCents, "CAPTURED")).first().waitFor();
  await saveScreenshot(customer.page, "booking-slot-charged-phone");
  customer.assertNoProblems();
  await customer.close();
}

describe("supply the customer can see", () => {
  it("at phone width: a pro sets hours and area, a customer books one of the pro's times", async () => {
    const pro = await pageFor("phone");
    await logInAs(pro.page, DEMO_PRO_MA);
    await setAvailability(pro.page, "phone");
    pro.assertNoProblems();
    await pro.close();

    const customer = await pageFor("phone");
    const { page } = customer;
    await silkPressAt(page, "02108");
    await seeDays(page, "phone");
    const times = page.getByRole("group", { name: `Times on ${formatDateLong(BOOKED_DAY)}` });
    const ten = times.getByRole("button", { name: /^10:00 A\.M\./ });
    expect(await ten.textContent()).toContain("1 pro available");
    await ten.click();
    expect(await ten.getAttribute("aria-pressed")).toBe("true");
    await page.getByText(`Your time: ${formatDateLong(BOOKED_DAY)} at 10:00 A.M. Eastern time`).waitFor();
    await saveScreenshot(page, "booking-slots-phone");

    // Booked as a guest with the demo customer's (verified) address, so her dashboard lists it.
    await reviewAndFillDetails(page, servicePrice("Silk Press"), DEMO_CUSTOMER);
    const booking = await payAndConfirm(
      e2e.server,
      customer,
      servicePrice("Silk Press"),
      "booking-slot-confirmed-phone",
      DEMO_PRO_MA.firstName,
    );
    // Two days ahead: the card is held, not charged, and the pro who took it is Jasmine.
    const jasmine = await e2e.server.services.db.user.findUniqueOrThrow({ where: { email: DEMO_PRO_MA.email } });
    expect(booking).toMatchObject({
      localDate: BOOKED_DAY,
      localTime: "10:00",
      timeZone: "America/New_York",
      assignedProId: jasmine.id,
      paymentState: "HELD",
    });

    await markDoneAndSeeCharged(booking.id, booking.totalCents);
    await seeOutOfArea();
  });

  it("at desktop width: the slots, an empty day, and the administrator's view", async () => {
    const customer = await pageFor("desktop");
    await silkPressAt(customer.page, "02108");
    await seeDays(customer.page, "desktop");
    // 3 P.M. fits every weekday's hours, Sunday's added 9–5 included: the booked day moves with the date.
    await customer.page
      .getByRole("group", { name: `Times on ${formatDateLong(BOOKED_DAY)}` })
      .getByRole("button", { name: /^3:00 P\.M\./ })
      .click();
    await saveScreenshot(customer.page, "booking-slots-desktop");
    customer.assertNoProblems();
    await customer.close();

    for (const device of ["desktop", "phone"] as const) {
      const admin = await pageFor(device);
      await logInAs(admin.page, DEMO_ADMIN);
      const name = `${DEMO_PRO_MA.firstName} ${DEMO_PRO_MA.lastName}`;
      // The demo pro has linked StripeConnect, so is listed on that tab.
      await admin.page.getByRole("tab", { name: "Linked StripeConnect" }).click();
      await admin.page.getByRole("link", { name: `Availability of ${name}` }).click();
      await admin.page.getByText(`You are editing the availability of ${name}`).waitFor();
      expect(await admin.page.getByLabel("Home ZIP code").inputValue()).toBe("02108");
      await saveScreenshot(admin.page, `availability-admin-${device}`);
      admin.assertNoProblems();
      await admin.close();
    }
  });
});
