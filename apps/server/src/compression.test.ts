// Compression over HTTP through the whole app: tRPC's JSON compressed for browsers that take
// it, the live stream never (each event must reach the browser as it is written).
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createTestServices, type TestServices } from "@primp/api/testing";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";

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
