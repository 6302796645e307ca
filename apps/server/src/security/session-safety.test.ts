// Sessions and web safety over HTTP, with the server configured for production: cookie
// attributes, session ids rotated at login and revoked at log-out and password change,
// cross-site requests refused, login and reset rate limited per account and per address,
// security headers, no internals in error bodies, and uploads served only as what they are.
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { rateLimitRules, SOMETHING_WENT_WRONG, TOO_MANY_ATTEMPTS } from "@primp/api";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { APPLICATION_INPUT, createPerson, mailTo } from "@primp/api/testing/fixtures";
import type { Db, Sql, User } from "@primp/db";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { FOREIGN_ORIGIN } from "../routes/trpc.ts";
import { databaseFingerprint } from "../testing/db-fingerprint.ts";
import {
  anonymousAt,
  type HttpCaller,
  listProcedures,
  logIn,
  sessionCookieOf,
  signedIn,
  TINY_PNG,
  trpcError,
  trpcRequest,
  uploadRequest,
} from "../testing/http-session.ts";

const {
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  RESET_PER_ACCOUNT,
  RESET_PER_ADDRESS,
  SIGN_UPS_EVERYWHERE,
  SIGN_UPS_PER_ADDRESS,
} = rateLimitRules;
const APP_URL = "https://primp.test";
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";
const PROCEDURE_TYPES = new Map(listProcedures().map(({ path, type }) => [path, type]));

let webDistDir: string;
let services: TestServices;
let app: FastifyInstance;

beforeAll(() => {
  webDistDir = mkdtempSync(path.join(tmpdir(), "primp-web-"));
  writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><title>Primp</title>");
});
beforeEach(async () => {
  services = await createTestServices({ NODE_ENV: "production", APP_URL });
  app = await buildApp({ services, webDistDir });
});
afterEach(async () => {
  await app.close();
  await services.close();
});

/** A tRPC call as the web app makes it from its own pages (same Origin). */
function call(procedure: string, input: unknown, caller: HttpCaller) {
  const type = PROCEDURE_TYPES.get(procedure);
  if (!type) throw new Error(`No procedure ${procedure}`);
  return app.inject(trpcRequest(procedure, type, input, caller, { origin: APP_URL }));
}

/** 200 while the caller's session is alive, 401 once it is not. */
async function authedStatus(caller: HttpCaller) {
  return (await call("account.bookings", { tab: "current" }, caller)).statusCode;
}

function withSessionOf(response: LightMyRequestResponse, caller: HttpCaller): HttpCaller {
  const cookie = sessionCookieOf(response, services);
  if (!cookie?.value) throw new Error(`No session cookie in the answer: ${response.statusCode} ${response.body}`);
  return { ...caller, cookies: { [cookie.name]: cookie.value } };
}

const personWithPassword = () => createPerson(services, { password: PASSWORD });
const logInAs = (user: User, ip: string) =>
  logIn(app, services, { email: user.email, password: PASSWORD }, anonymousAt(ip));

