// The public site in a real browser: the home page's sections, the random hero, the blog
// carousel's auto-play, the about page's paging, the contact form and the advisor's links into
// booking (every route's title: the shell test; its console, hosts and width at both sizes: the
// accessibility scan). Content comes from fixtures written here, so the test
// does not depend on what the seed happens to contain.
import {
  ARTICLE_PREVIEW_LENGTH,
  ARTICLES_PAGE_SIZE,
  BLOG_CAROUSEL_TITLE,
  CAROUSEL,
  HERO_HEADLINE,
  PRODUCT_NAME,
} from "@primp/core";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type GuardedPage,
  openPage,
  saveScreenshot,
  settle,
  startTestServer,
  type TestServer,
  useServerAndBrowser,
} from "./support/index.ts";

const e2e = useServerAndBrowser({ seed: false });

const HERO_SOURCES = [
  "/images/hero/silk.svg",
  "/images/hero/petals.svg",
  "/images/hero/arches.svg",
  "/images/hero/glow.svg",
];

const TESTIMONIALS = [
  {
    quote: "My stylist arrived early, set up in ten minutes and gave me the best silk press of my life.",
    author: "Danielle R.",
    location: "Boston, MA",
  },
  {
    quote: "Six bridesmaids, one hotel suite, zero stress. Everyone was ready before the photographer.",
    author: "Priya S.",
    location: "Atlanta, GA",
  },
  {
    quote: "Booking took two minutes and the henna was stunning. I will never go back to a salon.",
    author: "Amira K.",
    location: "Houston, TX",
  },
  {
    quote: "A glam look at my office before a big pitch. Felt like a celebrity.",
    author: "Jordan M.",
    location: "New York, NY",
  },
];

const BLOG_POSTS = [
  "Five Ways to Make a Silk Press Last",
  "The Bridal Beauty Timeline, Month by Month",
  "Henna Aftercare: Deeper Colour in 48 Hours",
  "Protective Styles for Winter",
  "The Five-Minute Glow Routine",
  "What to Ask Before Your First Wig Install",
].map((title, index) => ({
  title,
  imageUrl: HERO_SOURCES[index % HERO_SOURCES.length] as string,
  link: `/blog/post-${index + 1}`,
  slug: `post-${index + 1}`,
  createdAt: new Date(Date.UTC(2026, 9, 30 - index)),
}));

const LONG_PREVIEW =
  "When the founders could not find a single salon able to get a bridal party of six ready on time, they built a service that brings vetted stylists, makeup artists and henna artists to the door instead, and customers have not looked back since then.";

const ARTICLES = Array.from({ length: 6 }, (_, index) => ({
  title: `${PRODUCT_NAME} in the press, part ${index + 1}`,
  // Every other article is not online: its card has no "Read on" link.
  link: index % 2 === 0 ? `https://blog.primp.com/press/${index + 1}` : "",
  imageUrl: HERO_SOURCES[(index + 1) % HERO_SOURCES.length] as string,
  website: ["Boston Style", "Beauty Daily", "Startup Weekly"][index % 3] as string,
  preview: LONG_PREVIEW,
}));

const SERVICES = [
  { name: "Silk Press", serviceType: "HAIR", priceCents: 9500, flow: "STANDARD", sortOrder: 1 },
  { name: "Blowout", serviceType: "HAIR", priceCents: 7500, flow: "BLOWOUT", sortOrder: 2 },
  { name: "Knotless Braids", serviceType: "HAIR", priceCents: 22000, flow: "SIGNATURE_BRAIDS", sortOrder: 3 },
  { name: "Glam Makeup", serviceType: "MAKEUP", priceCents: 12000, flow: "STANDARD", sortOrder: 1 },
  { name: "Luxe Makeup", serviceType: "MAKEUP", priceCents: 15000, flow: "LUXE_MAKEUP", sortOrder: 2 },
  { name: "Gel Manicure", serviceType: "NAIL", priceCents: 6000, flow: "STANDARD", sortOrder: 1 },
  { name: "Bridal Henna", serviceType: "HENNA", priceCents: 18000, flow: "STANDARD", sortOrder: 1 },
] as const;

const ADMIN_EMAIL = "admin.e2e@primp.test";

async function writeContent(db: TestServer["services"]["db"]) {
  await db.testimonial.createMany({ data: TESTIMONIALS.map((t, index) => ({ ...t, sortOrder: index })) });
  await db.blogPost.createMany({ data: BLOG_POSTS });
  await db.article.createMany({ data: ARTICLES });
  await db.city.createMany({
    data: [
      { city: "Boston", state: "MA", live: true },
      { city: "Atlanta", state: "GA", live: true },
    ],
  });
  await db.service.createMany({ data: SERVICES.map((service) => ({ ...service, detail: "", live: true })) });
  await db.user.create({ data: { email: ADMIN_EMAIL, firstName: "Ada", lastName: "Admin", role: "ADMIN" } });
}

