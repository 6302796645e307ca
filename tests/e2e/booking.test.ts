// Customer booking in a real browser at phone width: the quick bar's hand-off to /book-now,
// and five bookings (braids with upcharges and a declined card first, Luxe Makeup with
// lashes, nails, henna, a custom wig), each paid with the local provider's test cards and
// ending on the confirmation with the server's total. Screenshots go to artifacts/screenshots.
import { BOOKING_NOT_FOUND, CHILD_SUPERVISION_ALERT, formatUsd, PAST_DATE_MESSAGE } from "@primp/core";
import { DEMO_CUSTOMER } from "@primp/db";
import { describe, expect, it } from "vitest";
import {
  answerCornrowsOfEight,
  answerGeneral,
  answerHairBasics,
  chooseSchedule,
  commit,
  daysAhead,
  payAndConfirm,
  reviewAndFillDetails,
  select,
  serviceOption,
  servicePrice,
  yesNo,
} from "./support/booking-form.ts";
import { type Device, logInAs, openPage, saveScreenshot, useServerAndBrowser, VIEWPORTS } from "./support/index.ts";

const e2e = useServerAndBrowser();

async function bookNow(device: Device = "phone") {
  const guarded = await openPage(e2e.browser, e2e.server.url, device);
  await guarded.page.goto("/book-now");
  return guarded;
}

