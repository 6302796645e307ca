// Instant booking in a real browser: the demo pro Jasmine takes instant bookings and works
// every day around Boston, so a Silk Press booked there is confirmed with her at once, and the
// confirmation says so, at phone and desktop widths. Screenshots go to artifacts/screenshots.
import { AVAILABILITY_DEFAULTS, WEEKDAYS } from "@primp/core";
import { DEMO_PRO_MA } from "@primp/db";
import { beforeAll, describe, expect, it } from "vitest";
import {
  answerGeneral,
  answerHairBasics,
  chooseSchedule,
  reviewAndFillDetails,
  servicePrice,
  yesNo,
} from "./support/booking-form.ts";
import { type Device, openPage, saveScreenshot, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();

beforeAll(async () => {
  const { db } = e2e.server.services;
  const jasmine = await db.user.findUniqueOrThrow({ where: { email: DEMO_PRO_MA.email } });
  const everyDay = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: "09:00", end: "20:00" }]]));
  await db.proAvailability.create({
    data: {
      ...AVAILABILITY_DEFAULTS,
      proId: jasmine.id,
      weeklyHours: everyDay,
      timeOff: [],
      homeZip: "02108",
      latitude: 42.3576,
      longitude: -71.0684,
      timeZone: "America/New_York",
      instantBooking: true,
    },
  });
});

describe("instant booking", () => {
  it.each([
    ["phone", "14:30"],
    ["desktop", "11:00"],
  ] as const)("confirms a Silk Press with Jasmine at once (%s)", async (device: Device, time) => {
    const guarded = await openPage(e2e.browser, e2e.server.url, device);
    const { page } = guarded;
    await page.goto("/book-now");
    await chooseSchedule(page, "Boston, MA", "Hair", time);
    await answerHairBasics(page, "Silk Press");
    await yesNo(page, "Do you have a sensitive scalp?", false);
    await answerGeneral(page);
    await reviewAndFillDetails(page, servicePrice("Silk Press"));
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay/ }).click();
    await page.getByText(/Your booking is confirmed/).waitFor();
    expect(await page.getByTestId("confirmed-with").textContent()).toBe(
      "Confirmed with Jasmine, your beauty professional. Thank you for booking with us.",
    );
    const booking = await e2e.server.services.db.booking.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    expect(booking.status).toBe("ACCEPTED");
    await saveScreenshot(page, `instant-booking-confirmed-${device}`);
    guarded.assertNoProblems();
    await guarded.close();
  });
});
