// A public photo's variants through the real layers: uploaded over HTTP, made by the variants
// job's own function, then served by /files with the immutable cache and without the EXIF
// (GPS position, orientation) the phone wrote.
import { makeImageVariants } from "@primp/api";
import type { TestServices } from "@primp/api/testing";
import { createBookingRow, createPerson } from "@primp/api/testing/fixtures";
import { VARIANT_FORMATS, VARIANT_MIME_TYPE, variantKey } from "@primp/core";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { appPerTest } from "../testing/app-per-test.ts";
import { sessionCookies, uploadRequest } from "../testing/http-session.ts";

const perTest = appPerTest();
let services: TestServices;
let app: FastifyInstance;
beforeEach(async () => {
  ({ services, app } = await perTest.start());
});

/** A 900 × 600 JPEG as a phone writes it: where it was taken, and "rotate 90° clockwise to view". */
function phonePhoto() {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: "#b03a5b" } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "42/1 21/1 3600/100",
          GPSLongitudeRef: "W",
          GPSLongitude: "71/1 3/1 0/1",
        },
      },
    })
    .toBuffer();
}

async function uploadAvatar(bytes: Buffer) {
  const pro = await createPerson(services, { role: "PRO" });
  const cookies = await sessionCookies(services, pro);
  const response = await app.inject(
    uploadRequest({ cookies, ip: "127.0.0.1" }, { kind: "avatar" }, { name: "me.jpg", bytes }),
  );
  expect(response.statusCode).toBe(200);
  return response.json() as { uploadId: string; url: string };
}

describe("image variants", () => {
  it("the phone photo really carries EXIF (camera, GPS position, orientation), so the next test can fail", async () => {
    const { exif, orientation } = await sharp(await phonePhoto()).metadata();
    expect(orientation).toBe(6);
    expect(exif?.length).toBeGreaterThan(0);
    expect((await sharp(await phonePhoto()).metadata()).exif?.includes(Buffer.from("PhoneMaker"))).toBe(true);
  });

  it("are made once, upright, in every width and format, served immutable and without EXIF", async () => {
    const photo = await phonePhoto();
    const { uploadId, url } = await uploadAvatar(photo);
    const stored = await services.db.upload.findUniqueOrThrow({ where: { id: uploadId } });
    // The upload answered before any variant existed.
    expect(stored).toMatchObject({ variantsMadeAt: null, variantWidths: [] });

    expect(await makeImageVariants(services, uploadId)).toMatch(/^made 6 variants/);
    const made = await services.db.upload.findUniqueOrThrow({ where: { id: uploadId } });
    // Turned upright: the 900 × 600 sensor image is a 600 × 900 portrait.
    expect(made).toMatchObject({ width: 600, height: 900, variantWidths: [320, 600] });
    expect(made.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(await makeImageVariants(services, uploadId)).toBe("already made");

    for (const width of made.variantWidths) {
      for (const format of VARIANT_FORMATS) {
        const variantUrl = services.storage.publicUrl(variantKey(made.path, width, format));
        const response = await app.inject({ url: variantUrl });
        expect(response.statusCode, variantUrl).toBe(200);
        expect(response.headers["content-type"]).toBe(VARIANT_MIME_TYPE[format]);
        expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const served = await sharp(response.rawPayload).metadata();
        expect(served.format === "heif" ? "avif" : served.format).toBe(format);
        expect(served.width).toBe(width);
        expect(served.exif).toBeUndefined();
        expect(served.orientation).toBeUndefined();
      }
    }

    // The original's own URL stays readable, so it is rewritten without its metadata too.
    const original = await app.inject({ url });
    expect(original.headers["content-type"]).toBe("image/jpeg");
    const originalMeta = await sharp(original.rawPayload).metadata();
    expect(originalMeta.exif).toBeUndefined();
    expect({ width: originalMeta.width, height: originalMeta.height }).toEqual({ width: 600, height: 900 });
  });

  it("a booking's photo's variants are as private as the photo", async () => {
    const customer = await createPerson(services);
    const pro = await createPerson(services, { role: "PRO" });
    const booking = await createBookingRow(services, { customer, status: "ACCEPTED", assignedProId: pro.id });
    const uploaded = await app.inject(
      uploadRequest(
        { cookies: await sessionCookies(services, pro), ip: "127.0.0.1" },
        { kind: "submission", bookingId: booking.id },
        { name: "look.jpg", bytes: await phonePhoto() },
      ),
    );
    const { uploadId } = uploaded.json() as { uploadId: string };
    await makeImageVariants(services, uploadId);
    const { path } = await services.db.upload.findUniqueOrThrow({ where: { id: uploadId } });
    const variantUrl = services.storage.publicUrl(variantKey(path, 320, "webp"));
    expect((await app.inject({ url: variantUrl })).statusCode).toBe(404);
    const stranger = await createPerson(services);
    expect((await app.inject({ url: variantUrl, cookies: await sessionCookies(services, stranger) })).statusCode).toBe(
      404,
    );
    const asCustomer = await app.inject({ url: variantUrl, cookies: await sessionCookies(services, customer) });
    expect(asCustomer.statusCode).toBe(200);
    expect(asCustomer.headers["cache-control"]).toBe("private, no-cache");
  });

  it("replacing the avatar removes the old one's variants", async () => {
    const pro = await createPerson(services, { role: "PRO" });
    const cookies = await sessionCookies(services, pro);
    const send = async () =>
      (
        await app.inject(
          uploadRequest(
            { cookies, ip: "127.0.0.1" },
            { kind: "avatar" },
            { name: "me.jpg", bytes: await phonePhoto() },
          ),
        )
      ).json() as { uploadId: string; url: string };
    const first = await send();
    await makeImageVariants(services, first.uploadId);
    const firstPath = (await services.db.upload.findUniqueOrThrow({ where: { id: first.uploadId } })).path;
    const firstVariant = variantKey(firstPath, 320, "avif");
    expect(await services.storage.exists(firstVariant)).toBe(true);
    await send();
    expect(await services.storage.exists(firstVariant)).toBe(false);
  });
});