describe("booking at phone width", () => {
  it("hands the quick bar's answers to /book-now, then books nails there", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    await page.goto("/");
    const bar = page.getByRole("form", { name: "Quick booking" });
    await bar.getByLabel("Location").selectOption({ label: "Boston, MA" });
    await bar.getByLabel("Service type").selectOption({ label: "Nails" });
    // A past date is cleared with the spec's message.
    await commit(page, "Date", daysAhead(-2));
    await bar.getByText(PAST_DATE_MESSAGE).waitFor();
    await commit(page, "Date", daysAhead(9));
    await commit(page, /^Time \(/, "11:00");
    await bar.getByLabel("Time zone").selectOption({ label: "Eastern" });
    await saveScreenshot(page, "booking-quick-bar-phone");
    await bar.getByRole("button", { name: "Book Now" }).click();

    await page.waitForURL("**/book-now");
    const boston = await e2e.server.services.db.city.findFirstOrThrow({ where: { city: "Boston" } });
    expect(await page.getByLabel("Where would you like your service?").inputValue()).toBe(boston.id);
    expect(await page.getByLabel("What date would you like?").inputValue()).toBe(daysAhead(9));
    expect(await page.getByLabel(/What time would you like/).inputValue()).toBe("11:00");
    expect(await page.getByLabel("Which time zone is the appointment in?").inputValue()).toBe("Eastern");
    expect(await page.getByLabel("Which type of service would you like?").inputValue()).toBe("NAIL");
    const request = await e2e.server.services.db.primpRequest.findFirstOrThrow();
    expect(request).toMatchObject({
      cityId: boston.id,
      serviceType: "NAIL",
      time: "11:00",
      timeZone: "America/New_York",
    });

    await select(page, "Which service would you like?", serviceOption("Gel Manicure"));
    await select(page, "How would you describe your nails today?", "Gel Overlay");
    await select(page, "Which nail shape would you like?", "Almond");
    await select(page, "Which polish color would you like?", "Other");
    await page.getByLabel("Which other polish color would you like?").fill("Lilac shimmer");
    await answerGeneral(page, { quiet: true });
    const total = servicePrice("Gel Manicure") + 5000;
    await reviewAndFillDetails(page, total);
    const booking = await payAndConfirm(e2e.server, guarded, total, "booking-nail-confirmed-phone");

    // The guest's confirmation address is theirs alone: a visitor without the tab's secret is
    // asked to sign in, and a signed-in stranger is told there is no such booking.
    const address = `/bookings/${booking.id}/confirmed`;
    const visitor = await openPage(e2e.browser, e2e.server.url, "phone");
    await visitor.page.goto(address);
    await visitor.page.waitForURL("**/login");
    await visitor.close();
    const stranger = await openPage(e2e.browser, e2e.server.url, "phone");
    await logInAs(stranger.page, DEMO_CUSTOMER);
    stranger.allowConsoleError(/404/);
    await stranger.page.goto(address);
    await stranger.page.getByText(BOOKING_NOT_FOUND).waitFor();
    expect(await stranger.page.getByText(/Your booking is/).count()).toBe(0);
    stranger.assertNoProblems();
    await stranger.close();
  });

  it("books braids with their upcharges, keeping every answer through a declined card", async () => {
    const guarded = await bookNow();
    const { page } = guarded;
    guarded.allowConsoleError(/status of 400/);
    await chooseSchedule(page, "Boston, MA", "Hair");
    await answerHairBasics(page, "Braided Extension");
    await page.getByText("we do not do micro braids, and hair is not provided").waitFor();
    await select(page, "Which braid size would you like?", "Small (+$50)");
    await select(page, "Which braid length would you like?", "24 in (+$75)");
    await yesNo(page, "Do you have a sensitive scalp?", true);
    await answerGeneral(page, { parking: false });
    const total = servicePrice("Braided Extension") + 5000 + 7500 + 2500 + 2000;
    // The running summary prices as the customer answers.
    await expect.poll(() => page.getByTestId("price-total").first().textContent()).toBe(formatUsd(total));
    await saveScreenshot(page, "booking-braids-questions-phone");
    await reviewAndFillDetails(page, total);

    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Pay/ }).click();
    await page.getByText("Your card was declined.").waitFor();
    await saveScreenshot(page, "booking-braids-declined-phone");
    const declined = await e2e.server.services.db.booking.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    expect(declined.status).toBe("AWAITING_PAYMENT");
    expect(await page.getByLabel("Which braid size would you like?").inputValue()).toBe("Small");
    expect(await page.getByLabel("First name").inputValue()).toBe("Ada");

    await payAndConfirm(e2e.server, guarded, total, "booking-braids-confirmed-phone");
    // The retry paid the booking already written rather than opening a second one.
    expect(await e2e.server.services.db.booking.count({ where: { serviceName: "Braided Extension" } })).toBe(1);
  });

  it("books Luxe Makeup with lashes", async () => {
    const guarded = await bookNow();
    const { page } = guarded;
    await chooseSchedule(page, "Boston, MA", "Makeup");
    await select(page, "Which service would you like?", serviceOption("Luxe Makeup"));
    await select(page, "What is your skin type?", "Combination");
    const shade = await e2e.server.services.db.skinShade.findFirstOrThrow({ orderBy: { sortOrder: "asc" } });
    await page.getByRole("radio", { name: shade.foundationShade }).check();
    await select(page, "Which look would you like?", "Evening");
    await yesNo(page, "Would you like to add luxe lashes?", true);
    await answerGeneral(page);
    const total = 15000 + 1500;
    await reviewAndFillDetails(page, total);
    await payAndConfirm(e2e.server, guarded, total, "booking-makeup-confirmed-phone");
  });

  it("books henna with size and length upcharges", async () => {
    const guarded = await bookNow();
    const { page } = guarded;
    await chooseSchedule(page, "Boston, MA", "Henna");
    await select(page, "Which service would you like?", serviceOption("Henna Design"));
    await select(page, "Which size of henna design would you like?", "Large (+$60)");
    await page.getByLabel("Please describe the henna design you would like.").fill("Paisley vines on both hands");
    await select(page, "How long would you like your henna session to be?", "2 hours (+$100)");
    await select(page, "Which henna color would you like?", "Reddish-Brown");
    await answerGeneral(page, { stairs: true });
    const total = servicePrice("Henna Design") + 6000 + 10000 + 2000;
    await reviewAndFillDetails(page, total);
    await payAndConfirm(e2e.server, guarded, total, "booking-henna-confirmed-phone");
  });

  it("books a custom wig made to measure", async () => {
    const guarded = await bookNow();
    const { page } = guarded;
    await chooseSchedule(page, "Boston, MA", "Hair");
    await answerHairBasics(page, "Custom Wig");
    await yesNo(page, "Do you know your wig size?", true);
    await select(page, "What is your wig size?", "Custom");
    const measurements: [RegExp, string][] = [
      [/^Circumference/, "22.5"],
      [/^Front to nape/, "14"],
      [/^Across forehead/, "12"],
      [/^Overtop/, "12.5"],
      [/^Temple round back/, "15.5"],
      [/^Nape/, "5.5"],
    ];
    for (const [label, inches] of measurements) await page.getByLabel(label).fill(inches);
    await select(page, "Which type of installation would you like for your custom wig?", "Lace front");
    await select(page, "Which hair should your custom wig be made of?", "Virgin Hair Human Hair");
    await select(page, "Which style would you like?", "Bob");
    await select(page, "Which density would you like?", "Heavy 150% (+$150)");
    await select(page, "Which texture would you like?", "Bodywave");
    await yesNo(page, "Would you like your custom wig colored?", true);
    await yesNo(page, "Would you like your professional to install your custom wig?", true);
    await select(page, "What is the main reason for your custom wig?", "Versatility");
    await yesNo(page, "Do you have a sensitive scalp?", false);
    await answerGeneral(page);
    const total = servicePrice("Custom Wig") + 15000 + 10000 + 8000;
    await reviewAndFillDetails(page, total);
    await payAndConfirm(e2e.server, guarded, total, "booking-custom-wig-confirmed-phone");
  });

  it("keeps the answers through a reload and Back, with the total on screen, until Start over", async () => {
    const guarded = await bookNow();
    const { page } = guarded;
    const braidSize = page.getByLabel("Which braid size would you like?");
    await chooseSchedule(page, "Boston, MA", "Hair");
    await answerHairBasics(page, "Braided Extension");
    await select(page, "Which braid size would you like?", "Small (+$50)");
    // The sticky total is on screen at the question being answered, priced by core's quote.
    const bar = page.getByRole("region", { name: "Price summary" }).filter({ visible: true });
    const atSize = servicePrice("Braided Extension") + 5000;
    await expect.poll(() => bar.getByTestId("price-total").textContent()).toBe(formatUsd(atSize));
    const box = await bar.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= VIEWPORTS.phone.height).toBe(true);
    await saveScreenshot(page, "booking-running-total-phone");

    await page.reload();
    expect(await braidSize.inputValue()).toBe("Small");
    await select(page, "Which braid length would you like?", "18 in");
    await yesNo(page, "Do you have a sensitive scalp?", false);
    await answerGeneral(page);
    await page.getByRole("radiogroup", { name: "Would you like a quiet service" }).getByText("Yes (+$50)").waitFor();
    await reviewAndFillDetails(page, atSize);

    // Back on the payment step returns to the questions, answers and address kept.
    await page.goBack();
    await page.getByRole("button", { name: "NEXT" }).waitFor();
    expect(await page.getByRole("heading", { name: "Review and pay" }).count()).toBe(0);
    expect(await page.getByLabel("Address 1").inputValue()).toBe("12 Beacon St");
    // Leaving /book-now and coming back with the browser's Back keeps them too.
    await page.getByRole("link", { name: "Primp home" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goBack();
    await page.getByRole("button", { name: "NEXT" }).waitFor();
    expect(await braidSize.inputValue()).toBe("Small");

    await page.getByRole("button", { name: "Start over" }).click();
    await braidSize.waitFor({ state: "detached" });
    expect(await page.getByLabel("Where would you like your service?").inputValue()).toBe("");
    await page.reload();
    await page.getByLabel("Where would you like your service?").waitFor();
    expect(await page.getByLabel("Where would you like your service?").inputValue()).toBe("");
    expect(await braidSize.count()).toBe(0);
    guarded.assertNoProblems();
    await guarded.close();
  });

  // Once, on a phone: focus follows the same form at each size (the desktop's own layout is
  // checked below, and the accessibility journeys scan the form at both sizes).
  it("puts focus on the first field to fix after a refused NEXT and a refused Pay", async () => {
    const guarded = await bookNow();
    const { page } = guarded;
    const isFocused = (label: string) => page.getByLabel(label).evaluate((input) => input === document.activeElement);
    await answerCornrowsOfEight(page);

    // The questionnaire: an empty street address first, then a malformed ZIP.
    await page.getByLabel("ZIP code").fill("021");
    await page.getByRole("button", { name: "NEXT" }).click();
    await page.getByText("Please enter your street address").waitFor();
    expect(await isFocused("Address 1")).toBe(true);
    await page.getByLabel("Address 1").fill("12 Beacon St");
    await page.getByRole("button", { name: "NEXT" }).click();
    await page.getByText("Please enter a 5-digit ZIP code (or ZIP+4)").waitFor();
    expect(await isFocused("ZIP code")).toBe(true);
    await page.getByLabel("ZIP code").fill("02108");
    await page.getByRole("button", { name: "NEXT" }).click();
    // An accepted NEXT: focus goes to the payment step's heading, not to the page.
    const reviewHeading = page.getByRole("heading", { name: "Review and pay" });
    await reviewHeading.waitFor();
    expect(await reviewHeading.evaluate((heading) => heading === document.activeElement)).toBe(true);

    // The payment step: contact details, then the billing question, then the test card.
    const pay = page.getByRole("button", { name: `Pay ${formatUsd(servicePrice("Cornrow") + 6000)}` });
    await pay.click();
    await page.getByText("Please enter your first name").waitFor();
    expect(await isFocused("First name")).toBe(true);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill("ada.focus@example");
    await page.getByLabel("Phone").fill("617-555-0142");
    await pay.click();
    await page.getByText("Please enter a valid email address").waitFor();
    expect(await isFocused("Email")).toBe(true);
    await page.getByLabel("Email").fill("ada.focus@example.com");
    await pay.click();
    await page.getByText("Please tell us whether to bill the address above").waitFor();
    const billedHere = page.getByRole("radiogroup", {
      name: "Is your billing address the same as the address above?",
    });
    expect(
      await billedHere.getByRole("radio", { name: "Yes" }).evaluate((radio) => radio === document.activeElement),
    ).toBe(true);
    await billedHere.getByRole("radio", { name: "Yes" }).check();
    await pay.click();
    await page.getByText("Please enter your card number.").waitFor();
    expect(await isFocused("Card number")).toBe(true);
    await saveScreenshot(page, "booking-payment-refused-phone");
    expect(await e2e.server.services.db.booking.count({ where: { email: "ada.focus@example.com" } })).toBe(0);
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("resets a kids service when no adult will be on-site, with the spec's alert", async () => {
    const guarded = await bookNow();
    const { page } = guarded;
    await chooseSchedule(page, "Boston, MA", "Hair");
    await select(page, "What is your hair type?", "Straight");
    await select(page, "How thick is your hair?", "Thin");
    await select(page, "Which service would you like?", serviceOption("Kids Wash and Style"));
    // click, not check: the answer resets the form, so the radio never stays checked.
    await page
      .getByRole("radiogroup", { name: "Will a parent or another adult be on-site" })
      .getByRole("radio", { name: "No" })
      .click();
    await page.getByRole("alert").filter({ hasText: CHILD_SUPERVISION_ALERT }).waitFor();
    // Reset to location, date, time, hair type, hair density and service type.
    expect(await page.getByLabel("Which service would you like?").inputValue()).toBe("");
    expect(await page.getByLabel("How thick is your hair?").inputValue()).toBe("Thin");
    expect(await page.getByLabel("Which type of service would you like?").inputValue()).toBe("HAIR");
    await saveScreenshot(page, "booking-kids-alert-phone");
    guarded.assertNoProblems();
    await guarded.close();
  });
});

describe("booking on a desktop", () => {
  it("shows the running price beside the questionnaire", async () => {
    const guarded = await bookNow("desktop");
    const { page } = guarded;
    await answerCornrowsOfEight(page);
    const summary = page.getByRole("region", { name: "Price summary" }).filter({ visible: true });
    await summary.getByText("Cornrow count: 8").waitFor();
    expect(await summary.getByTestId("price-total").textContent()).toBe(formatUsd(servicePrice("Cornrow") + 6000));
    await saveScreenshot(page, "booking-cornrow-desktop");
    guarded.assertNoProblems();
    await guarded.close();
  });
});
