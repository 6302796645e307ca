// Site images in a real browser: an administrator on a phone uploads a hero photo on the Site
// images page and chooses its focal point; the home page then shows it as a responsive
// <picture> (AVIF and WebP sources with srcset) once its variants are made.
import { Readable } from "node:stream";
import { makeImageVariants, saveUpload } from "@primp/api";
import { siteImageSlot } from "@primp/core";
import { DEMO_ADMIN } from "@primp/db";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type Device, type GuardedPage, openPage, saveScreenshot, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();

/** A page signed in as the demo administrator. */
async function adminPage(device: Device): Promise<GuardedPage> {
  const { services } = e2e.server;
  const admin = await services.db.user.findUniqueOrThrow({ where: { email: DEMO_ADMIN.email } });
  const session = await services.auth.createSession(admin.id, {});
  const guarded = await openPage(e2e.browser, e2e.server.url, device);
  await guarded.context.addCookies([
    { name: services.auth.sessionCookieName, value: session.id, url: e2e.server.url, httpOnly: true },
  ]);
  return guarded;
}

/** A landscape "photo" with shapes, as a camera would send a JPEG. */
const heroPhoto = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: "#5b2a4a" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="900"><circle cx="1150" cy="420" r="260" fill="#e86a89"/><rect x="80" y="620" width="500" height="160" fill="#f4c7d3"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

