import { createTestServices, type TestServices } from "@primp/api/testing";
import { createBookingRow, createPerson } from "@primp/api/testing/fixtures";
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from "@primp/core";
import type { User } from "@primp/db";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { sessionCookies, TINY_PNG, uploadRequest } from "../testing/http-session.ts";
import { trpcQuery } from "../testing/trpc-http.ts";
import { UPLOAD_LOGIN_REQUIRED } from "./uploads.ts";

let services: TestServices;
let app: FastifyInstance;
beforeEach(async () => {
  services = await createTestServices();
  app = await buildApp({ services });
});
afterEach(async () => {
  await app.close();
  await services.close();
});

function upload(
  cookies: Record<string, string>,
  fields: Record<string, string>,
  file: { name: string; type?: string; bytes: Buffer },
  headers: Record<string, string> = {},
) {
  return app.inject(uploadRequest({ cookies, ip: "127.0.0.1" }, fields, file, headers));
}

async function acceptedBooking() {
  const customer = await createPerson(services);
  const pro = await createPerson(services, { role: "PRO" });
  const booking = await createBookingRow(services, { customer, status: "ACCEPTED", assignedProId: pro.id });
  return { customer, pro, booking };
}

describe("POST /uploads: photo of finished work", () => {
  it("takes a TINY_PNG named .txt as an image because of its bytes, stores it in the customer's folder", async () => {
    const { customer, pro, booking } = await acceptedBooking();
    const response = await upload(
      await sessionCookies(services, pro),
      { kind: "submission", bookingId: booking.id },
      {
        name: "My Look.txt",
        type: "text/plain",
        bytes: TINY_PNG,
      },
    );
    expect(response.statusCode).toBe(200);
    const { url, uploadId } = response.json();
    expect(url).toMatch(new RegExp(`^/files/submissions/${customer.id}/\\d{13}-[0-9a-f]{6}-[^/]*\\.png$`));

    const row = await services.db.upload.findUniqueOrThrow({ where: { id: uploadId } });
    expect(row).toMatchObject({
      ownerId: pro.id,
      kind: "submission",
      mimeType: "image/png",
      sizeBytes: TINY_PNG.length,
    });
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).customerPhotoUrl).toBe(url);

    const served = await app.inject({ url, cookies: await sessionCookies(services, customer) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(await services.db.mailMessage.count({ where: { to: booking.email, tag: "photo-ready" } })).toBe(1);
  });

  it("shows the photo to the booking's customer, its pro and admins only", async () => {
    const { customer, pro, booking } = await acceptedBooking();
    const uploaded = await upload(
      await sessionCookies(services, pro),
      { kind: "submission", bookingId: booking.id },
      { name: "look.png", bytes: TINY_PNG },
    );
    const { url } = uploaded.json();
    const statusFor = async (user: Pick<User, "id"> | null) =>
      (await app.inject({ url, cookies: user ? await sessionCookies(services, user) : {} })).statusCode;
    expect(await statusFor(customer)).toBe(200);
    expect(await statusFor(pro)).toBe(200);
    expect(await statusFor(await createPerson(services, { role: "ADMIN" }))).toBe(200);
    // Everyone else gets the answer a missing file gets.
    expect(await statusFor(null)).toBe(404);
    expect(await statusFor(await createPerson(services))).toBe(404);
    expect(await statusFor(await createPerson(services, { role: "PRO" }))).toBe(404);
  });

  it("shows a guest booking's photo to the customer who signed up with its e-mail, as the dashboard does", async () => {
    const pro = await createPerson(services, { role: "PRO" });
    const booking = await createBookingRow(services, {
      email: "kim@example.com",
      status: "COMPLETED",
      assignedProId: pro.id,
    });
    const uploaded = await upload(
      await sessionCookies(services, pro),
      { kind: "submission", bookingId: booking.id },
      { name: "look.png", bytes: TINY_PNG },
    );
    const { url } = uploaded.json();
    const seenBy = async (user: Pick<User, "id">) => {
      const cookies = await sessionCookies(services, user);
      const dashboard = await trpcQuery<{ items: { id: string; customerPhotoUrl: string | null }[] }>(
        app,
        "account.bookings",
        { tab: "past", page: 1 },
        cookies,
      );
      const details = await trpcQuery(app, "account.bookingDetails", { bookingId: booking.id }, cookies);
      return {
        dashboard: dashboard.data?.items.map((row) => row.customerPhotoUrl),
        details: details.status,
        photo: (await app.inject({ url, cookies })).statusCode,
      };
    };
    // Until the address is proved, the booking is not theirs anywhere.
    const unproved = await createPerson(services, { email: "kim@example.com" });
    expect(await seenBy(unproved)).toEqual({ dashboard: [], details: 404, photo: 404 });
    await services.db.user.update({ where: { id: unproved.id }, data: { emailVerifiedAt: new Date() } });
    expect(await seenBy(unproved)).toEqual({ dashboard: [url], details: 200, photo: 200 });
  });

  it("refuses a text file named .jpg", async () => {
    const { pro, booking } = await acceptedBooking();
    const response = await upload(
      await sessionCookies(services, pro),
      { kind: "submission", bookingId: booking.id },
      {
        name: "photo.jpg",
        type: "image/jpeg",
        bytes: Buffer.from("<script>alert(1)</script>"),
      },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toMatch(/image file/);
    expect(await services.db.upload.count()).toBe(0);
  });

  it("refuses a file over the size limit", async () => {
    const { pro, booking } = await acceptedBooking();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await upload(
      await sessionCookies(services, pro),
      { kind: "submission", bookingId: booking.id },
      {
        name: "big.png",
        bytes: big,
      },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(UPLOAD_TOO_LARGE);
    expect(await services.db.upload.count()).toBe(0);
    // Streamed to storage until it passed the limit, then removed.
    for await (const file of services.storage.list()) expect.unreachable(`${file.key} was left behind`);
  });

  it("refuses a path-traversal file name", async () => {
    const { pro, booking } = await acceptedBooking();
    const cookies = await sessionCookies(services, pro);
    for (const name of ["../../etc/passwd.png", "..\\..\\evil.png", "a/b.png"]) {
      const response = await upload(cookies, { kind: "submission", bookingId: booking.id }, { name, bytes: TINY_PNG });
      expect(response.statusCode, name).toBe(400);
    }
    expect(await services.db.upload.count()).toBe(0);
  });

  it("lets only the booking's assigned pro upload its photo", async () => {
    const { customer, booking } = await acceptedBooking();
    const otherPro = await createPerson(services, { role: "PRO" });
    const admin = await createPerson(services, { role: "ADMIN" });
    for (const person of [customer, otherPro, admin]) {
      const response = await upload(
        await sessionCookies(services, person),
        { kind: "submission", bookingId: booking.id },
        {
          name: "x.png",
          bytes: TINY_PNG,
        },
      );
      expect(response.statusCode, person.role).toBe(403);
    }
    const anonymous = await upload(
      {},
      { kind: "submission", bookingId: booking.id },
      { name: "x.png", bytes: TINY_PNG },
    );
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(UPLOAD_LOGIN_REQUIRED);
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).customerPhotoUrl).toBeNull();
  });

  it("refuses a photo for a booking no pro has accepted, and a post from another site", async () => {
    const pro = await createPerson(services, { role: "PRO" });
    const pending = await createBookingRow(services);
    const cookies = await sessionCookies(services, pro);
    const response = await upload(
      cookies,
      { kind: "submission", bookingId: pending.id },
      { name: "x.png", bytes: TINY_PNG },
    );
    expect(response.statusCode).toBe(403);
    const { pro: assigned, booking } = await acceptedBooking();
    const foreign = await upload(
      await sessionCookies(services, assigned),
      { kind: "submission", bookingId: booking.id },
      { name: "x.png", bytes: TINY_PNG },
      { origin: "https://evil.example" },
    );
    expect(foreign.statusCode).toBe(403);
  });
});

