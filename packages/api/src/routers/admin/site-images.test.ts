// Site images: administrators upload a photo into a place (the upload pipeline: type proven by
// the bytes, size capped), set its focal point, replace and remove it; the public pages read it.
import { Readable } from "node:stream";
import {
  FOCAL_POINT_INVALID,
  MAX_UPLOAD_BYTES,
  SITE_IMAGE_NOT_FOUND,
  SITE_IMAGE_SUBJECT_NOT_FOUND,
  SITE_IMAGES_ADMINS_ONLY,
  type SiteImagePlace,
  siteImageSlot,
  UPLOAD_NOT_AN_IMAGE,
  UPLOAD_TOO_LARGE,
} from "@primp/core";
import type { User } from "@primp/db";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeImageVariants } from "../../domain/image-variants.ts";
import { saveUpload } from "../../domain/uploads.ts";
import { personWithCaller } from "../../testing/fixtures.ts";
import { createTestClient } from "../../testing/index.ts";
import { seededWorldPerTest } from "../../testing/seeded-world.ts";

const world = seededWorldPerTest();

const photo = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: "#7a2e5a" } })
    .jpeg()
    .toBuffer();

const place = (uploader: User, slot: string, bytes: Buffer, fileName = "hero.jpg") =>
  saveUpload(world.services, uploader, { kind: "site", place: slot }, { fileName, stream: Readable.from([bytes]) });

async function admin() {
  return personWithCaller(world.services, { role: "ADMIN" });
}

const silkPress = async () => (await world.catalogue.service("Silk Press")).id;

describe("placing a site image", () => {
  it("an administrator places the hero; the home page reads it with its variants once they are made", async () => {
    const { user } = await admin();
    const { url, uploadId } = await place(user, siteImageSlot.hero(), await photo());
    expect(url).toMatch(/^\/files\/site\/hero\/\d{13}-[0-9a-f]{6}-hero\.jpg$/);

    const before = await createTestClient(world.services).caller.storefront.homeImages();
    expect(before.hero).toMatchObject({ image: { url, widths: [] }, focalPoint: { x: 50, y: 50 } });

    await makeImageVariants(world.services, uploadId);
    const after = await createTestClient(world.services).caller.storefront.homeImages();
    expect(after.hero?.image).toMatchObject({ url, width: 800, height: 500, widths: [320, 640, 800] });
    expect(after.testimonials).toEqual([null, null, null]);
  });

  it("is for administrators only, told in a sentence", async () => {
    for (const role of ["CUSTOMER", "PRO"] as const) {
      const { user } = await personWithCaller(world.services, { role });
      await expect(place(user, siteImageSlot.hero(), await photo())).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: SITE_IMAGES_ADMINS_ONLY,
      });
    }
    expect(await world.services.db.siteImage.count()).toBe(0);
    expect(await world.services.db.upload.count()).toBe(0);
  });

  it("refuses bytes that are not an image and a file over the size limit, each with a sentence", async () => {
    const { user } = await admin();
    await expect(
      place(user, siteImageSlot.hero(), Buffer.from("<svg onload=alert(1)>"), "hero.jpg"),
    ).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: UPLOAD_NOT_AN_IMAGE,
    });
    const tooLarge = Buffer.concat([await photo(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    await expect(place(user, siteImageSlot.hero(), tooLarge)).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: UPLOAD_TOO_LARGE,
    });
    expect(await world.services.db.siteImage.count()).toBe(0);
  });

  it("refuses a service that is not in the catalogue", async () => {
    const { user } = await admin();
    await expect(place(user, siteImageSlot.service("no-such-service"), await photo())).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: SITE_IMAGE_SUBJECT_NOT_FOUND,
    });
  });

  it("a service's photo is its home card's and its page's picture, ahead of any look", async () => {
    const { user } = await admin();
    const { url } = await place(user, siteImageSlot.service(await silkPress()), await photo());
    const anonymous = createTestClient(world.services).caller;
    const card = (await anonymous.storefront.homeServices()).find((service) => service.name === "Silk Press");
    expect(card).toMatchObject({ photoUrl: url, photo: { url }, photoFrom: "site", focalPoint: { x: 50, y: 50 } });
    const page = await anonymous.storefront.servicePage({ slug: "silk-press" });
    expect(page.siteImage?.image.url).toBe(url);
    expect(page.imageUrl).toBe(url);
  });
});

describe("focal point, replacing and removing", () => {
  it("stores the focal point as percents, and refuses a point outside the image with a sentence", async () => {
    const { user, caller } = await admin();
    await place(user, siteImageSlot.hero(), await photo());
    await caller.admin.setSiteImageFocalPoint({ slot: "hero", x: 30, y: 75 });
    expect((await createTestClient(world.services).caller.storefront.homeImages()).hero?.focalPoint).toEqual({
      x: 30,
      y: 75,
    });
    for (const point of [
      { x: 101, y: 50 },
      { x: -1, y: 50 },
      { x: 20.5, y: 50 },
    ]) {
      await expect(caller.admin.setSiteImageFocalPoint({ slot: "hero", ...point })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringContaining(FOCAL_POINT_INVALID),
      });
    }
    await expect(caller.admin.setSiteImageFocalPoint({ slot: "testimonial/2", x: 1, y: 1 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: SITE_IMAGE_NOT_FOUND,
    });
  });

  it("replacing deletes the old photo and its variants and recentres; removing empties the place", async () => {
    const { user, caller } = await admin();
    const first = await place(user, siteImageSlot.hero(), await photo());
    await makeImageVariants(world.services, first.uploadId);
    await caller.admin.setSiteImageFocalPoint({ slot: "hero", x: 10, y: 90 });
    const firstKey = first.url.replace("/files/", "");
    const second = await place(user, siteImageSlot.hero(), await photo());
    expect(await world.services.storage.exists(firstKey)).toBe(false);
    expect(await world.services.storage.exists(`variants/${firstKey}/320.webp`)).toBe(false);
    const places = await caller.admin.siteImages();
    const hero = places.find((entry) => entry.slot === "hero");
    expect(hero?.placed).toMatchObject({ image: { url: second.url }, focalPoint: { x: 50, y: 50 } });
    // Every place is listed: the hero, each live service and city, three testimonials.
    const count = (kind: SiteImagePlace) => places.filter((entry) => entry.place === kind).length;
    expect(count("service")).toBe(await world.services.db.service.count({ where: { live: true } }));
    expect(count("testimonial")).toBe(3);

    await caller.admin.removeSiteImage({ slot: "hero" });
    expect((await createTestClient(world.services).caller.storefront.homeImages()).hero).toBeNull();
    expect(await world.services.storage.exists(second.url.replace("/files/", ""))).toBe(false);
    await expect(caller.admin.removeSiteImage({ slot: "hero" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
