// The demo's sample pictures through the real layers: seeded with the demo accounts, stored,
// given their variants, listed by the public procedures and served by /files; nothing without
// the demo accounts; nothing more on a second run, or when two runs start at once.
import { buffer } from "node:stream/consumers";
import { makeImageVariants, sampleArtSvg, seedDemoImages } from "@primp/api";
import { createTestClient, type TestServices } from "@primp/api/testing";
import { VARIANT_FORMATS, VARIANT_MIME_TYPE, variantKey } from "@primp/core";
import { seedDatabase } from "@primp/db";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { appPerTest } from "./testing/app-per-test.ts";

const perTest = appPerTest();
let services: TestServices;
let app: FastifyInstance;
beforeEach(async () => {
  ({ services, app } = await perTest.start());
});

/** Variants made at once, as `pnpm db:seed` does (the server queues the images.variants job instead). */
const inline = { makeVariants: (uploadId: string) => makeImageVariants(services, uploadId) };

const NOTHING_DONE = { profilePhotos: 0, looks: 0, siteImages: 0, variants: 0 };

/** Variants only asked for, as the server queues them: the ids asked for, in order. */
function queued() {
  const asked: string[] = [];
  return { asked, makeVariants: async (uploadId: string) => asked.push(uploadId) };
}

const seed = (demoAccounts: boolean) =>
  seedDatabase(services.db, { hashPassword: async () => "not a real hash", demoAccounts });

async function storedKeys() {
  const keys: string[] = [];
  for await (const file of services.storage.list()) keys.push(file.key);
  return keys;
}

/** Everything the demo images write: rows and stored files. */
async function footprint() {
  const [uploads, siteImages, bookings, reviews, avatars, files] = await Promise.all([
    services.db.upload.count(),
    services.db.siteImage.count(),
    services.db.booking.count(),
    services.db.review.count(),
    services.db.user.count({ where: { avatarUrl: { not: null } } }),
    storedKeys(),
  ]);
  return { uploads, siteImages, bookings, reviews, avatars, files: files.length };
}

