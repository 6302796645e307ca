// A customer rates a completed booking (5 stars, consent to the look) and tips 20%; the pro's
// profile then shows the rating (the 3rd review), the look and "Book this look", which opens
// the booking form with the service chosen and the pro requested, booked to the end and
// accepted by that pro; the heart keeps the pro among the customer's favourites, /professionals
// lists the pro among the top rated, a guest rates and tips through the completion e-mail's
// link with another card (declined, then paid), and the pro's dashboard shows the tips; the pro
// rates a customer and an administrator hides a review with a reason (on a phone, screenshots in
// artifacts/screenshots, each customer screen checked by axe-core).
import { readFileSync } from "node:fs";
import path from "node:path";
import { bookingLinkToken, createBookingRow, createPerson, intentPaidWithTestCard } from "@primp/api/testing/fixtures";
import { BOOKING_ACCEPTED, CUSTOMER_RATING_SAVED, HIDE_REASON_REQUIRED, RATING_OUT_OF_RANGE } from "@primp/core";
import { DEMO_ADMIN, DEMO_PRO_MA } from "@primp/db";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import {
  answerGeneral,
  answerHairBasics,
  chooseSchedule,
  reviewAndFillDetails,
  servicePrice,
  yesNo,
} from "./support/booking-form.ts";
import { type Device, logInAs, openPage, saveScreenshot, settle, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();
const LOOK_PHOTO = readFileSync(path.resolve(import.meta.dirname, "../../apps/web/public/images/hero/og-image.jpg"));
const PASSWORD = "reviews journey password";

/** A completed Silk Press in Boston by the MA demo pro, for `customer`, with its result photo. */
async function completedSilkPress(customer: Awaited<ReturnType<typeof createPerson>> | null, photo: boolean) {
  const { db, storage } = e2e.server.services;
  const pro = await db.user.findUniqueOrThrow({ where: { email: DEMO_PRO_MA.email } });
  const boston = await db.city.findFirstOrThrow({ where: { city: "Boston" } });
  const service = await db.service.findFirstOrThrow({ where: { name: "Silk Press" } });
  let customerPhotoUrl: string | null = null;
  if (photo) {
    const key = `submissions/${customer?.id ?? "guest"}/${Date.now()}-look.jpg`;
    await storage.put(key, LOOK_PHOTO);
    customerPhotoUrl = storage.publicUrl(key);
  }
  const booking = await createBookingRow(e2e.server.services, {
    customer,
    status: "COMPLETED",
    assignedProId: pro.id,
    hoursAhead: -72,
    state: boston.state,
    totalCents: 12_500,
    // Paid with a test card, which the payment provider saves for the tip.
    paymentIntentId: await intentPaidWithTestCard(e2e.server.services.payments, { amountCents: 12_500 }),
    data: {
      cityId: boston.id,
      aptCity: boston.city,
      serviceId: service.id,
      serviceName: service.name,
      completedAt: new Date(),
      customerPhotoUrl,
    },
  });
  return { booking, pro, service };
}

// Once, on a phone (the harder layout): every screen on this path is the same components at each
// size, and the accessibility journeys scan each route and dialog at phone and desktop size.
describe("reviews on a phone", () => {
  const device: Device = "phone";
  it("rate 5 stars with the look → the profile shows the rating, the look and Book this look", async () => {
    const { db } = e2e.server.services;
    // Two earlier reviews by other customers: the customer's is the 3rd, which makes the rating public.
    await db.review.deleteMany({});
    for (const rating of [4, 5]) {
      const other = await createPerson(e2e.server.services, { lastName: "earlier" });
      const { booking, pro } = await completedSilkPress(other, false);
      await db.review.create({
        data: { bookingId: booking.id, proId: pro.id, authorId: other.id, rating, comment: "Lovely, on time." },
      });
    }
    const customer = await createPerson(e2e.server.services, {
      firstName: "Ada",
      lastName: "Lovelace",
      password: PASSWORD,
      emailVerified: true,
    });
    const { booking, pro, service } = await completedSilkPress(customer, true);

    const { page, close, assertNoProblems, allowConsoleError } = await openPage(e2e.browser, e2e.server.url, device, {
      bypassCSP: true,
    });
    // Each new screen is checked by axe-core as it stands (WCAG 2.1 A/AA and best practices).
    const violations: string[] = [];
    const scan = async (where: string) => {
      await settle(page);
      violations.push(...(await axeViolations(page, where)));
    };
    await logInAs(page, { email: customer.email, password: PASSWORD });
    await page.getByRole("tab", { name: "Past Appointments" }).click();
    await page.getByRole("link", { name: "Rate your Silk Press" }).first().click();
    await page.waitForURL(`**/booking-details?id=${booking.id}#review`);
    // The result photo comes first, before the booking's facts.
    const photo = page.getByRole("img", { name: "The finished Silk Press" });
    await photo.waitFor();
    const firstFact = page.getByText("Booking number", { exact: true });
    expect(
      await photo.evaluate(
        (img, fact) => Boolean(fact && img.compareDocumentPosition(fact) & Node.DOCUMENT_POSITION_FOLLOWING),
        await firstFact.elementHandle(),
      ),
    ).toBe(true);
    const review = page.getByRole("region", { name: "Your review" });
    // Sent without stars: the labelled stars say why and take focus.
    const stars = review.getByRole("radiogroup", { name: /^How was / });
    await review.getByRole("button", { name: "Submit review" }).click();
    await stars.getByText(RATING_OUT_OF_RANGE).waitFor();
    expect(await stars.evaluate((group) => group.contains(document.activeElement))).toBe(true);
    // Mantine keeps the radio off screen; people click its star, the radio's label.
    const fiveStars = await review.getByRole("radio", { name: "5 stars" }).getAttribute("id");
    await review.locator(`label[for="${fiveStars}"]`).click();
    expect(await review.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);
    await review.getByLabel("Your review (optional)").fill("Maya was wonderful: <b>sleek</b> and quick.");
    await review.getByLabel(/Show the photo of my finished look/).check();
    await saveScreenshot(page, `review-form-${device}`);
    await scan("review form");
    await review.getByRole("button", { name: "Submit review" }).click();
    await review.getByText("Thank you! Your review has been saved.").waitFor();
    await review.getByRole("button", { name: "Update review" }).waitFor();
    const stored = await db.review.findUniqueOrThrow({ where: { bookingId: booking.id } });
    expect(stored).toMatchObject({ rating: 5, lookConsent: true, authorId: customer.id });

    // Tip 20% of the $125.00 total, on the card the booking was paid with.
    const tipForm = review.getByRole("form", { name: `Tip ${pro.firstName}` });
    await tipForm.getByText("20%").click();
    await saveScreenshot(page, `tip-form-${device}`);
    await scan("tip form");
    await tipForm.getByRole("button", { name: "Send tip" }).click();
    await review.getByText(`Thank you! Your tip of $25.00 goes to ${pro.firstName} in full.`).waitFor();
    expect(await db.tip.findFirstOrThrow({ where: { bookingId: booking.id } })).toMatchObject({
      amountCents: 2_500,
      status: "CHARGED",
    });

    await page.goto(`/profile?id=${pro.id}`);
    await page.getByText("4.7").first().waitFor();
    await page.getByText("· 3 reviews").first().waitFor();
    // The comment is shown as the text it is, markup included.
    await page.getByText("Maya was wonderful: <b>sleek</b> and quick.").waitFor();
    await page.getByText(/^Ada L\. · Silk Press · /).waitFor();
    const looks = page.getByRole("region", { name: "Looks" });
    await looks.getByRole("img", { name: /Silk Press by/ }).waitFor();
    // Visible is not loaded: wait for the picture itself (decode() rejects for a broken one).
    const firstLook = looks.getByRole("img").first();
    await firstLook.scrollIntoViewIfNeeded();
    expect(
      await firstLook.evaluate(async (img) => {
        await (img as HTMLImageElement).decode();
        return (img as HTMLImageElement).naturalWidth;
      }),
    ).toBeGreaterThan(0);
    await page.getByRole("button", { name: /Add .* to your favourites/ }).click();
    await page.getByRole("button", { name: /Remove .* from your favourites/ }).waitFor();
    // The pointer moves on, and the heart's tooltip closes.
    await page.mouse.move(0, 0);
    await page.getByRole("tooltip").waitFor({ state: "detached" });
    await saveScreenshot(page, `pro-profile-reviews-${device}`);
    await scan("profile with reviews and looks");

    await looks
      .getByRole("link", { name: /Book this look/ })
      .first()
      .click();
    await page.waitForURL(`**/book-now/HAIR?service=${service.id}&pro=${pro.id}`);
    await page.getByText(`You asked for ${pro.firstName} ${pro.lastName.charAt(0)}.`).waitFor();
    await saveScreenshot(page, `book-this-look-${device}`);
    await scan("book this look");
    // Booked to the end: date, time, the questions, address, contact, the test card.
    await chooseSchedule(page, "Boston, MA", "Hair", "14:30");
    await answerHairBasics(page, "Silk Press");
    await yesNo(page, "Do you have a sensitive scalp?", false);
    await answerGeneral(page);
    await page.getByText(`You asked for ${pro.firstName} ${pro.lastName.charAt(0)}.`).waitFor();
    await reviewAndFillDetails(page, servicePrice("Silk Press"));
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay/ }).click();
    await page.getByText(/Your booking is confirmed/).waitFor();
    const requested = await db.booking.findFirstOrThrow({
      where: { requestedProId: pro.id, status: "PENDING" },
      orderBy: { createdAt: "desc" },
    });

    await page.goto("/professionals");
    const rated = page.getByRole("region", { name: "Our top-rated professionals" });
    await rated
      .getByRole("link", { name: new RegExp(`${pro.firstName} ${pro.lastName}.*4\\.7 · 3 reviews`) })
      .waitFor();
    await rated.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `professionals-top-rated-${device}`);
    await scan("professionals");

    await page.goto("/dashboard");
    await page.getByRole("link", { name: `Book ${pro.firstName} ${pro.lastName}` }).waitFor();
    await saveScreenshot(page, `dashboard-favourites-${device}`);
    await scan("dashboard favourites");

    // A guest's booking: the completion e-mail's signed link rates and tips without an account.
    const guest = await completedSilkPress(null, false);
    await page.goto(`/rate?token=${await bookingLinkToken(e2e.server.services, guest.booking.id)}`);
    await page.getByRole("heading", { name: "Rate your appointment" }).waitFor();
    const fourStars = await page.getByRole("radio", { name: "4 stars" }).getAttribute("id");
    await page.locator(`label[for="${fourStars}"]`).click();
    await page.getByRole("button", { name: "Submit review" }).click();
    await page.getByText("Thank you! Your review has been saved.").waitFor();
    const guestTip = page.getByRole("form", { name: `Tip ${pro.firstName}` });
    await guestTip.getByText("Other", { exact: true }).click();
    await guestTip.getByLabel("Tip amount in dollars").fill("10");
    // With another card: a declined one says so, then a good one pays.
    await guestTip.getByLabel("Another card").check();
    const cardNumber = guestTip.getByLabel("Card number");
    await cardNumber.fill("4000 0000 0000 0002");
    await saveScreenshot(page, `tip-form-new-card-${device}`);
    await scan("tip form with another card");
    // Through the link nothing is charged before the amount is confirmed, in words, on a second step.
    await guestTip.getByRole("button", { name: "Send tip" }).click();
    const confirmation = guestTip.getByRole("region", { name: "Confirm your tip" });
    await confirmation
      .getByText(
        `You are about to tip ${pro.firstName} $10.00, charged to the card you entered. Through this link a tip can be up to $`,
      )
      .waitFor();
    await saveScreenshot(page, `tip-by-link-confirmation-${device}`);
    await scan("tip confirmation through the link");
    // The declined card is answered 400, which the browser logs.
    allowConsoleError(/status of 400/);
    const confirm = confirmation.getByRole("button", { name: "Confirm tip of $10.00" });
    await confirm.click();
    await guestTip.getByText("Your card was declined. No tip was charged, and your booking is unchanged.").waitFor();
    // Focus moves to the refusal, not back to the page.
    expect(await guestTip.getByRole("alert").evaluate((alert) => alert === document.activeElement)).toBe(true);
    await cardNumber.fill("4242 4242 4242 4242");
    await confirm.click();
    await page.getByText(`Thank you! Your tip of $10.00 goes to ${pro.firstName} in full.`).waitFor();
    expect(
      await db.tip.findMany({ where: { bookingId: guest.booking.id }, select: { status: true, withNewCard: true } }),
    ).toEqual([
      { status: "DECLINED", withNewCard: true },
      { status: "CHARGED", withNewCard: true },
    ]);
    expect(await db.review.findUniqueOrThrow({ where: { bookingId: guest.booking.id } })).toMatchObject({
      rating: 4,
      authorId: null,
    });
    await saveScreenshot(page, `rate-by-link-${device}`);
    await scan("rate by link");
    expect(violations).toEqual([]);
    assertNoProblems();
    await close();

    // The requested pro accepts the booked look, then sees the tips on their dashboard.
    const proPage = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(proPage.page, DEMO_PRO_MA, `/booking-confirmation?id=${requested.id}`);
    await proPage.page.getByRole("button", { name: "Yes, accept" }).click();
    await proPage.page.getByText(BOOKING_ACCEPTED).first().waitFor();
    expect(await db.booking.findUniqueOrThrow({ where: { id: requested.id } })).toMatchObject({
      status: "ACCEPTED",
      assignedProId: pro.id,
    });
    await proPage.page.goto("/dashboard");
    const tips = proPage.page.getByRole("region", { name: "Tips" });
    await tips.getByText(/from \d+ tips, all of it yours/).waitFor();
    await tips.getByText("$25.00").first().waitFor();
    await tips.scrollIntoViewIfNeeded();
    await saveScreenshot(proPage.page, `pro-dashboard-tips-${device}`);
    proPage.assertNoProblems();
    await proPage.close();
  });

  it("the pro rates the customer privately; an administrator hides the review with a reason", async () => {
    const { db } = e2e.server.services;
    const customer = await createPerson(e2e.server.services, { lastName: "rated" });
    const { booking, pro } = await completedSilkPress(customer, false);
    await db.review.create({
      data: { bookingId: booking.id, proId: pro.id, authorId: customer.id, rating: 2, comment: "Late." },
    });
    const proPage = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(proPage.page, DEMO_PRO_MA);

    // No stars, nothing to save; four stars are saved.
    await proPage.page.goto(`/booking-details?id=${booking.id}`);
    const rateCustomer = proPage.page.getByRole("region", { name: "Rate your customer" });
    const saveRating = rateCustomer.getByRole("button", { name: "Save rating" });
    await saveRating.waitFor();
    expect(await saveRating.isDisabled()).toBe(true);
    const fourStars = await rateCustomer.getByRole("radio", { name: "4 stars" }).getAttribute("id");
    await rateCustomer.locator(`label[for="${fourStars}"]`).click();
    await saveScreenshot(proPage.page, `customer-rating-form-${device}`);
    await saveRating.click();
    await rateCustomer.getByText(CUSTOMER_RATING_SAVED).waitFor();
    await rateCustomer.getByRole("button", { name: "Update rating" }).waitFor();
    expect(await db.customerRating.findUniqueOrThrow({ where: { bookingId: booking.id } })).toMatchObject({
      rating: 4,
    });
    proPage.assertNoProblems();
    await proPage.close();

    // An administrator hides the review: without a reason the dialog says so under
    // the field and puts focus there; with one, the review is hidden and the reason kept.
    const adminPage = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(adminPage.page, DEMO_ADMIN, `/booking-details?id=${booking.id}`);
    const ratings = adminPage.page.getByRole("region", { name: "Ratings" });
    await ratings.getByRole("button", { name: "Hide review" }).click();
    const hideDialog = adminPage.page.getByRole("dialog", { name: "Hide this review?" });
    const reason = hideDialog.getByLabel("Why is it hidden?");
    await hideDialog.getByRole("button", { name: "Hide review" }).click();
    await hideDialog.getByText(HIDE_REASON_REQUIRED).waitFor();
    expect(await reason.evaluate((field) => field === document.activeElement)).toBe(true);
    await reason.fill("Names another customer.");
    await saveScreenshot(adminPage.page, `hide-review-${device}`);
    await hideDialog.getByRole("button", { name: "Hide review" }).click();
    await ratings.getByText("Hidden: Names another customer.").waitFor();
    expect(await db.review.findUniqueOrThrow({ where: { bookingId: booking.id } })).toMatchObject({
      hiddenReason: "Names another customer.",
    });
    adminPage.assertNoProblems();
    await adminPage.close();
  });
});
