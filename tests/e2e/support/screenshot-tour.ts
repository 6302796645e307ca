// The product's picture tour, for people to look at (issue 26): every public page, the booking
// flow step by step, the three dashboards and three e-mails, at a phone's and a desktop's width,
// as small JPEGs in docs/screenshots/ with a README.md index (committed, unlike artifacts/).
//   pnpm --filter @primp/web build && pnpm screenshots:tour
// A fresh seeded server on the last production build, the demo accounts signed in over HTTP.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeImageVariants, seedDemoImages } from "@primp/api";
import type { BookingOptions } from "@primp/api/testing/fixtures";
import { type Booking, DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PRO_MA } from "@primp/db";
import type { Browser, Page } from "playwright-core";
import { demoBookingUnderWay, logInAs } from "./accounts.ts";
import { answerCornrowsOfEight, reviewAndFillDetails, servicePrice } from "./booking-form.ts";
import { type Device, launchBrowser, openPage, VIEWPORTS } from "./browser.ts";
import { REPO_ROOT } from "./paths.ts";
import { deliverDueJobs, startTestServer, type TestServer } from "./server.ts";
import { settle } from "./settle.ts";

const OUT_DIR = path.join(REPO_ROOT, "docs/screenshots");
/** A page up to this many screens long is taken whole; a longer one, its first screen. */
const WHOLE_PAGE_SCREENS = 2.5;

interface Picture {
  file: string;
  what: string;
}
const taken: Picture[] = [];

/** A JPEG of the page: whole where it is short, else the screen it shows now (a long page's top, or where a step scrolled to). */
async function shoot(page: Page, device: Device, name: string, what: string, whole?: boolean) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const fullPage = whole ?? height <= VIEWPORTS[device].height * WHOLE_PAGE_SCREENS;
  const file = `${name}-${device}.jpg`;
  await page.screenshot({
    path: path.join(OUT_DIR, file),
    type: "jpeg",
    quality: 70,
    scale: "css",
    fullPage,
    animations: "disabled",
  });
  taken.push({ file, what: `${what} (${VIEWPORTS[device].width} px${fullPage ? ", whole page" : ", first screen"})` });
  console.log(file);
}

/** A page of the tour: on a machine busy with other work a page may take longer than playwright's 30 s. */
async function tourPage(browser: Browser, server: TestServer, device: Device) {
  const guarded = await openPage(browser, server.url, device);
  guarded.context.setDefaultTimeout(120_000);
  return guarded;
}

async function visit(page: Page, address: string) {
  await page.goto(address);
  await settle(page);
}

async function publicPages(server: TestServer, page: Page, device: Device) {
  const db = server.services.db;
  const post = await db.blogPost.findFirstOrThrow({ where: { slug: { not: null } }, orderBy: { createdAt: "asc" } });
  const pages: [string, string, string][] = [
    ["01-home", "/", "Home page"],
    ["02-pro-page", "/pros/jasmine-carter", "A pro's public page (Jasmine Carter)"],
    ["03-service-page", "/services/silk-press", "A service page (Silk Press)"],
    ["04-city-page", "/boston", "A city page (Boston)"],
    ["05-blog", "/blog", "The blog's index"],
    ["06-blog-post", `/blog/${post.slug}`, `A blog post (${post.title})`],
    ["07-sign-in", "/login", "Sign in"],
  ];
  for (const [name, address, what] of pages) {
    await visit(page, address);
    await shoot(page, device, name, what, true);
  }
}

/** /book-now as a guest, Boston cornrows: each step until the confirmation and its own address reloaded. */
async function bookingFlow(server: TestServer, page: Page, device: Device) {
  await visit(page, "/book-now");
  await shoot(page, device, "10-book-start", "Booking: the empty questionnaire", false);
  await answerCornrowsOfEight(page);
  await page.getByLabel("Which cornrow style would you like?").scrollIntoViewIfNeeded();
  await shoot(
    page,
    device,
    "11-book-questions",
    "Booking: the service questions answered, with the running price",
    false,
  );
  await page.getByLabel("Address 1").fill("12 Beacon St");
  await page.getByLabel("ZIP code").fill("02108");
  await page.getByRole("button", { name: "NEXT" }).scrollIntoViewIfNeeded();
  await shoot(page, device, "12-book-address", "Booking: the address and the NEXT button", false);
  await reviewAndFillDetails(page, servicePrice("Cornrow") + 6000);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("heading", { name: "Review and pay" }).scrollIntoViewIfNeeded();
  await shoot(page, device, "13-book-review", "Booking: review and pay, the summary and the contact details", false);
  const pay = page.getByRole("button", { name: /^Pay/ });
  await pay.scrollIntoViewIfNeeded();
  await shoot(page, device, "14-book-pay", "Booking: the card filled and the Pay button", false);
  await pay.click();
  await page.getByText(/Your booking is confirmed/).waitFor();
  await settle(page);
  await shoot(page, device, "15-book-confirmed", "Booking: the confirmation right after paying");
  await page.reload();
  await page.getByText(/Your booking is confirmed/).waitFor();
  await settle(page);
  const confirmedAt = "`/bookings/<id>/confirmed`";
  if (!/^\/bookings\/[^/]+\/confirmed$/.test(new URL(page.url()).pathname)) throw new Error(`Not at ${confirmedAt}`);
  await shoot(
    page,
    device,
    "16-book-confirmed-reloaded",
    `Booking: the confirmation's own address (${confirmedAt}) reloaded`,
  );
  await deliverDueJobs(server);
}