beforeAll(() => writeContent(e2e.server.services.db));

async function metaContent(page: Page, selector: string) {
  return page.locator(`head meta[${selector}]`).first().getAttribute("content");
}

/** A full-page screenshot taken from the top, so the sticky header sits where it belongs. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** Brings a home page section into view, which loads its carousel. */
async function scrollToSection(page: Page, heading: string) {
  await page.getByRole("heading", { level: 2, name: heading }).scrollIntoViewIfNeeded();
}

/** The carousel track's horizontal offset in pixels (embla moves it with a transform). */
function trackOffset(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const container = root.querySelector<HTMLElement>(".mantine-Carousel-container");
    if (!container) throw new Error("no carousel container");
    return new DOMMatrix(getComputedStyle(container).transform).m41;
  });
}

/**
 * Runs the page's fake clock one frame at a time until the track has stopped moving, and
 * returns how long (in the page's time) it took to come within one pixel of where it stops
 * (embla eases on by fractions of a pixel after that).
 */
async function runUntilStill(page: Page, carousel: Locator): Promise<number> {
  const frameMs = 1000 / 60;
  const samples: Array<[time: number, x: number]> = [[0, await trackOffset(carousel)]];
  for (let frame = 1; frame <= 120; frame++) {
    await page.clock.runFor(frameMs);
    samples.push([frame * frameMs, await trackOffset(carousel)]);
  }
  const [, end] = samples.at(-1) as [number, number];
  const [arrivedAt] = samples.find(([, x]) => Math.abs(x - end) < 1) as [number, number];
  return arrivedAt;
}