describe("POST /uploads: avatars and highlights", () => {
  it("sets the uploader's own avatar, under their folder", async () => {
    const customer = await createPerson(services);
    const response = await upload(
      await sessionCookies(services, customer),
      { kind: "avatar" },
      { name: "me.png", bytes: TINY_PNG },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(new RegExp(`^/files/avatars/${customer.id}/`));
    expect((await services.db.user.findUniqueOrThrow({ where: { id: customer.id } })).avatarUrl).toBe(
      response.json().url,
    );
    // Avatars are public, like the profiles that show them.
    expect((await app.inject({ url: response.json().url })).statusCode).toBe(200);
  });

  it("sets a pro's highlight slot and refuses highlights from customers or bad slots", async () => {
    const pro = await createPerson(services, { role: "PRO" });
    const cookies = await sessionCookies(services, pro);
    const response = await upload(cookies, { kind: "highlight", slot: "2" }, { name: "h.png", bytes: TINY_PNG });
    expect(response.statusCode).toBe(200);
    const profile = await services.db.proProfile.findUniqueOrThrow({ where: { userId: pro.id } });
    expect(profile).toMatchObject({ highlight1Url: null, highlight2Url: response.json().url, highlight3Url: null });

    expect(
      (await upload(cookies, { kind: "highlight", slot: "4" }, { name: "h.png", bytes: TINY_PNG })).statusCode,
    ).toBe(400);
    const customer = await createPerson(services);
    const refused = await upload(
      await sessionCookies(services, customer),
      { kind: "highlight", slot: "1" },
      {
        name: "h.png",
        bytes: TINY_PNG,
      },
    );
    expect(refused.statusCode).toBe(403);
  });
});
