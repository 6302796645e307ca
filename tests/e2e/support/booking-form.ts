// Filling in /book-now as a customer would: schedule, questions, address, contact details.
// Shared by the booking journey and the reviews journey ("Book this look" booked to the end).
import { formatUsd, localDate } from "@primp/core";
import { SEED_SERVICES } from "@primp/db";
import type { Page } from "playwright-core";

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

/** Address, NEXT, contact details, billing same as the address; the card is left to the caller. */
export async function reviewAndFillDetails(page: Page, expectedTotal: number) {
  await page.getByLabel("Address 1").fill("12 Beacon St");
  await page.getByLabel("ZIP code").fill("02108");
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.getByRole("heading", { name: "Review and pay" }).waitFor();
  // The server's quote (quote.compute) prices the review.
  await page.getByRole("button", { name: `Pay ${formatUsd(expectedTotal)}` }).waitFor();
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill("ada.booking@example.com");
  await page.getByLabel("Phone").fill("617-555-0142");
  await yesNo(page, "Is your billing address the same as the address above?", true);
}