describe("home page", () => {
  it("shows the headline, the four steps, the testimonials and the blog from the database, with Open Graph tags", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: HERO_HEADLINE }).waitFor();
    // The carousels are not part of the first load: they arrive as their sections near the screen.
    await page.waitForLoadState("networkidle");
    expect(await page.locator('[aria-roledescription="carousel"]').count()).toBe(0);
    for (const step of ["LOCATION", "SERVICE", "PRIMPED", "ENJOY"]) {
      await page.getByRole("heading", { level: 3, name: step, exact: true }).waitFor();
    }
    await scrollToSection(page, "Kind words");
    const testimonials = page.getByRole("region", { name: "What our customers say" });
    await testimonials.getByText(TESTIMONIALS[0]?.quote ?? "").waitFor();
    expect(await testimonials.getByRole("blockquote").count()).toBe(TESTIMONIALS.length);
    await scrollToSection(page, BLOG_CAROUSEL_TITLE);
    const blog = page.getByRole("region", { name: `${BLOG_CAROUSEL_TITLE} blog posts` });
    // Newest first, every post with its image, title and link.
    await blog.getByRole("heading", { level: 3 }).first().waitFor();
    const titles = await blog.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toEqual(BLOG_POSTS.map((post) => post.title));
    const firstLink = blog.getByRole("link", { name: BLOG_POSTS[0]?.title });
    expect(await firstLink.getAttribute("href")).toBe(BLOG_POSTS[0]?.link);
    expect(await firstLink.locator("img").getAttribute("src")).toBe(BLOG_POSTS[0]?.imageUrl);

    expect(await metaContent(page, 'property="og:title"')).toBe(`${PRODUCT_NAME} | ${HERO_HEADLINE}`);
    expect(await metaContent(page, 'property="og:description"')).toContain(PRODUCT_NAME);
    expect(await metaContent(page, 'property="og:image"')).toMatch(/\/images\/hero\/og-image\.(png|jpg)$/);
    // With motion allowed, the carousels show their pause buttons.
    await page.getByRole("button", { name: "Pause the testimonials" }).waitFor();
    await settle(page);
    await shoot(page, "public-home-with-motion-desktop");
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("picks the hero background at random among four images, a new pick on each visit", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    const served = new Map<string, number>();
    // Each image's first answer: a later visit may revalidate the browser's copy (304), as it does
    // since the page's scripts load after its first paint; the first answer is the server's file.
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/images/hero/") && !served.has(pathname)) served.set(pathname, response.status());
    });
    // Four images, a fair pick per visit: 60 visits all but guarantee each is seen (a miss is
    // about one run in 7 million); the loop stops as soon as all four have appeared.
    const seen = new Set<string>();
    for (let visit = 0; visit < 60 && seen.size < HERO_SOURCES.length; visit++) {
      await page.goto("/");
      const source = await page.locator("[data-hero-image]").getAttribute("data-hero-image");
      if (source) seen.add(source);
    }
    expect([...seen].sort()).toEqual([...HERO_SOURCES].sort());
    await page.waitForLoadState("networkidle");
    for (const source of HERO_SOURCES) expect(served.get(source), source).toBe(200);
    guarded.assertNoProblems();
    await guarded.close();
  });

  it(`auto-plays the blog carousel every ${CAROUSEL.intervalMs / 1000} s, centred from 800 px, pausing on hover and on request`, async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    // The page runs on a fake clock, so every interval and frame below is exact however
    // loaded the machine is: time only moves when the test says so.
    await page.clock.install();
    await page.goto("/");
    await scrollToSection(page, BLOG_CAROUSEL_TITLE);
    const blog = page.getByRole("region", { name: `${BLOG_CAROUSEL_TITLE} blog posts` });
    await blog.getByRole("heading", { level: 3 }).first().waitFor();
    const activeIndicator = () =>
      blog.locator("[data-active]").evaluate((el) => [...(el.parentElement?.children ?? [])].indexOf(el));
    const box = await blog.boundingBox();
    if (!box) throw new Error("the blog carousel is not on screen");
    const pointerOverBlog = () => page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const pointerAway = () => page.mouse.move(1, 1);

    // Hold the slides still (the pointer over them) and let any slide change finish, so the
    // test starts from a resting carousel whatever happened while the page loaded.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await pointerOverBlog();
    await page.clock.runFor(CAROUSEL.intervalMs + 1000);
    const first = await activeIndicator();
    // The selected slide sits in the middle of the carousel on a wide screen.
    const centreOffset = await blog.evaluate((root, selected) => {
      const viewport = root.getBoundingClientRect();
      // The card, not the slide: a slide's box includes the gap on one side.
      const card = root
        .querySelectorAll('[aria-roledescription="slide"]')
        [selected]?.firstElementChild?.getBoundingClientRect();
      return card ? Math.abs(card.left + card.width / 2 - (viewport.left + viewport.width / 2)) : Number.NaN;
    }, first);
    expect(centreOffset).toBeLessThan(4);

    // Leaving the carousel starts a fresh interval: nothing moves until it has passed...
    await pointerAway();
    const restingOffset = await trackOffset(blog);
    await page.clock.runFor(CAROUSEL.intervalMs - 50);
    expect(await activeIndicator()).toBe(first);
    expect(await trackOffset(blog)).toBe(restingOffset);
    // ...then the next slide comes in, gliding there in about 750 ms.
    await page.clock.runFor(50);
    const transitionMs = await runUntilStill(page, blog);
    expect(await activeIndicator()).toBe(first + 1);
    expect(transitionMs).toBeGreaterThan(CAROUSEL.transitionMs * 0.7);
    expect(transitionMs).toBeLessThan(CAROUSEL.transitionMs * 1.35);

    // Hovering stops it: another interval passes with the same slide.
    await pointerOverBlog();
    await page.clock.runFor(CAROUSEL.intervalMs + 1000);
    expect(await activeIndicator()).toBe(first + 1);

    // The pause button stops it for good, even once the pointer has left the carousel.
    await page.getByRole("button", { name: "Pause the blog posts" }).click();
    await pointerAway();
    await page.clock.runFor(CAROUSEL.intervalMs + 1000);
    expect(await activeIndicator()).toBe(first + 1);
    await page.getByRole("button", { name: "Play the blog posts" }).waitFor();
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("keeps the carousels still for visitors who prefer reduced motion", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await scrollToSection(page, BLOG_CAROUSEL_TITLE);
    const blog = page.getByRole("region", { name: `${BLOG_CAROUSEL_TITLE} blog posts` });
    await blog.getByRole("heading", { level: 3 }).first().waitFor();
    // Two intervals of the page's own (fake) clock pass at once: no slide may change.
    await page.clock.runFor(2 * CAROUSEL.intervalMs);
    expect(await blog.locator("[data-active]").getAttribute("aria-label")).toBe("Show blog post 1");
    guarded.assertNoProblems();
    await guarded.close();
  });
});

describe("about page", () => {
  it(`lists articles ${ARTICLES_PAGE_SIZE} to a page with previews of at most ${ARTICLE_PREVIEW_LENGTH} characters`, async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    await page.goto("/about-us/");
    const articles = page.getByRole("article");
    await page.getByRole("heading", { level: 3, name: ARTICLES[0]?.title }).waitFor();
    expect(await articles.count()).toBe(ARTICLES_PAGE_SIZE);
    for (const text of await articles.locator("p").allTextContents()) {
      expect(text.length).toBeLessThanOrEqual(ARTICLE_PREVIEW_LENGTH);
    }
    const links = await articles.getByRole("link").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(links).toEqual(
      ARTICLES.slice(0, ARTICLES_PAGE_SIZE)
        .map((article) => article.link)
        .filter(Boolean),
    );
    await page.getByRole("button", { name: "Articles page 2" }).click();
    await page.getByRole("heading", { level: 3, name: ARTICLES[ARTICLES_PAGE_SIZE]?.title }).waitFor();
    expect(page.url()).toContain("page=2");
    expect(await articles.count()).toBe(ARTICLES.length - ARTICLES_PAGE_SIZE);
    await shoot(page, "public-about-page-2-phone");
    guarded.assertNoProblems();
    await guarded.close();
  });
});

