// Abuse that needs no hole, only repetition: filling the disk with uploads, flooding a
// customer's inbox by accepting and releasing their booking, and shutting sign-up for everyone
// from a few dozen addresses. Each is capped, over HTTP.
import { rateLimitRules, TOO_MANY_ATTEMPTS } from "@primp/api";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { createBookingRow, createPerson, mailTo } from "@primp/api/testing/fixtures";
import { MAX_UPLOAD_BYTES } from "@primp/core";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import {
  anonymousAt,
  type HttpCaller,
  listProcedures,
  signedIn,
  TINY_PNG,
  trpcError,
  trpcRequest,
  uploadRequest,
} from "../testing/http-session.ts";

const {
  RELEASES_PER_BOOKING,
  RELEASES_PER_PRO,
  SIGN_UPS_EVERYWHERE,
  SIGN_UPS_PER_ADDRESS,
  UPLOAD_BYTES_PER_USER,
  UPLOADS_PER_USER,
} = rateLimitRules;
const APP_URL = "https://primp.test";
const PROCEDURE_TYPES = new Map(listProcedures().map(({ path, type }) => [path, type]));

let services: TestServices;
let app: FastifyInstance;
beforeEach(async () => {
  services = await createTestServices({ NODE_ENV: "production", APP_URL });
  app = await buildApp({ services });
});
afterEach(async () => {
  await app.close();
  await services.close();
});

function call(procedure: string, input: unknown, caller: HttpCaller) {
  return app.inject(
    trpcRequest(procedure, PROCEDURE_TYPES.get(procedure) ?? "mutation", input, caller, { origin: APP_URL }),
  );
}

const uploadAvatar = (caller: HttpCaller, bytes: Buffer = TINY_PNG) =>
  app.inject(
    uploadRequest(caller, { kind: "avatar" }, { name: "me.png", type: "image/png", bytes }, { origin: APP_URL }),
  );

/** A PNG as large as uploads may be: the real header, then padding. */
const largestPng = () => Buffer.concat([TINY_PNG, Buffer.alloc(MAX_UPLOAD_BYTES - TINY_PNG.length - 1024)]);