/**
 * Jasmine's booking for the demo customer, in Boston: the fixture's own "Test City MA" would
 * otherwise be listed on the public pages, so it goes again.
 */
async function demoBookingInBoston(server: TestServer, options: BookingOptions = {}) {
  const db = server.services.db;
  const boston = await db.city.findFirstOrThrow({ where: { city: "Boston", state: "MA" } });
  const data = { ...options.data, cityId: boston.id, aptCity: boston.city };
  const booking = await demoBookingUnderWay(server.services, { ...options, data });
  await db.city.deleteMany({ where: { city: "Test City MA", bookings: { none: {} } } });
  return booking;
}

/** The demo seed's customer has no finished booking of their own: one done two days ago. */
function finishedBooking(server: TestServer) {
  return demoBookingInBoston(server, {
    status: "COMPLETED",
    hoursAhead: -48,
    data: { doneAt: new Date(Date.now() - 46 * 3_600_000) },
  });
}

async function dashboards(server: TestServer, browser: Browser, device: Device, finished: Booking) {
  const signedIn = async (account: { email: string; password: string }) => {
    const guarded = await tourPage(browser, server, device);
    await logInAs(guarded.page, account);
    await settle(guarded.page);
    return guarded;
  };
  const customer = await signedIn(DEMO_CUSTOMER);
  await shoot(customer.page, device, "20-dashboard-customer", "Customer dashboard (demo customer)", true);
  await customer.page.getByRole("tab", { name: "Past Appointments" }).click();
  await customer.page.getByRole("table", { name: "Past appointments" }).waitFor();
  await settle(customer.page);
  await shoot(customer.page, device, "21-dashboard-customer-past", "Customer dashboard, past appointments", true);
  await visit(customer.page, `/booking-details?id=${finished.id}`);
  const what = `Booking details of a completed booking (${finished.serviceName})`;
  await shoot(customer.page, device, "22-booking-details", what, true);
  await customer.close();

  const pro = await signedIn(DEMO_PRO_MA);
  await shoot(pro.page, device, "23-dashboard-pro", "Pro dashboard (Jasmine)", true);
  await pro.close();

  const admin = await signedIn(DEMO_ADMIN);
  await shoot(admin.page, device, "24-dashboard-admin", "Admin dashboard", true);
  await visit(admin.page, "/operations");
  await shoot(admin.page, device, "25-admin-operations", "Admin: the operations page's tables", true);
  await admin.close();
}

/** A reminder for a booking 20 hours away, paid two days ago (a booking paid within the day gets none). */
async function reminderDue(server: TestServer) {
  const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
  await demoBookingInBoston(server, { hoursAhead: 20, data: { paidAt: twoDaysAgo } });
  await server.services.jobs.schedule("reminders.sweep", {});
  await deliverDueJobs(server);
}

const EMAILS: [string, string, string][] = [
  ["30-email-receipt", "booking-receipt", "E-mail: the customer's booking receipt"],
  ["31-email-pro-new-booking", "booking-new-pro", "E-mail: a pro's new booking in their state"],
  ["32-email-reminder", "booking-reminder", "E-mail: the customer's reminder the day before"],
];

/** Each e-mail's HTML part as the outbox (and /dev/mailbox) holds it, in a page that can reach nothing, as a mail client shows it. */
async function emails(server: TestServer, browser: Browser, device: Device) {
  for (const [name, tag, what] of EMAILS) {
    const message = await server.services.db.mailMessage.findFirstOrThrow({
      where: { tag, html: { not: null } },
      orderBy: { createdAt: "desc" },
    });
    const context = await browser.newContext({ viewport: VIEWPORTS[device] });
    context.setDefaultTimeout(120_000);
    await context.route("**/*", (route) => route.abort());
    const page = await context.newPage();
    await page.setContent(message.html ?? "");
    await shoot(page, device, name, what);
    await context.close();
  }
}

function writeIndex() {
  const lines = taken.map((picture) => `- [${picture.file}](${picture.file}): ${picture.what}`);
  const text = `# Screenshots

The product at a phone's (375 px) and a desktop's (1280 px) width, taken by \`pnpm screenshots:tour\`
(tests/e2e/support/screenshot-tour.ts) on a fresh demo seed and the production build. Retake after
changing what they show.

${lines.join("\n")}
`;
  writeFileSync(path.join(OUT_DIR, "README.md"), text);
}

mkdirSync(OUT_DIR, { recursive: true });
for (const old of readdirSync(OUT_DIR).filter((file) => file.endsWith(".jpg"))) rmSync(path.join(OUT_DIR, old));
const server = await startTestServer();
// The demo's sample pictures, as `pnpm dev` draws them, so the pages show the image pipeline.
await seedDemoImages(server.services, { makeVariants: (uploadId) => makeImageVariants(server.services, uploadId) });
const browser = await launchBrowser();
try {
  await reminderDue(server);
  const finished = await finishedBooking(server);
  for (const device of Object.keys(VIEWPORTS) as Device[]) {
    const visitor = await tourPage(browser, server, device);
    await publicPages(server, visitor.page, device);
    await bookingFlow(server, visitor.page, device);
    await visitor.close();
    await dashboards(server, browser, device, finished);
    await emails(server, browser, device);
  }
  writeIndex();
} finally {
  await browser.close();
  await server.close();
}
// As in screenshots.ts: a timer of the job engine outlives close().
process.exit(0);