describe("contact page", () => {
  async function fill(guarded: GuardedPage, values: { name: string; number: string; email: string; message: string }) {
    const { page } = guarded;
    await page.getByLabel("Name").fill(values.name);
    await page.getByLabel("Phone number").fill(values.number);
    await page.getByLabel("Email").fill(values.email);
    await page.getByLabel("Message").fill(values.message);
    await page.getByRole("button", { name: "Send message" }).click();
  }

  it("refuses a missing field or a bad e-mail in the browser (focus on the first to fix), then stores and e-mails a good message with a thank-you", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    await page.goto("/contact-us");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Please enter your name").waitFor();
    await page.getByText("Please enter your message").waitFor();
    // The first field to fix has the focus, so a keyboard user starts right there.
    expect(await page.getByLabel("Name").evaluate((input) => input === document.activeElement)).toBe(true);

    const good = {
      name: "Grace Hopper",
      number: "(617) 555-0142",
      email: "grace@example.com",
      message: "Do you do bridal parties of eight?",
    };
    await fill(guarded, { ...good, email: "grace@example" });
    await page.getByText("Please enter a valid email address").waitFor();
    expect(await page.getByLabel("Email").evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await e2e.server.services.db.contactMessage.count()).toBe(0);

    await fill(guarded, good);
    await page.getByRole("status").getByText("Thank you, Grace Hopper!").waitFor();
    await shoot(page, "public-contact-sent-desktop");
    expect(await e2e.server.services.db.contactMessage.findMany()).toMatchObject([
      { name: good.name, phone: good.number, email: good.email, message: good.message },
    ]);
    const mail = await e2e.server.services.db.mailMessage.findFirstOrThrow({ where: { to: ADMIN_EMAIL } });
    expect(mail.text).toContain(good.message);
    guarded.assertNoProblems();
    await guarded.close();
  });
});

describe("advisor", () => {
  it("recommends live services and its links open /book-now with the type and service chosen", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    await page.goto("/advisor");
    await page.getByRole("radio", { name: "Wedding or formal event" }).click();
    await page.getByRole("radio", { name: /Makeup and skin/ }).click();
    await page.getByRole("radio", { name: "An hour or so" }).click();
    const recommendations = page.getByRole("article");
    await recommendations.first().waitFor();
    expect(await recommendations.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Luxe Makeup",
      "Glam Makeup",
    ]);
    await shoot(page, "public-advisor-recommendations-phone");

    const luxe = await e2e.server.services.db.service.findUniqueOrThrow({ where: { name: "Luxe Makeup" } });
    await page.getByRole("link", { name: "Book Luxe Makeup" }).click();
    await page.waitForURL(`**/book-now/MAKEUP?service=${luxe.id}`);
    await page.getByRole("heading", { level: 1, name: /Book/ }).waitFor();
    // The questions appear once the location is chosen; the advisor's choice is waiting there.
    await page.getByLabel("Where would you like your service?").selectOption({ label: "Boston, MA" });
    const serviceField = page.getByLabel("Which service would you like?");
    await serviceField.waitFor();
    expect(await serviceField.inputValue()).toBe(luxe.id);
    expect(await page.getByLabel("Which type of service would you like?").inputValue()).toBe("MAKEUP");
    guarded.assertNoProblems();
    await guarded.close();
  });
});

describe("with the seed data", () => {
  it("shows the seeded testimonials, blog posts and articles without errors", async () => {
    const seeded = await startTestServer();
    try {
      const guarded = await openPage(e2e.browser, seeded.url, "desktop");
      const { page } = guarded;
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      await scrollToSection(page, BLOG_CAROUSEL_TITLE);
      const blog = page.getByRole("region", { name: `${BLOG_CAROUSEL_TITLE} blog posts` });
      await blog.getByRole("heading", { level: 3 }).first().waitFor();
      expect(await blog.getByRole("heading", { level: 3 }).count()).toBe(await seeded.services.db.blogPost.count());
      await settle(page);
      await shoot(page, "public-home-seeded-desktop");

      await page.goto("/about-us/");
      await page.getByRole("article").first().waitFor();
      await settle(page);
      await shoot(page, "public-about-seeded-desktop");
      guarded.assertNoProblems();
      await guarded.close();
    } finally {
      await seeded.close();
    }
  });
});
