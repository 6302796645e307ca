// Content that must be real. Every link on the public site goes somewhere: starting from the
// home page with the seed data, each internal page link is followed in Chromium (inside the app,
// as a click would: support/open-route.ts) and must reach a page of its own (not the 404 page),
// each internal file must answer 200, and no link may point at a made-up `.example` host. The
// blog is our own pages. The pro's training videos play from our site, and initials avatars
// wear the brand's colours.
import { BLOG_CAROUSEL_TITLE, BLOG_POST_NOT_FOUND, blogParagraphs, PRODUCT_NAME } from "@primp/core";
import { DEMO_CUSTOMER, DEMO_PRO_MA, SEED_BLOG_POSTS } from "@primp/db";
import { describe, expect, it } from "vitest";
import { logInAs, openPage, openRoute, saveScreenshot, settle, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();

const NOT_FOUND_HEADING = "This page has wandered off";
/** Pages behind a login send a visitor to /login; they are checked signed in elsewhere. */
const SIGNED_IN_ONLY =
  /^\/(dashboard|booking-confirmation|booking-details|upload|profile|profile-edit|pro-applicant)\b/;

/** Files (an extension in the last segment) are fetched; everything else is a page. */
const isFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);

/** Pages of one kind (/services/…, /pros/…, /blog/…) after the first two are fetched, not visited. */
const VISITS_PER_KIND = 2;
function kindOf(pathname: string): string | null {
  const [kind, slug] = pathname.split("/").filter(Boolean);
  return kind !== undefined && slug !== undefined ? kind : null;
}

describe("links on the public pages", () => {
  it("reach a real page or file inside the product, and none points at an .example host", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    const origin = new URL(e2e.server.url).origin;
    const pagesToVisit = ["/"];
    const visited = new Set<string>();
    const files = new Set<string>();
    const external = new Set<string>();
    const linkedFrom = new Map<string, string>();
    // Every service, city and pro has a page of the same kind: the browser visits two of each
    // kind, and the rest answer over HTTP (the server renders them, so an unknown one is a 404).
    const visitsOfKind = new Map<string, number>();
    const fetched = new Set<string>();

    while (pagesToVisit.length > 0) {
      const address = pagesToVisit.shift() as string;
      if (visited.has(address)) continue;
      visited.add(address);
      await openRoute(page, address);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(
        await page.getByRole("heading", { name: NOT_FOUND_HEADING }).count(),
        `${address} (linked from ${linkedFrom.get(address)})`,
      ).toBe(0);
      await settle(page);
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.protocol === "mailto:" || url.protocol === "tel:") continue;
        if (url.origin !== origin) {
          external.add(href);
          continue;
        }
        if (isFile(url.pathname)) files.add(url.pathname);
        else if (!SIGNED_IN_ONLY.test(url.pathname)) {
          const target = `${url.pathname}${url.search}`;
          if (visited.has(target) || linkedFrom.has(target)) continue;
          linkedFrom.set(target, address);
          const kind = kindOf(url.pathname);
          const visits = kind === null ? 0 : (visitsOfKind.get(kind) ?? 0);
          if (kind !== null) visitsOfKind.set(kind, visits + 1);
          if (visits < VISITS_PER_KIND) pagesToVisit.push(target);
          else fetched.add(target);
        }
      }
    }

    // The crawl really went round the site: the footer's pages and the application form.
    for (const address of ["/about-us/", "/contact-us", "/advisor", "/professionals", "/privacy-policy/", "/blog"]) {
      expect(visited).toContain(address);
    }
    for (const address of [...files, ...fetched]) {
      const response = await page.request.get(address);
      expect(response.status(), `${address} (linked from ${linkedFrom.get(address) ?? "a page"})`).toBe(200);
    }
    const madeUp = [...external].filter((href) => new URL(href).hostname.endsWith(".example"));
    expect(madeUp).toEqual([]);
    guarded.assertNoProblems();
    await guarded.close();
  });
});

