import { createTestServices, type TestServices } from "@primp/api/testing";
import { createBookingRow, createPerson } from "@primp/api/testing/fixtures";
import { startTestS3Server, type TestS3Server } from "@primp/storage/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { sessionCookies, TINY_PNG } from "../testing/http-session.ts";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

/** A PNG large enough for ranges to matter: the real header, then numbered padding. */
const PHOTO = Buffer.concat([TINY_PNG, Buffer.from(Array.from({ length: 4000 }, (_, n) => n % 251))]);

describe.each([
  { store: "local disk", kind: "local", env: (): Record<string, string> => ({}) },
  { store: "S3 (s3rver)", kind: "s3", env: (): Record<string, string> => s3.env },
])("GET /files on $store", ({ kind, env }) => {
  let services: TestServices;
  let app: FastifyInstance;
  beforeEach(async () => {
    services = await createTestServices(env());
    app = await buildApp({ services });
  });
  afterEach(async () => {
    await app.close();
    await services.close();
  });

  /** A booking's photo in storage, as the pro's upload leaves it; answers its URL and who is who. */
  async function bookingPhoto() {
    const customer = await createPerson(services);
    const pro = await createPerson(services, { role: "PRO" });
    const booking = await createBookingRow(services, { customer, status: "COMPLETED", assignedProId: pro.id });
    const key = `submissions/${customer.id}/1700000000000-abcdef-look.png`;
    await services.storage.put(key, PHOTO);
    const url = services.storage.publicUrl(key);
    await services.db.booking.update({ where: { id: booking.id }, data: { customerPhotoUrl: url } });
    return { url, customer, pro };
  }

  async function avatar() {
    const key = "avatars/someone/1700000000000-abcdef-me.png";
    await services.storage.put(key, PHOTO);
    return services.storage.publicUrl(key);
  }

  it("serves a public image whole, with its length, version and a cache-forever policy", async () => {
    expect(services.storage.kind).toBe(kind);
    const response = await app.inject({ url: await avatar() });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PHOTO)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(PHOTO.length),
      "cache-control": "public, max-age=31536000, immutable",
      "accept-ranges": "bytes",
      "content-disposition": "inline",
      "x-content-type-options": "nosniff",
    });
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(String(response.headers["last-modified"]))).toBeGreaterThan(0);
    const head = await app.inject({ method: "HEAD", url: await avatar() });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(PHOTO.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it("answers 304 with no body when the browser's copy is current, and the file when it is not", async () => {
    const url = await avatar();
    const { etag, "last-modified": lastModified } = (await app.inject({ url })).headers;
    const current = await app.inject({ url, headers: { "if-none-match": String(etag) } });
    expect(current.statusCode).toBe(304);
    expect(current.rawPayload.length).toBe(0);
    expect(current.headers.etag).toBe(etag);
    expect((await app.inject({ url, headers: { "if-none-match": `"other", ${etag}` } })).statusCode).toBe(304);
    expect((await app.inject({ url, headers: { "if-modified-since": String(lastModified) } })).statusCode).toBe(304);
    const stale = await app.inject({ url, headers: { "if-none-match": '"an-older-version"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(PHOTO)).toBe(true);
    const before = new Date(Date.parse(String(lastModified)) - 60_000).toUTCString();
    expect((await app.inject({ url, headers: { "if-modified-since": before } })).statusCode).toBe(200);
  });

  it("serves one byte range with 206, still typed by the file's first bytes", async () => {
    const url = await avatar();
    const middle = await app.inject({ url, headers: { range: "bytes=100-199" } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers).toMatchObject({
      "content-range": `bytes 100-199/${PHOTO.length}`,
      "content-length": "100",
      "content-type": "image/png",
    });
    expect(middle.rawPayload.equals(PHOTO.subarray(100, 200))).toBe(true);
    const tail = await app.inject({ url, headers: { range: "bytes=-10" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(PHOTO.subarray(-10))).toBe(true);
    const open = await app.inject({ url, headers: { range: `bytes=${PHOTO.length - 3}-` } });
    expect(open.headers["content-range"]).toBe(`bytes ${PHOTO.length - 3}-${PHOTO.length - 1}/${PHOTO.length}`);
  });

  it("answers 416 for a range outside the file, and the whole file when If-Range names another version", async () => {
    const url = await avatar();
    for (const range of [`bytes=${PHOTO.length}-`, "bytes=50-10", "bytes=-0"]) {
      const refused = await app.inject({ url, headers: { range } });
      expect(refused.statusCode).toBe(416);
      expect(refused.headers["content-range"]).toBe(`bytes */${PHOTO.length}`);
    }
    const { etag } = (await app.inject({ url })).headers;
    const whole = await app.inject({ url, headers: { range: "bytes=0-9", "if-range": '"an-older-version"' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(PHOTO.length);
    const part = await app.inject({ url, headers: { range: "bytes=0-9", "if-range": String(etag) } });
    expect(part.statusCode).toBe(206);
  });

  it("keeps a booking's photo private: its viewers only, on every read, never in a shared cache", async () => {
    const { url, customer, pro } = await bookingPhoto();
    const customerCookies = await sessionCookies(services, customer);
    const served = await app.inject({ url, cookies: customerCookies });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("private, no-cache");
    expect(served.rawPayload.equals(PHOTO)).toBe(true);
    expect((await app.inject({ url, cookies: await sessionCookies(services, pro) })).statusCode).toBe(200);

    // Neither a known version nor a range gets a stranger anything but the missing-file answer.
    const { etag } = served.headers;
    const stranger = await sessionCookies(services, await createPerson(services));
    for (const headers of [{}, { "if-none-match": String(etag) }, { range: "bytes=0-9" }]) {
      expect((await app.inject({ url, cookies: stranger, headers })).statusCode).toBe(404);
      expect((await app.inject({ url, headers })).statusCode).toBe(404);
    }
    // The customer revalidates and is told their copy is current.
    const revalidated = await app.inject({ url, cookies: customerCookies, headers: { "if-none-match": String(etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it("answers 404 for a file that is not there", async () => {
    expect((await app.inject({ url: "/files/avatars/someone/none.png" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/files/avatars/someone" })).statusCode).toBe(404);
  });
});