describe("session cookie", () => {
  it("is httpOnly, Secure and SameSite=Lax for the whole site, and a planted id is replaced at login", async () => {
    const user = await personWithPassword();
    const planted: HttpCaller = { cookies: { primp_session: "chosen-by-an-attacker" }, ip: "203.0.113.1" };
    const response = await call("auth.login", { email: user.email, password: PASSWORD }, planted);
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response, services);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(cookie?.value).not.toBe("chosen-by-an-attacker");
    expect(await services.db.session.count({ where: { id: "chosen-by-an-attacker" } })).toBe(0);
  });

  it("is stored only as a hash: the database never holds the cookie's value, and a row's id is no cookie", async () => {
    const user = await personWithPassword();
    const browser = await logInAs(user, "203.0.113.9");
    const cookieValue = Object.values(browser.cookies)[0] ?? "";
    const rows = await services.db.session.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(cookieValue);
    expect(rows[0]?.id).toBe(createHash("sha256").update(cookieValue).digest("hex"));
    expect(JSON.stringify(await services.db.session.findMany())).not.toContain(cookieValue);
    const thief: HttpCaller = { cookies: { [services.auth.sessionCookieName]: rows[0]?.id ?? "" }, ip: "203.0.113.10" };
    expect(await authedStatus(thief)).toBe(401);
    expect(await authedStatus(browser)).toBe(200);
  });

  it("gets a new id at every login, and the id from before no longer works", async () => {
    const user = await personWithPassword();
    const before = await logInAs(user, "203.0.113.2");
    const again = await call("auth.login", { email: user.email, password: PASSWORD }, before);
    const after = withSessionOf(again, before);
    expect(after.cookies).not.toEqual(before.cookies);
    expect(await authedStatus(before)).toBe(401);
    expect(await authedStatus(after)).toBe(200);
  });

  it("is revoked on the server at log-out: the old cookie then gets 401", async () => {
    const user = await personWithPassword();
    const browser = await logInAs(user, "203.0.113.3");
    const response = await call("auth.logout", undefined, browser);
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response, services)).toMatchObject({ value: "", httpOnly: true, secure: true });
    expect(await authedStatus(browser)).toBe(401);
    expect(await services.db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("is revoked everywhere when the password is reset from an e-mailed link", async () => {
    const user = await personWithPassword();
    const laptop = await logInAs(user, "203.0.113.4");
    const phone = await logInAs(user, "203.0.113.5");
    const visitor = anonymousAt("203.0.113.6");
    expect((await call("auth.requestPasswordReset", { email: user.email }, visitor)).statusCode).toBe(200);
    const [mail] = (await mailTo(services, user.email)).filter((message) => message.tag === "reset-password");
    const token = /\/reset-password\?token=([a-z0-9]+)/.exec(mail?.text ?? "")?.[1];
    const reset = await call(
      "auth.resetPassword",
      { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      visitor,
    );
    expect(reset.statusCode).toBe(200);
    expect(await authedStatus(laptop)).toBe(401);
    expect(await authedStatus(phone)).toBe(401);
    expect(await authedStatus(withSessionOf(reset, visitor))).toBe(200);
  });

  it("is revoked everywhere, and replaced here, when the password is changed on the profile", async () => {
    const user = await personWithPassword();
    const laptop = await logInAs(user, "203.0.113.7");
    const phone = await logInAs(user, "203.0.113.8");
    const change = await call(
      "account.updateProfile",
      { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      laptop,
    );
    expect(change.statusCode).toBe(200);
    const rotated = withSessionOf(change, laptop);
    expect(rotated.cookies).not.toEqual(laptop.cookies);
    expect(await authedStatus(laptop)).toBe(401);
    expect(await authedStatus(phone)).toBe(401);
    expect(await authedStatus(rotated)).toBe(200);
  });
});

describe("cross-site requests", () => {
  it("are refused with 403 on every mutation before it runs: nothing changes and the session lives on", async () => {
    const admin = await signedIn(services, await createPerson(services, { role: "ADMIN" }), "203.0.113.9");
    const before = await databaseFingerprint(services.db);
    const mutations = listProcedures().filter(({ type }) => type === "mutation");
    // "null" is what a sandboxed frame or a data: page sends; the look-alike host ends with ours.
    for (const origin of ["https://evil.example", "null", "https://primp.test.evil.example"]) {
      for (const { path: procedure } of mutations) {
        const response = await app.inject(trpcRequest(procedure, "mutation", {}, admin, { origin }));
        expect(response.statusCode, `${procedure} from ${origin}`).toBe(403);
        expect(response.json()).toEqual({ error: { message: FOREIGN_ORIGIN } });
      }
    }
    expect(await databaseFingerprint(services.db)).toBe(before);
    expect(await authedStatus(admin)).toBe(200);
  });

  it("cannot run a mutation as a GET, which SameSite=Lax cookies would accompany from a link", async () => {
    const user = await personWithPassword();
    const browser = await logInAs(user, "203.0.113.10");
    const response = await app.inject({ method: "GET", url: "/trpc/auth.logout", cookies: browser.cookies });
    expect(response.statusCode).toBe(405);
    expect(await authedStatus(browser)).toBe(200);
  });
});

function expectTooManyAttempts(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(trpcError(response)).toMatchObject({ message: TOO_MANY_ATTEMPTS, data: { code: "TOO_MANY_REQUESTS" } });
}

/** `count` failed logins from `ip`, each on an address no account has. */
async function failedLoginsFrom(count: number, ip: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < count; attempt++) {
    const caller = anonymousAt(ip);
    const input = { email: `nobody${attempt}@example.com`, password: "a guess" };
    const response = await app.inject(
      trpcRequest("auth.login", "mutation", input, caller, { ...headers, origin: APP_URL }),
    );
    expect(response.statusCode).toBe(401);
  }
}

describe("rate limits", () => {
  it(`login: ${LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit} failures on an account from one address, then 429 there; its owner still gets in from elsewhere`, async () => {
    const victim = await personWithPassword();
    const attacker = anonymousAt("198.51.100.66");
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit; attempt++) {
      const response = await call("auth.login", { email: victim.email, password: `guess ${attempt}` }, attacker);
      expect(response.statusCode).toBe(401);
    }
    expectTooManyAttempts(await call("auth.login", { email: victim.email, password: "one more guess" }, attacker));
    expectTooManyAttempts(await call("auth.login", { email: victim.email, password: PASSWORD }, attacker));
    const owner = anonymousAt("198.51.100.200");
    expect((await call("auth.login", { email: victim.email, password: PASSWORD }, owner)).statusCode).toBe(200);
  });

  it("login: failures spread over many addresses never lock the owner out", async () => {
    const victim = await personWithPassword();
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit * 2; attempt++) {
      const response = await call(
        "auth.login",
        { email: victim.email, password: `guess ${attempt}` },
        anonymousAt(`198.51.100.${attempt + 1}`),
      );
      expect(response.statusCode).toBe(401);
    }
    const owner = anonymousAt("198.51.100.200");
    expect((await call("auth.login", { email: victim.email, password: PASSWORD }, owner)).statusCode).toBe(200);
  });

  it("login: a success never counts, however often the owner logs in from one address", async () => {
    const user = await personWithPassword();
    const home = anonymousAt("198.51.100.77");
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit + 2; attempt++) {
      expect((await call("auth.login", { email: user.email, password: PASSWORD }, home)).statusCode).toBe(200);
    }
    // A typo after all those successes is the first failure, not the eleventh.
    expect((await call("auth.login", { email: user.email, password: "typo" }, home)).statusCode).toBe(401);
    expect((await call("auth.login", { email: user.email, password: PASSWORD }, home)).statusCode).toBe(200);
  });

  it("login: an unknown e-mail costs the same password check as a wrong password", async () => {
    const user = await personWithPassword();
    const passwordless = await createPerson(services, {});
    const checks: string[] = [];
    const { verify } = services.passwords;
    services.passwords = {
      ...services.passwords,
      verify: (stored, password) => {
        checks.push(password);
        return verify(stored, password);
      },
    };
    const visitor = anonymousAt("198.51.100.88");
    for (const email of [user.email, "nobody-here@example.com", passwordless.email]) {
      checks.length = 0;
      expect((await call("auth.login", { email, password: "not it" }, visitor)).statusCode).toBe(401);
      expect(checks).toEqual(["not it"]);
    }
  });

  it(`login: ${LOGIN_FAILURES_PER_ADDRESS.limit} failures per address, then 429 from there but not from elsewhere`, async () => {
    const user = await personWithPassword();
    await failedLoginsFrom(LOGIN_FAILURES_PER_ADDRESS.limit, "198.51.100.1");
    const credentials = { email: user.email, password: PASSWORD };
    expectTooManyAttempts(await call("auth.login", credentials, anonymousAt("198.51.100.1")));
    expect((await call("auth.login", credentials, anonymousAt("198.51.100.2"))).statusCode).toBe(200);
  });

  it("counts the socket's address; a client, even on our private network, cannot name its own", async () => {
    const user = await personWithPassword();
    const credentials = { email: user.email, password: PASSWORD };
    const spoofed = (n: number) => ({ "x-forwarded-for": `192.0.2.${n}` });
    for (const peer of ["198.51.100.3", "10.0.0.9", "127.0.0.1"]) {
      await failedLoginsFrom(LOGIN_FAILURES_PER_ADDRESS.limit, peer, spoofed(1));
      expectTooManyAttempts(
        await app.inject(trpcRequest("auth.login", "mutation", credentials, anonymousAt(peer), spoofed(2))),
      );
    }
    // Three addresses' worth of failed logins, each a real scrypt derivation: CPU-bound by design.
  }, 60_000);

  it("takes the client's address from a proxy TRUST_PROXY names, and from no other", async () => {
    await app.close();
    await services.close();
    services = await createTestServices({ NODE_ENV: "production", APP_URL, TRUST_PROXY: "10.0.0.5" });
    app = await buildApp({ services, webDistDir });
    const user = await personWithPassword();
    const credentials = { email: user.email, password: PASSWORD };
    const viaProxy = (client: string) => ({ "x-forwarded-for": `192.0.2.99, ${client}` });
    const proxy = anonymousAt("10.0.0.5");
    await failedLoginsFrom(LOGIN_FAILURES_PER_ADDRESS.limit, proxy.ip, viaProxy("198.51.100.4"));
    expectTooManyAttempts(
      await app.inject(trpcRequest("auth.login", "mutation", credentials, proxy, viaProxy("198.51.100.4"))),
    );
    const otherClient = await app.inject(
      trpcRequest("auth.login", "mutation", credentials, proxy, viaProxy("198.51.100.5")),
    );
    expect(otherClient.statusCode).toBe(200);
    // The neighbour at 10.0.0.6 is no proxy of ours: its header is ignored, its own address counted.
    const neighbour = anonymousAt("10.0.0.6");
    await failedLoginsFrom(LOGIN_FAILURES_PER_ADDRESS.limit, neighbour.ip, viaProxy("198.51.100.6"));
    expectTooManyAttempts(
      await app.inject(trpcRequest("auth.login", "mutation", credentials, neighbour, viaProxy("198.51.100.7"))),
    );
  });

  it(`password reset: ${RESET_PER_ACCOUNT.limit} requests per account from any addresses, then 429 and no more mail`, async () => {
    const victim = await personWithPassword();
    for (let attempt = 0; attempt < RESET_PER_ACCOUNT.limit; attempt++) {
      const response = await call(
        "auth.requestPasswordReset",
        { email: victim.email },
        anonymousAt(`198.51.100.${attempt + 1}`),
      );
      expect(response.statusCode).toBe(200);
    }
    expectTooManyAttempts(
      await call("auth.requestPasswordReset", { email: victim.email }, anonymousAt("198.51.100.200")),
    );
    expect(await services.db.mailMessage.count({ where: { to: victim.email, tag: "reset-password" } })).toBe(
      RESET_PER_ACCOUNT.limit,
    );
  });

  it(`password reset: ${RESET_PER_ADDRESS.limit} requests per address, then 429 from there but not from elsewhere`, async () => {
    const user = await personWithPassword();
    for (let attempt = 0; attempt < RESET_PER_ADDRESS.limit; attempt++) {
      const response = await call(
        "auth.requestPasswordReset",
        { email: `nobody${attempt}@example.com` },
        anonymousAt("198.51.100.1"),
      );
      expect(response.statusCode).toBe(200);
    }
    expectTooManyAttempts(await call("auth.requestPasswordReset", { email: user.email }, anonymousAt("198.51.100.1")));
    expect(
      (await call("auth.requestPasswordReset", { email: user.email }, anonymousAt("198.51.100.2"))).statusCode,
    ).toBe(200);
  });

  const signUpAs = (n: number, ip: string, firstName = "Sam") =>
    call(
      "auth.signUp",
      {
        firstName,
        lastName: "Script",
        phone: "212-555-0100",
        email: `sam${n}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
      anonymousAt(ip),
    );

  it(`sign-up: ${SIGN_UPS_EVERYWHERE.limit} accounts an hour from all addresses together, then 429 from any address`, async () => {
    // The shared counter as that many sign-ups from many addresses leave it, less one, without making them.
    const key = SIGN_UPS_EVERYWHERE.key({ ip: "198.51.100.30", user: null }, {});
    await services.db.rateLimit.create({
      data: { key, count: SIGN_UPS_EVERYWHERE.limit - 1, windowStart: new Date() },
    });
    expect((await signUpAs(200, "198.51.100.31")).statusCode).toBe(200);
    const before = { users: await services.db.user.count(), mail: await services.db.mailMessage.count() };
    expectTooManyAttempts(await signUpAs(201, "198.51.100.32"));
    expectTooManyAttempts(await signUpAs(202, "198.51.100.33"));
    expect({ users: await services.db.user.count(), mail: await services.db.mailMessage.count() }).toEqual(before);
  });

  it("sign-up: an attacker's 60-character first name with a link reaches the mail as a short, harmless greeting", async () => {
    const firstName = "Claim your prize at https://evil.example/win now!!".padEnd(60, "x");
    expect(firstName).toHaveLength(60);
    expect((await signUpAs(300, "198.51.100.40", firstName)).statusCode).toBe(200);
    const [mail] = await mailTo(services, "sam300@example.com");
    const greetingLine = mail?.text.split("\n")[0] ?? "";
    expect(greetingLine).toMatch(/^Hi [\p{L} ]{1,20},$/u);
    for (const part of [mail?.text ?? "", mail?.html ?? ""]) {
      expect(part).not.toContain("evil");
      expect(part).not.toContain("https://evil");
    }
    expect(mail?.html ?? "").not.toMatch(/<a [^>]*evil/);
  });

  it(`sign-up: ${SIGN_UPS_PER_ADDRESS.limit} accounts per address an hour, then 429 with no account and no mail`, async () => {
    for (let n = 0; n < SIGN_UPS_PER_ADDRESS.limit; n++)
      expect((await signUpAs(n, "198.51.100.9")).statusCode).toBe(200);
    const before = { users: await services.db.user.count(), mail: await services.db.mailMessage.count() };
    expectTooManyAttempts(await signUpAs(99, "198.51.100.9"));
    expect({ users: await services.db.user.count(), mail: await services.db.mailMessage.count() }).toEqual(before);
    expect((await signUpAs(100, "198.51.100.10")).statusCode).toBe(200);
  });
});

describe("password links", () => {
  async function resetLinkFor(user: User) {
    expect(
      (await call("auth.requestPasswordReset", { email: user.email }, anonymousAt("203.0.113.20"))).statusCode,
    ).toBe(200);
    const mail = (await mailTo(services, user.email)).filter((message) => message.tag === "reset-password").at(-1);
    const token = /\/reset-password\?token=([a-z0-9]+)/.exec(mail?.text ?? "")?.[1];
    if (!token) throw new Error("no reset link in the mail");
    return token;
  }
  const resetWith = (token: string, password: string) =>
    call("auth.resetPassword", { token, password, confirmPassword: password }, anonymousAt("203.0.113.21"));

  it("are asked for with the same answer and the same work, one e-mail, whether or not the account exists", async () => {
    const user = await personWithPassword();
    const visitor = anonymousAt("203.0.113.24");
    const known = await call("auth.requestPasswordReset", { email: user.email }, visitor);
    const unknown = await call("auth.requestPasswordReset", { email: "nobody-at-all@example.com" }, visitor);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect((await mailTo(services, user.email)).map((mail) => mail.tag)).toEqual(["reset-password"]);
    const [note] = await mailTo(services, "nobody-at-all@example.com");
    expect(note).toMatchObject({ tag: "reset-no-account", status: "SENT" });
    expect(note?.text).toContain(`${APP_URL}/signup`);
    expect(note?.text).not.toMatch(/token=/);
  });

  it("are all spent when one of them resets the password", async () => {
    const user = await personWithPassword();
    const first = await resetLinkFor(user);
    const second = await resetLinkFor(user);
    expect((await resetWith(second, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await resetWith(first, "an attacker's choice")).statusCode).toBe(400);
    expect(
      (await logIn(app, services, { email: user.email, password: NEW_PASSWORD }, anonymousAt("203.0.113.22"))).cookies,
    ).toBeDefined();
  });

  /** An accepted applicant's set-password link (the pro's first password), from the welcome e-mail. */
  async function setPasswordLinkForNewPro() {
    const application = { ...APPLICATION_INPUT, email: "nia@example.com" };
    expect((await call("applicant.submit", application, anonymousAt("203.0.113.30"))).statusCode).toBe(200);
    const applicant = await services.db.applicant.findFirstOrThrow({ where: { email: application.email } });
    const admin = await signedIn(services, await createPerson(services, { role: "ADMIN" }), "203.0.113.31");
    expect((await call("applicant.accept", { applicantId: applicant.id }, admin)).statusCode).toBe(200);
    const welcome = (await mailTo(services, application.email)).find((m) => m.tag === "application-accepted");
    const token = /\/reset-password\?token=([a-z0-9]+)/.exec(welcome?.text ?? "")?.[1];
    if (!token) throw new Error("no set-password link in the welcome mail");
    const pro = await services.db.user.findUniqueOrThrow({ where: { email: application.email } });
    return { token, pro };
  }

  it("include a set-password link, spent when the password is reset", async () => {
    const { token, pro } = await setPasswordLinkForNewPro();
    const reset = await resetLinkFor(pro);
    expect((await resetWith(reset, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await resetWith(token, "an attacker's choice")).statusCode).toBe(400);
  });

  it("include a set-password link, spent when the password is changed on the profile", async () => {
    const { token, pro } = await setPasswordLinkForNewPro();
    // Their own password, set without spending any link.
    await services.db.user.update({
      where: { id: pro.id },
      data: { passwordHash: await services.passwords.hash(PASSWORD) },
    });
    const browser = await logIn(app, services, { email: pro.email, password: PASSWORD }, anonymousAt("203.0.113.32"));
    const change = await call(
      "account.updateProfile",
      { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      browser,
    );
    expect(change.statusCode).toBe(200);
    expect((await resetWith(token, "an attacker's choice")).statusCode).toBe(400);
  });

  it("are all spent when the password is changed on the profile", async () => {
    const user = await personWithPassword();
    const earlier = await resetLinkFor(user);
    const browser = await logInAs(user, "203.0.113.23");
    const change = await call(
      "account.updateProfile",
      { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      browser,
    );
    expect(change.statusCode).toBe(200);
    expect((await resetWith(earlier, "an attacker's choice")).statusCode).toBe(400);
  });
});

describe("security headers", () => {
  it("are sent on pages, API answers, files, refusals and not-found answers", async () => {
    const avatar = "avatars/someone/me.png";
    await services.storage.put(avatar, TINY_PNG);
    const responses = {
      page: await app.inject({ url: "/bookings" }),
      query: await app.inject({ url: "/trpc/auth.session" }),
      unauthorized: await app.inject({ url: "/trpc/admin.overview" }),
      file: await app.inject({ url: `/files/${avatar}` }),
      foreignOrigin: await app.inject(
        trpcRequest("auth.logout", "mutation", undefined, anonymousAt("203.0.113.11"), {
          origin: "https://evil.example",
        }),
      ),
      notFound: await app.inject({ url: "/files/none.png" }),
    };
    for (const [name, { headers }] of Object.entries(responses)) {
      const csp = String(headers["content-security-policy"]);
      expect(csp, name).toContain("default-src 'self'");
      expect(csp, name).toMatch(/frame-ancestors '(self|none)'/);
      expect(csp, name).toContain("object-src 'none'");
      expect(csp, name).toContain("upgrade-insecure-requests");
      expect(csp, name).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers["x-content-type-options"], name).toBe("nosniff");
      expect(headers["x-frame-options"], name).toMatch(/^(SAMEORIGIN|DENY)$/);
      expect(headers["referrer-policy"], name).toMatch(
        /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
      );
      const maxAge = Number(/max-age=(\d+)/.exec(String(headers["strict-transport-security"]))?.[1]);
      expect(maxAge, name).toBeGreaterThanOrEqual(180 * 86_400);
      expect(headers["x-powered-by"], name).toBeUndefined();
    }
  });
});

/** Nothing a stack trace or an error message from below would carry. */
function expectNothingInternal(body: string) {
  expect(body).not.toMatch(/\bat \S+ \(|file:\/\/|node_modules|\/srv\/|EACCES|"stack"/);
}

describe("errors in production", () => {
  const failure = new Error("EACCES: permission denied, open '/srv/primp/secrets/stripe.key'");
  /** A database client (Prisma's or Kysely's) whose every use throws `failure`. */
  const failing = <Client extends object>() =>
    new Proxy({} as Client, {
      get() {
        throw failure;
      },
    });

  it("answer an internal failure in a procedure with the generic sentence, and no stack or path", async () => {
    const user = await createPerson(services);
    const caller = await signedIn(services, user, "203.0.113.12");
    services.db = failing<Db>();
    services.sql = failing<Sql>();
    for (const response of [
      await call("content.testimonials", undefined, caller),
      await call("account.bookings", { tab: "past" }, caller),
    ]) {
      expect(response.statusCode).toBe(500);
      expect(trpcError(response)).toMatchObject({
        message: SOMETHING_WENT_WRONG,
        data: { code: "INTERNAL_SERVER_ERROR" },
      });
      expectNothingInternal(response.body);
    }
  });

  it("answer an internal failure on a plain route the same way", async () => {
    services.storage = {
      ...services.storage,
      stat: async () => ({ sizeBytes: 1, etag: '"1"', modifiedAt: new Date() }),
      read: async () => {
        throw failure;
      },
    };
    const response = await app.inject({ url: "/files/avatars/someone/me.png" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { message: SOMETHING_WENT_WRONG } });
    expectNothingInternal(response.body);
  });

  it("answer refused input without a stack", async () => {
    const response = await call("auth.login", { email: 42 }, anonymousAt("203.0.113.13"));
    expect(response.statusCode).toBe(400);
    expect(trpcError(response)?.data.stack).toBeUndefined();
    expectNothingInternal(response.body);
  });
});

describe("uploads", () => {
  const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"/>');
  const HTML = Buffer.from("<!doctype html><script>fetch('/trpc/auth.session')</script>");

  it("refuse SVG and HTML sent as a PNG, and store nothing", async () => {
    const customer = await signedIn(services, await createPerson(services), "203.0.113.14");
    for (const bytes of [SVG, HTML]) {
      const response = await app.inject(
        uploadRequest(customer, { kind: "avatar" }, { name: "me.png", type: "image/png", bytes }),
      );
      expect(response.statusCode).toBe(415);
    }
    expect(await services.db.upload.count()).toBe(0);
  });

  it("serve a PNG that carries HTML after its header only as image/png, never sniffed", async () => {
    const customer = await signedIn(services, await createPerson(services), "203.0.113.15");
    const polyglot = Buffer.concat([TINY_PNG, HTML]);
    const upload = await app.inject(
      uploadRequest(customer, { kind: "avatar" }, { name: "me.html", type: "text/html", bytes: polyglot }),
    );
    expect(upload.statusCode).toBe(200);
    const served = await app.inject({ url: upload.json().url, cookies: customer.cookies });
    expect(served.headers).toMatchObject({ "content-type": "image/png", "x-content-type-options": "nosniff" });
  });

  it("serve a stored file whose bytes are no image as a download, never as a page", async () => {
    // Written straight to storage, as a file from before the image check or put there by hand would be.
    await services.storage.put("avatars/someone/page.png", HTML);
    const served = await app.inject({ url: "/files/avatars/someone/page.png" });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "application/octet-stream",
      "x-content-type-options": "nosniff",
      "content-disposition": "attachment",
    });
  });
});