describe("the blog", () => {
  // Once, on a phone (the harder layout): what is checked is the posts and their text, the same
  // at each size; the screenshot tour draws the blog at both sizes.
  it("is served from our own pages", async () => {
    const device = "phone";
    const guarded = await openPage(e2e.browser, e2e.server.url, device);
    const { page } = guarded;
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL("**/blog");
    await page.getByRole("heading", { level: 1, name: BLOG_CAROUSEL_TITLE }).waitFor();
    const posts = page.getByRole("article");
    await posts.first().waitFor();
    expect(await posts.count()).toBe(SEED_BLOG_POSTS.length);
    await settle(page);
    await saveScreenshot(page, `blog-${device}`);

    const post = SEED_BLOG_POSTS[0] as (typeof SEED_BLOG_POSTS)[number];
    await page.getByRole("link", { name: post.title }).click();
    await page.waitForURL(`**/blog/${post.slug}`);
    await page.getByRole("heading", { level: 1, name: post.title }).waitFor();
    expect(await page.title()).toBe(`${post.title} | ${PRODUCT_NAME}`);
    for (const paragraph of blogParagraphs(post.body)) await page.getByText(paragraph).waitFor();
    await settle(page);
    await saveScreenshot(page, `blog-post-${device}`);

    // The post's query answers 404 on purpose.
    guarded.allowConsoleError(/status of 404/);
    await page.goto("/blog/no-such-post");
    await page.getByRole("heading", { level: 1, name: "Blog post not found" }).waitFor();
    await page.getByRole("alert").getByText(BLOG_POST_NOT_FOUND).waitFor();
    await page.getByRole("link", { name: "← All posts" }).click();
    await page.waitForURL("**/blog");
    guarded.assertNoProblems();
    await guarded.close();
  });
});

describe("training videos", () => {
  it("play on the pro dashboard from our own site", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    await logInAs(page, DEMO_PRO_MA);
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/videos/")) videoRequests.push(new URL(request.url()).pathname);
    });
    // Four posters and nothing else until a video is played.
    const playButtons = page.getByRole("button", { name: /^Play video: / });
    await playButtons.first().waitFor();
    expect(await playButtons.count()).toBe(4);
    await settle(page);
    expect(videoRequests.every((path) => path.endsWith(".jpg"))).toBe(true);

    await page.getByRole("button", { name: "Play video: Welcome to Primp" }).click();
    const video = page.locator("video");
    // Chromium has decoded enough to play, and the video is a real one of a few seconds.
    await page.waitForFunction(() => (document.querySelector("video")?.readyState ?? 0) >= 2);
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(5);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
      /\/videos\/welcome\.(webm|mp4)$/,
    );
    guarded.assertNoProblems();
    await guarded.close();
  });
});

describe("initials avatars", () => {
  it.each([DEMO_CUSTOMER, DEMO_PRO_MA])("use the brand palette on $email's dashboard", async (account) => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    await logInAs(page, account);
    await page.getByRole("heading", { level: 1, name: /^Welcome, / }).waitFor();
    const colours = await page.evaluate(() => {
      const initials = document.querySelector<HTMLElement>("main .mantine-Avatar-placeholder");
      // Resolve the brand's tints through the browser, so they compare as rgb() strings.
      const probe = document.body.appendChild(document.createElement("span"));
      const resolve = (variable: string) => {
        probe.style.backgroundColor = `var(${variable})`;
        return getComputedStyle(probe).backgroundColor;
      };
      const brand = [resolve("--mantine-color-plum-light"), resolve("--mantine-color-rose-light")];
      probe.remove();
      return { avatar: initials ? getComputedStyle(initials).backgroundColor : null, brand };
    });
    expect(colours.brand).toContain(colours.avatar);
    guarded.assertNoProblems();
    await guarded.close();
  });
});
