// What reaches the process before any procedure runs: the request log keeps no secrets and
// writes one line per request, absurdly nested JSON is refused before it is parsed, and the
// production build's source maps are not published.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPerson, issueOneTimeToken } from "@primp/api/testing/fixtures";
import { BOOKING_LINK_NOT_VALID, BOOKING_NOT_FOUND } from "@primp/core";
import { describe, expect, it } from "vitest";
import { JSON_TOO_DEEP, MAX_JSON_DEPTH, nestsDeeperThan } from "../json-depth.ts";
import { appPerTest } from "../testing/app-per-test.ts";
import { trpcMutation, trpcQuery } from "../testing/trpc-http.ts";

const served = appPerTest();

function webDist() {
  const dir = mkdtempSync(path.join(tmpdir(), "primp-web-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Primp</title>");
  writeFileSync(path.join(dir, "assets/app.js"), "console.log('primp')");
  writeFileSync(path.join(dir, "assets/app.js.map"), '{"version":3,"sources":["secret.ts"]}');
  return dir;
}

async function start(options: { logLines?: string[] } = {}) {
  const lines = options.logLines;
  return served.start(
    { NODE_ENV: "production", APP_URL: "https://primp.test" },
    {
      webDistDir: webDist(),
      ...(lines ? { logger: { stream: { write: (line: string) => void lines.push(line) } } } : {}),
    },
  );
}

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("request log", () => {
  it("writes one line per request, without the tokens of e-mailed links or any cookie", async () => {
    const lines: string[] = [];
    const { app: server } = await start({ logLines: lines });
    const secrets = ["resettoken0123456789", "verifytoken987654321", "sessionsecretvalue"];
    await server.inject({ url: `/reset-password?token=${secrets[0]}&next=%2Fdashboard` });
    await server.inject({
      url: `/verify-email?token=${secrets[1]}`,
      headers: { cookie: `primp_session=${secrets[2]}` },
    });
    await server.inject({ url: "/healthz", headers: { authorization: `Bearer ${secrets[2]}` } });

    const records = lines.map((line) => JSON.parse(line));
    expect(records.filter((record) => record.msg === "request")).toHaveLength(3);
    expect(records).toHaveLength(3);
    expect(records[0]).toMatchObject({
      method: "GET",
      url: "/reset-password?token=%5Bredacted%5D&next=%2Fdashboard",
      status: 200,
    });
    for (const secret of secrets) expect(lines.join("\n")).not.toContain(secret);
  });

  it("keeps every input field named like a secret out of the log, whatever the procedure", async () => {
    const lines: string[] = [];
    const { app: server } = await start({ logLines: lines });
    const secrets = ["linktoken0123456789", "pi_secret_abcdefghij", "hunter2hunter2"];
    const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    // A single query, and a batch whose second call carries nested secrets (superjson's wrapper).
    await server.inject({ url: `/trpc/review.linkedBooking?input=${input({ json: { token: secrets[0] } })}` });
    await server.inject({
      url: `/trpc/booking.catalogue,booking.confirmation?batch=1&input=${input({
        1: { json: { bookingId: "booking-1", clientSecret: secrets[1], login: { password: secrets[2] } } },
      })}`,
    });

    const urls = lines.map((line) => JSON.parse(line).url as string);
    expect(urls).toHaveLength(2);
    for (const secret of secrets) expect(lines.join("\n")).not.toContain(secret);
    // What is not secret stays readable, to tell one request from another.
    expect(new URL(urls[1] ?? "", "http://log").searchParams.get("input")).toBe(
      JSON.stringify({
        1: { json: { bookingId: "booking-1", clientSecret: "[redacted]", login: { password: "[redacted]" } } },
      }),
    );
  });

  it("keeps the token of a real set-password link out of the log", async () => {
    const lines: string[] = [];
    const { app: server, services } = await start({ logLines: lines });
    const pro = await createPerson(services, { role: "PRO" });
    const token = await issueOneTimeToken(services.db, pro.id, "SET_PASSWORD");
    // The link as the welcome e-mail carries it (applicants.ts), followed from the mail.
    const response = await server.inject({ url: `/reset-password?token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(lines.join("\n")).not.toContain(token);
    expect(JSON.parse(lines.at(-1) ?? "{}")).toMatchObject({ url: "/reset-password?token=%5Bredacted%5D" });
  });
});

describe("procedures that take a secret", () => {
  // The /rate link's token and a booking's client secret are credentials: in a GET they would
  // sit in the URL, which logs, proxies and browser history keep.
  const secretInputs = {
    "review.linkedBooking": { input: { token: "a".repeat(43) }, refusal: BOOKING_LINK_NOT_VALID },
    "booking.confirmation": {
      input: { bookingId: "no-such-booking", clientSecret: "pi_x_secret_y" },
      refusal: BOOKING_NOT_FOUND,
    },
  };

  it("are not answered over GET, only with the secret in a POST body", async () => {
    const { app: server } = await start();
    for (const [path, { input, refusal }] of Object.entries(secretInputs)) {
      expect((await trpcQuery(server, path, input)).status, path).toBe(405);
      const posted = await trpcMutation(server, path, input);
      expect({ path, message: posted.error?.message }).toEqual({ path, message: refusal });
    }
  });
});

describe("deeply nested JSON", () => {
  it("is measured in one pass that ignores brackets inside strings", () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: "[".repeat(500), quote: '\\"[[[' }))).toBe(false);
  });

  it("is refused with a sentence in a body and in a tRPC query's input, and the server keeps serving", async () => {
    const { app: server } = await start();
    const body = await server.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json" },
      payload: nested(300_000),
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ error: { message: JSON_TOO_DEEP } });

    const query = await server.inject({ url: `/trpc/quote.compute?input=${encodeURIComponent(nested(1_000))}` });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ error: { message: JSON_TOO_DEEP } });

    const ordinary = await server.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ json: { email: "nobody@example.com", password: "wrong" } }),
    });
    expect(ordinary.statusCode).toBe(401);
  });
});

describe("the production web app", () => {
  it("serves its scripts but not their source maps", async () => {
    const { app: server } = await start();
    expect((await server.inject({ url: "/assets/app.js" })).statusCode).toBe(200);
    const map = await server.inject({ url: "/assets/app.js.map" });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain("secret.ts");
  });
});
