// Filling /book-now as a customer does, and paying on the local provider's test card: shared
// by the booking journeys and the reschedule journey (which starts with a real booking).
import { readFileSync } from "node:fs";
import { bookingNumber, formatUsd, localDate, totalWithPayment } from "@primp/core";
import { SEED_SERVICES } from "@primp/db";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { type GuardedPage, saveScreenshot } from "./browser.ts";
import type { TestServer } from "./server.ts";

export const daysAhead = (days: number) => localDate(new Date(Date.now() + days * 86_400_000), "America/New_York");

export function servicePrice(name: string): number {
  const service = SEED_SERVICES.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`No seeded service ${name}`);
  return service.priceCents;
}
/** The service select shows "Name ($price)". */
export const serviceOption = (name: string) => `${name} (${formatUsd(servicePrice(name))})`;

export const select = (page: Page, label: string | RegExp, option: string) =>
  page.getByLabel(label).selectOption({ label: option });
export const yesNo = (page: Page, question: string, yes: boolean) =>
  page
    .getByRole("radiogroup", { name: question })
    .getByRole("radio", { name: yes ? "Yes" : "No" })
    .check();

export async function commit(page: Page, label: string | RegExp, value: string) {
  const input = page.getByLabel(label);
  await input.fill(value);
  await input.blur();
}

export async function chooseSchedule(page: Page, city: string, type: string, time = "14:30") {
  await select(page, "Where would you like your service?", city);
  // A typed time, not a slot: these journeys book whenever they like, pros or none.
  await page.getByRole("button", { name: "Request another time" }).click();
  await commit(page, "What date would you like?", daysAhead(9));
  await commit(page, /What time would you like/, time);
  await select(page, "Which time zone is the appointment in?", "Eastern");
  await select(page, "Which type of service would you like?", type);
}

/** The general questions, answered with the surcharges given. */
export async function answerGeneral(
  page: Page,
  { parking = true, quiet = false, stairs = false }: { parking?: boolean; quiet?: boolean; stairs?: boolean } = {},
) {
  await yesNo(page, "Is parking available at your address?", parking);
  await yesNo(page, "Is the appointment location smoke-free?", true);
  await yesNo(page, "Would you like a quiet service", quiet);
  await yesNo(page, "Will your professional need to take stairs", stairs);
  await yesNo(page, "Are there pets at the appointment location?", false);
  await yesNo(page, "Do you need any special accommodations?", false);
}

export async function answerHairBasics(page: Page, service: string) {
  await select(page, "What is your hair type?", "Straight");
  await select(page, "How thick is your hair?", "Medium Thickness");
  await select(page, "Which service would you like?", serviceOption(service));
  await yesNo(page, "Do you currently wear hair extensions?", false);
  await yesNo(page, "Are you experiencing hair loss?", false);
}

/** Boston, Fulani cornrows, eight of them (+$60), and the general questions without surcharges. */
export async function answerCornrowsOfEight(page: Page) {
  await chooseSchedule(page, "Boston, MA", "Hair");
  await answerHairBasics(page, "Cornrow");
  await select(page, "Which cornrow style would you like?", "Fulani");
  await select(page, "How many cornrows would you like?", "8 (+$60)");
  await yesNo(page, "Do you have a sensitive scalp?", false);
  await answerGeneral(page);
}

export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
const ADA: ContactDetails = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada.booking@example.com",
  phone: "617-555-0142",
};

/** Address, NEXT, contact details, billing same as the address; the card is left to the caller. */
export async function reviewAndFillDetails(page: Page, expectedTotal: number, contact: ContactDetails = ADA) {
  await page.getByLabel("Address 1").fill("12 Beacon St");
  await page.getByLabel("ZIP code").fill("02108");
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.getByRole("heading", { name: "Review and pay" }).waitFor();
  // The server's quote (quote.compute) prices the review.
  await page.getByRole("button", { name: `Pay ${formatUsd(expectedTotal)}` }).waitFor();
  await page.getByLabel("First name").fill(contact.firstName);
  await page.getByLabel("Last name").fill(contact.lastName);
  await page.getByLabel("Email").fill(contact.email);
  await page.getByLabel("Phone").fill(contact.phone);
  await yesNo(page, "Is your billing address the same as the address above?", true);
}

/**
 * Pays with the test card, checks the confirmation's total and its "Add to calendar" file (the
 * booking's UTC start), closes the page and answers the booking. `confirmedWith`: the first name
 * of the pro who takes it at once (instant booking); without it the booking awaits a pro.
 */
export async function payAndConfirm(
  server: TestServer,
  guarded: GuardedPage,
  expectedTotal: number,
  screenshot: string,
  confirmedWith?: string,
) {
  const { page } = guarded;
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await page.getByText(/Your booking is confirmed/).waitFor();
  // The server held the card, or saved it to hold later (by how far away the appointment is); the total says which.
  const booked = await server.services.db.booking.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
  expect(["HELD", "CARD_SAVED"]).toContain(booked.paymentState);
  expect(await page.getByTestId("confirmation-total").textContent()).toBe(
    totalWithPayment(expectedTotal, booked.paymentState),
  );
  await page
    .getByText(
      confirmedWith ? `Confirmed with ${confirmedWith}, your beauty professional.` : "We will contact you soon",
    )
    .waitFor();
  // Booked, so the draft is gone: a new visit to /book-now starts from nothing. (A signed-in
  // visitor's session storage holds other keys too.)
  const drafts = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith("primp.book-now")),
  );
  expect(drafts).toEqual([]);
  await saveScreenshot(page, screenshot);
  const booking = await server.services.db.booking.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
  // The confirmation has its own address, and a reload shows it again (read from the server).
  expect(new URL(page.url()).pathname).toBe(`/bookings/${booking.id}/confirmed`);
  await page.reload();
  await page.getByText(/Your booking is confirmed/).waitFor();
  await page.getByText(bookingNumber(booking.id)).waitFor();
  expect(booking).toMatchObject({ status: confirmedWith ? "ACCEPTED" : "PENDING", totalCents: expectedTotal });
  // "Add to calendar" hands over the booking's .ics, starting at its UTC instant.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Add to calendar" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`primp-booking-${booking.id}.ics`);
  const ics = readFileSync(await download.path(), "utf8");
  const utcStamp = booking.appointmentAt.toISOString().replace(/[-:]/g, "").slice(0, 15);
  expect(ics).toContain(`DTSTART:${utcStamp}Z`);
  guarded.assertNoProblems();
  await guarded.close();
  return booking;
}