// Drawing and encoding some forty images takes seconds, more on a busy machine.
describe("the demo's sample pictures", { timeout: 90_000 }, () => {
  it("give each demo pro a photo, Jasmine a look book and the home page placed photos, all with variants", async () => {
    await seed(true);
    const summary = await seedDemoImages(services, inline);
    expect(summary).toMatchObject({ profilePhotos: 2, looks: 3, siteImages: 3, variants: 8 });

    const uploads = await services.db.upload.findMany();
    expect(uploads).toHaveLength(8);
    for (const upload of uploads) {
      expect(upload.variantsMadeAt, upload.path).not.toBeNull();
      expect(upload.variantWidths.length, upload.path).toBeGreaterThan(1);
      expect(upload.placeholder).toMatch(/^data:image\/webp;base64,/);
      // Every variant is served, in its own type.
      for (const width of upload.variantWidths) {
        for (const format of VARIANT_FORMATS) {
          const response = await app.inject({
            url: services.storage.publicUrl(variantKey(upload.path, width, format)),
          });
          expect(response.statusCode, `${upload.path} ${width} ${format}`).toBe(200);
          expect(response.headers["content-type"]).toBe(VARIANT_MIME_TYPE[format]);
        }
      }
    }

    const anonymous = createTestClient(services).caller;
    const jasmine = await anonymous.pro.publicPage({ slug: "jasmine-carter" });
    expect(jasmine.avatar?.widths.length).toBeGreaterThan(1);
    expect(jasmine.looks.map((look) => look.serviceName).sort()).toEqual(["Blowout", "Silk Press", "Updo"]);
    for (const look of jasmine.looks) expect(look.photo?.placeholder).toMatch(/^data:image\/webp/);
    // Three visible reviews: the rating is public.
    expect(jasmine.reviews).toHaveLength(3);
    expect(jasmine.rating).not.toBeNull();
    const priya = await anonymous.pro.publicPage({ slug: "priya-shah" });
    expect(priya.avatar?.widths.length).toBeGreaterThan(1);
    expect(priya.looks).toEqual([]);

    // A look is a consented result photo, readable by anyone (signed out) like the page that shows it.
    const lookUrl = jasmine.looks[0]?.photo?.url ?? "";
    expect((await app.inject({ url: lookUrl })).statusCode).toBe(200);

    const silkPress = await anonymous.storefront.servicePage({ slug: "silk-press" });
    expect(silkPress.looks.map((look) => look.serviceName)).toEqual(["Silk Press"]);
    expect(silkPress.siteImage?.image.widths.length).toBeGreaterThan(1);
    const home = await anonymous.storefront.homeImages();
    expect(home.hero?.image.widths).toEqual([320, 640, 1280]);
    const cards = await anonymous.storefront.homeServices();
    const pictured = cards.filter((card) => card.photo?.widths.length);
    expect(pictured.map((card) => card.name)).toEqual(expect.arrayContaining(["Silk Press", "Glam Makeup"]));
  });

  it("say on their face that they are sample work, and what they stand for", async () => {
    const svg = sampleArtSvg({
      kind: "look",
      width: 960,
      height: 1200,
      title: "Silk Press",
      caption: "Demo look",
      tone: 1,
    });
    expect(svg).toContain(">SAMPLE<");
    expect(svg).toContain(">Sample: Silk Press<");
    await seed(true);
    await seedDemoImages(services, queued());
    const look = await services.db.upload.findFirstOrThrow({
      where: { kind: "submission", path: { contains: "silk-press" } },
    });
    const original = await sharp(await buffer(await services.storage.read(look.path))).metadata();
    expect(original).toMatchObject({ format: "jpeg", width: 960, height: 1200 });
  });

  it("are not made without the demo accounts", async () => {
    await seed(false);
    const before = await footprint();
    expect(await seedDemoImages(services, inline)).toMatchObject(NOTHING_DONE);
    expect(await footprint()).toEqual(before);
    expect(before.files).toBe(0);
  });

  it("add nothing on a second run, nor when two runs start at once", async () => {
    await seed(true);
    await Promise.all([seedDemoImages(services, inline), seedDemoImages(services, inline)]);
    const once = await footprint();
    expect(once).toMatchObject({ uploads: 8, siteImages: 3, bookings: 3, reviews: 3, avatars: 2 });
    // Each upload's original and its variants (two or three widths, three formats).
    expect(once.files).toBeGreaterThan(8 * 6);
    expect(await seedDemoImages(services, inline)).toMatchObject(NOTHING_DONE);
    expect(await footprint()).toEqual(once);
  });

  it("keep an administrator's removal of a site image, and a pro's own photo", async () => {
    await seed(true);
    const own = "/files/avatars/own/1-abc-me.jpg";
    await services.db.user.update({ where: { email: "pro.ma@primp.local" }, data: { avatarUrl: own } });
    expect(await seedDemoImages(services, queued())).toMatchObject({ profilePhotos: 1 });
    const jasmine = await services.db.user.findUniqueOrThrow({ where: { email: "pro.ma@primp.local" } });
    expect(jasmine.avatarUrl).toBe(own);
    await services.db.siteImage.deleteMany({ where: { slot: "hero" } });
    await seedDemoImages(services, queued());
    expect(await services.db.siteImage.count({ where: { slot: "hero" } })).toBe(0);
  });

  it("hand every picture still without variants on, on every start, until they are made", async () => {
    await seed(true);
    const first = queued();
    await seedDemoImages(services, first);
    expect(first.asked).toHaveLength(8);
    // Stopped before the job ran: the next start asks again (the job's singleton key makes it one job).
    const second = queued();
    expect(await seedDemoImages(services, second)).toMatchObject({ profilePhotos: 0, looks: 0, siteImages: 0 });
    expect(second.asked.sort()).toEqual([...first.asked].sort());
    for (const uploadId of first.asked) await makeImageVariants(services, uploadId);
    const third = queued();
    await seedDemoImages(services, third);
    expect(third.asked).toEqual([]);
  });
});