describe("site images", () => {
  it("an administrator on a phone places the hero photo; the home page shows it with srcset", async () => {
    const guarded = await adminPage("phone");
    const { page } = guarded;
    await page.goto("/site-images");
    const hero = page.getByRole("article", { name: "Home page hero" });
    await hero.getByText("Design", { exact: true }).waitFor();
    const chooser = page.waitForEvent("filechooser");
    await hero.getByRole("button", { name: "Upload a photo" }).click();
    await (await chooser).setFiles({ name: "hero.jpg", mimeType: "image/jpeg", buffer: await heroPhoto() });
    await hero.getByText("Photo", { exact: true }).waitFor();
    await page.getByText("The photo is placed: Home page hero.").waitFor();

    // The job the upload queued, run now rather than waited for (it is idempotent).
    const { services } = e2e.server;
    const placed = await services.db.siteImage.findUniqueOrThrow({ where: { slot: "hero" } });
    const upload = await services.db.upload.findFirstOrThrow({
      where: { path: placed.imageUrl.replace("/files/", "") },
    });
    await makeImageVariants(services, upload.id);

    // The focal point: a click on the photo's right third.
    await page.reload();
    const picker = hero.getByRole("button", { name: /choose the point to keep in view/ });
    const box = await picker.boundingBox();
    if (!box) throw new Error("The photo is not shown");
    const saved = page.waitForResponse((response) => response.url().includes("admin.setSiteImageFocalPoint"));
    await picker.click({ position: { x: box.width * 0.75, y: box.height * 0.5 } });
    expect((await saved).status()).toBe(200);
    await expect
      .poll(async () => (await services.db.siteImage.findUniqueOrThrow({ where: { slot: "hero" } })).focalX)
      .toBeGreaterThanOrEqual(70);
    await saveScreenshot(page, "site-images-phone");

    await page.goto("/");
    const section = page.getByRole("region", { name: "Book a beauty professional" });
    const avif = section.locator('source[type="image/avif"]');
    await avif.waitFor({ state: "attached" });
    expect(await avif.getAttribute("srcset")).toMatch(
      /\/files\/variants\/site\/hero\/[^ ]+\/320\.avif 320w, .*1280\.avif 1280w/,
    );
    const img = section.locator("picture img");
    expect(await img.getAttribute("sizes")).toBe("100vw");
    expect(await img.getAttribute("loading")).toBe("eager");
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    // The phone took a narrow variant, not the largest.
    const chosen = await img.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(chosen).toMatch(/\/files\/variants\/site\/hero\/.+\/(320|640|1280)\.(avif|webp|jpg)$/);
    await saveScreenshot(page, "home-hero-photo-phone");
    guarded.assertNoProblems();
    await guarded.close();

    const desktop = await adminPage("desktop");
    // A service's photo: above its page's sections, server-rendered with its variants.
    await desktop.page.goto("/site-images");
    const silkPress = desktop.page.getByRole("article", { name: "Silk Press (Hair)" });
    const serviceChooser = desktop.page.waitForEvent("filechooser");
    await silkPress.getByRole("button", { name: "Upload a photo" }).click();
    await (await serviceChooser).setFiles({ name: "silk.jpg", mimeType: "image/jpeg", buffer: await heroPhoto() });
    await silkPress.getByText("Photo", { exact: true }).waitFor();
    const silkPressId = (await services.db.service.findUniqueOrThrow({ where: { name: "Silk Press" } })).id;
    const servicePhoto = await services.db.siteImage.findUniqueOrThrow({ where: { slot: `service/${silkPressId}` } });
    const serviceUpload = await services.db.upload.findFirstOrThrow({
      where: { path: servicePhoto.imageUrl.replace("/files/", "") },
    });
    await makeImageVariants(services, serviceUpload.id);
    const servicePage = await e2e.browser.newPage({ viewport: { width: 375, height: 812 } });
    await servicePage.goto(`${e2e.server.url}/services/silk-press`);
    const pictured = servicePage.locator('picture source[type="image/webp"]').first();
    await pictured.waitFor({ state: "attached" });
    expect(await pictured.getAttribute("srcset")).toContain("/files/variants/site/service-");
    await saveScreenshot(servicePage, "service-page-photo-phone");
    await servicePage.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(servicePage, "service-page-photo-desktop");
    await servicePage.close();

    await desktop.page.goto("/site-images");
    await desktop.page.getByRole("article", { name: "Home page hero" }).getByText("Photo", { exact: true }).waitFor();
    await saveScreenshot(desktop.page, "site-images-desktop");
    await desktop.page.goto("/");
    await desktop.page.locator("picture img").first().waitFor();
    await saveScreenshot(desktop.page, "home-hero-photo-desktop");
    desktop.assertNoProblems();
    await desktop.close();
  });

  it("shows a testimonial's placed photo beside its author", async () => {
    const { services } = e2e.server;
    const admin = await services.db.user.findUniqueOrThrow({ where: { email: DEMO_ADMIN.email } });
    const { uploadId } = await saveUpload(
      services,
      admin,
      { kind: "site", place: siteImageSlot.testimonial(1) },
      { fileName: "ada.jpg", stream: Readable.from([await heroPhoto()]) },
    );
    await makeImageVariants(services, uploadId);
    await services.db.testimonial.createMany({
      data: [
        {
          quote: "On time, kind, and my braids lasted six weeks.",
          author: "Ada L.",
          location: "Boston, MA",
          sortOrder: 0,
        },
        { quote: "The easiest wedding morning I could have asked for.", author: "Grace H.", sortOrder: 1 },
      ],
    });
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    await guarded.page.goto("/");
    await guarded.page.getByRole("heading", { level: 2, name: "Kind words" }).scrollIntoViewIfNeeded();
    const testimonials = guarded.page.getByRole("region", { name: "What our customers say" });
    const first = testimonials.getByRole("group", { name: /^1 of \d+$/ });
    await first.waitFor();
    const photo = first.locator("figcaption picture img");
    await expect.poll(() => photo.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(await photo.getAttribute("alt")).toBe("");
    // The others have none placed: their captions carry no picture.
    expect(
      await guarded.page
        .getByRole("group", { name: /^2 of \d+$/ })
        .locator("figcaption picture")
        .count(),
    ).toBe(0);
    await saveScreenshot(first, "home-testimonial-photo-phone");
    guarded.assertNoProblems();
    await guarded.close();
  });
});
