import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { SIGN_UP_INPUT } from "@primp/api/testing/fixtures";
import { errorBody, MAX_BATCH_SIZE, signupSuccess } from "@primp/core";
import type { FastifyInstance } from "fastify";
import superjson from "superjson";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { NO_SUCH_ATTACHMENT } from "./routes/dev.ts";

let services: TestServices;
let app: FastifyInstance;
let webDistDir: string;

beforeEach(async () => {
  services = await createTestServices();
  webDistDir = mkdtempSync(path.join(tmpdir(), "primp-web-"));
  mkdirSync(path.join(webDistDir, "assets"));
  writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><title>Primp</title>");
  app = await buildApp({ services, webDistDir });
});
afterEach(async () => {
  await app.close();
  await services.close();
});

const mutation = (url: string, input: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(superjson.serialize(input)),
  });

describe("HTTP server", () => {
  it("answers /healthz while the process is alive", async () => {
    const response = await app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it("signs up over /trpc with an httpOnly SameSite session cookie that authenticates later calls", async () => {
    const response = await mutation("/trpc/auth.signUp", SIGN_UP_INPUT);
    expect(response.statusCode).toBe(200);
    expect(superjson.deserialize(response.json().result.data)).toEqual({ message: signupSuccess("grace@example.com") });
    const cookie = response.cookies.find((c) => c.name === "primp_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const session = await app.inject({ url: "/trpc/auth.session", cookies: { primp_session: cookie?.value ?? "" } });
    expect(superjson.deserialize<{ user: { email: string } }>(session.json().result.data).user.email).toBe(
      "grace@example.com",
    );
    expect(response.headers["x-request-id"]).toBeTruthy();
  });

  it("answers bad input with a 400 and a sentence, not a 500", async () => {
    const response = await mutation("/trpc/auth.signUp", { ...SIGN_UP_INPUT, confirmPassword: "nope" });
    expect(response.statusCode).toBe(400);
    const error = superjson.deserialize<{ message: string; data: { zodError: { fieldErrors: object } } }>(
      response.json().error,
    );
    expect(error.message).toBe("Passwords do not match");
    expect(error.data.zodError.fieldErrors).toEqual({ confirmPassword: ["Passwords do not match"] });
    expect(await services.db.user.count()).toBe(0);
  });

  it("refuses a batch of more calls than the web app ever sends", async () => {
    const batch = (size: number) => {
      const paths = Array.from({ length: size }, () => "content.testimonials").join(",");
      return app.inject({ url: `/trpc/${paths}?batch=1&input=${encodeURIComponent("{}")}` });
    };
    expect((await batch(MAX_BATCH_SIZE)).statusCode).toBe(200);
    expect((await batch(MAX_BATCH_SIZE + 1)).statusCode).toBe(400);
  });

  it("refuses a mutation from a foreign Origin", async () => {
    const response = await mutation("/trpc/auth.signUp", SIGN_UP_INPUT, { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(await services.db.user.count()).toBe(0);
  });

  it("refuses anonymous callers of admin procedures with 401", async () => {
    const response = await app.inject({ url: "/trpc/admin.overview" });
    expect(response.statusCode).toBe(401);
  });

  it("sends security headers and falls back to index.html for client-side routes only", async () => {
    const page = await app.inject({ url: "/booking-confirmation?id=abc" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Primp</title>");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect((await app.inject({ url: "/trpc/nope.nothing" })).statusCode).toBe(404);
    // Encoded, so the dots reach the route instead of being resolved by the URL parser.
    expect((await app.inject({ url: "/files/..%2F..%2Fetc%2Fpasswd" })).statusCode).toBe(404);
  });

  it("lists sent mail on the dev mailbox with working links", async () => {
    await mutation("/trpc/auth.signUp", SIGN_UP_INPUT);
    const page = await app.inject({ url: "/dev/mailbox" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<a href="http:\/\/primp\.test\/verify-email\?token=[a-z0-9]+">/);
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });

  it("shows an e-mail's HTML part in a sandboxed frame, escaped into srcdoc, its text part a click away", async () => {
    await mutation("/trpc/auth.signUp", { ...SIGN_UP_INPUT, firstName: "D'Arcy" });
    const page = await app.inject({ url: "/dev/mailbox" });
    const frame =
      /<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="HTML part" srcdoc="([^"]*)"><\/iframe>/.exec(
        page.body,
      );
    expect(frame?.[1]).toMatch(/^&lt;!DOCTYPE html&gt;/);
    // Escaped twice: once by the e-mail, once into the attribute.
    expect(frame?.[1]).toContain("Hi D&amp;#x27;Arcy,");
    expect(page.body).toContain("<details open><summary>Text part</summary><pre>");
  });

  it("links and serves a message's attachments on the dev mailbox", async () => {
    const ics = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n";
    const { id } = await services.mail.send({
      to: "guest@example.com",
      subject: "Invite",
      text: "See the file",
      attachments: [
        {
          name: "invite.ics",
          contentType: "text/calendar; method=REQUEST",
          contentBase64: Buffer.from(ics).toString("base64"),
        },
      ],
    });
    const page = await app.inject({ url: "/dev/mailbox" });
    expect(page.body).toContain(`href="/dev/mailbox/${id}/attachments/0" download="invite.ics"`);
    const file = await app.inject({ url: `/dev/mailbox/${id}/attachments/0` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/calendar; method=REQUEST");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="invite.ics"');
    expect(file.body).toBe(ics);
    const missing = await app.inject({ url: `/dev/mailbox/${id}/attachments/1` });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 404,
      body: errorBody(NO_SUCH_ATTACHMENT),
    });
  });
});

// Compression over HTTP through the whole app: tRPC's JSON compressed for browsers that take
// it, the live stream never (each event must reach the browser as it is written).
/** The home page's testimonials: JSON well over the plugin's 1 KiB threshold once there are a dozen. */
const batchUrl = () => "/trpc/content.testimonials";

describe("response compression", () => {
  it("sends tRPC's JSON brotli-compressed, or gzipped, to browsers that take it", async () => {
    await services.db.testimonial.createMany({
      data: Array.from({ length: 12 }, (_, index) => ({
        quote: "My stylist came to the hotel on time and the whole wedding party was ready early.",
        author: `Guest ${index}`,
        location: "Austin, TX",
        sortOrder: index,
      })),
    });
    const plain = await app.inject({ url: batchUrl() });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await app.inject({ url: batchUrl(), headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const gzip = await app.inject({ url: batchUrl(), headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("leaves the live subscriptions alone, refusals included", async () => {
    const refused = await app.inject({ url: "/trpc/live.offers", headers: { "accept-encoding": "gzip, br" } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });
});