describe("uploads", () => {
  it("keep only the avatar in use: each replaced one is deleted from storage and the records", async () => {
    const user = await createPerson(services);
    const caller = await signedIn(services, user, "203.0.113.30");
    const urls: string[] = [];
    for (let n = 0; n < 4; n++) {
      const response = await uploadAvatar(caller);
      expect(response.statusCode).toBe(200);
      urls.push(response.json().url);
    }
    const keys = urls.map((url) => url.replace(/^\/files\//, ""));
    expect(await Promise.all(keys.map((key) => services.storage.exists(key)))).toEqual([false, false, false, true]);
    expect(await services.db.upload.findMany({ select: { path: true } })).toEqual([{ path: keys[3] }]);
    expect((await services.db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl).toBe(urls[3]);
  });

  it("keep only the highlight in use in its slot: the replaced one is deleted, the other slots are kept", async () => {
    const pro = await createPerson(services, { role: "PRO" });
    const caller = await signedIn(services, pro, "203.0.113.31");
    const uploadHighlight = async (slot: string) => {
      const response = await app.inject(
        uploadRequest(
          caller,
          { kind: "highlight", slot },
          { name: "h.png", type: "image/png", bytes: TINY_PNG },
          {
            origin: APP_URL,
          },
        ),
      );
      expect(response.statusCode).toBe(200);
      return response.json().url.replace(/^\/files\//, "") as string;
    };
    const first = await uploadHighlight("1");
    const other = await uploadHighlight("2");
    const replacement = await uploadHighlight("1");
    expect(await Promise.all([first, other, replacement].map((key) => services.storage.exists(key)))).toEqual([
      false,
      true,
      true,
    ]);
    const kept = await services.db.upload.findMany({ select: { path: true }, orderBy: { path: "asc" } });
    expect(kept.map((row) => row.path).sort()).toEqual([other, replacement].sort());
    const profile = await services.db.proProfile.findUniqueOrThrow({ where: { userId: pro.id } });
    expect([profile.highlight1Url, profile.highlight2Url]).toEqual([`/files/${replacement}`, `/files/${other}`]);
  });

  it(`are limited to ${UPLOADS_PER_USER.limit} an hour per user, then 429 with nothing stored`, async () => {
    const caller = await signedIn(services, await createPerson(services), "203.0.113.31");
    for (let n = 0; n < UPLOADS_PER_USER.limit; n++) expect((await uploadAvatar(caller)).statusCode).toBe(200);
    const refused = await uploadAvatar(caller);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { message: TOO_MANY_ATTEMPTS } });
    expect(await services.db.upload.count()).toBe(1);
    // Someone else still uploads.
    const other = await signedIn(services, await createPerson(services), "203.0.113.31");
    expect((await uploadAvatar(other)).statusCode).toBe(200);
  });

  it(`stop at ${UPLOAD_BYTES_PER_USER.limit / 1024 / 1024} MB a day per user, replaced images included`, async () => {
    const caller = await signedIn(services, await createPerson(services), "203.0.113.32");
    const bytes = largestPng();
    const allowed = Math.floor(UPLOAD_BYTES_PER_USER.limit / bytes.length);
    for (let n = 0; n < allowed; n++) expect((await uploadAvatar(caller, bytes)).statusCode).toBe(200);
    const refused = await uploadAvatar(caller, bytes);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toMatch(/try again tomorrow/);
  });
});

describe("releasing accepted bookings", () => {
  it(`is limited to ${RELEASES_PER_BOOKING.limit} per booking a day, which caps the customer's e-mails`, async () => {
    const pro = await createPerson(services, { role: "PRO", state: "MA" });
    const caller = await signedIn(services, pro, "203.0.113.33");
    const booking = await createBookingRow(services, { state: "MA" });
    for (let round = 0; round < RELEASES_PER_BOOKING.limit; round++) {
      expect((await call("pro.acceptBooking", { bookingId: booking.id }, caller)).statusCode).toBe(200);
      expect((await call("pro.releaseBooking", { bookingId: booking.id }, caller)).statusCode).toBe(200);
    }
    expect((await call("pro.acceptBooking", { bookingId: booking.id }, caller)).statusCode).toBe(200);
    const refused = await call("pro.releaseBooking", { bookingId: booking.id }, caller);
    expect(refused.statusCode).toBe(429);
    expect(await mailTo(services, booking.email)).toHaveLength(2 * RELEASES_PER_BOOKING.limit + 1);
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("ACCEPTED");
  });

  it(`is limited to ${RELEASES_PER_PRO.limit} per pro a day, across bookings`, async () => {
    const pro = await createPerson(services, { role: "PRO", state: "MA" });
    const caller = await signedIn(services, pro, "203.0.113.34");
    for (let n = 0; n <= RELEASES_PER_PRO.limit; n++) {
      const booking = await createBookingRow(services, { state: "MA", status: "ACCEPTED", assignedProId: pro.id });
      const response = await call("pro.releaseBooking", { bookingId: booking.id }, caller);
      expect(response.statusCode).toBe(n < RELEASES_PER_PRO.limit ? 200 : 429);
    }
  });
});

describe("the shared sign-up budget", () => {
  let sequence = 0;
  const signUpFrom = (ip: string) => {
    sequence++;
    const password = "a long enough password";
    const person = { firstName: "Sam", lastName: "Script", phone: "212-555-0100", email: `sam${sequence}@example.com` };
    return call("auth.signUp", { ...person, password, confirmPassword: password }, anonymousAt(ip));
  };

  it("counts addresses, not sign-ups: one address spending its own budget takes one place in it", async () => {
    // The shared counter two places short of full, as that many addresses leave it this hour.
    const key = SIGN_UPS_EVERYWHERE.key({ ip: "198.51.100.70", user: null }, {});
    await services.db.rateLimit.create({
      data: { key, count: SIGN_UPS_EVERYWHERE.limit - 2, windowStart: new Date() },
    });

    for (let n = 0; n < SIGN_UPS_PER_ADDRESS.limit; n++) {
      expect((await signUpFrom("198.51.100.71")).statusCode).toBe(200);
    }
    expect((await signUpFrom("198.51.100.71")).statusCode).toBe(429);
    expect((await signUpFrom("198.51.100.72")).statusCode).toBe(200);
    expect((await services.db.rateLimit.findUniqueOrThrow({ where: { key } })).count).toBe(SIGN_UPS_EVERYWHERE.limit);

    // Full: a new address is refused, each time (a refusal does not count it in), ...
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await signUpFrom("198.51.100.73");
      expect(refused.statusCode).toBe(429);
      expect(trpcError(refused)).toMatchObject({ message: TOO_MANY_ATTEMPTS });
    }
    // ...while an address already counted this hour carries on within its own budget.
    expect((await signUpFrom("198.51.100.72")).statusCode).toBe(200);
    expect(await services.db.user.count()).toBe(SIGN_UPS_PER_ADDRESS.limit + 2);
  });
});
