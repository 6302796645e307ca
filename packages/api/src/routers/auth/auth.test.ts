import { EMAIL_NOT_VALID, LOGGED_IN, PASSWORDS_DO_NOT_MATCH, signupSuccess } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashSessionId } from "../../auth/lucia.ts";
import { SIGN_UPS_PER_EMAIL } from "../../auth/rate-limit-rules.ts";
import { INVALID_CREDENTIALS } from "../../domain/login.ts";
import { LINK_NOT_VALID, PASSWORD_CHANGED } from "../../domain/password-reset.ts";
import { createPerson } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

const ada = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "617-555-0100",
  email: "Ada@Example.com",
  password: "correct horse",
  confirmPassword: "correct horse",
};

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const linkToken = (text: string, path: string) => new RegExp(`${path}\\?token=([a-z0-9]+)`).exec(text)?.[1] ?? "";

describe("sign-up", () => {
  it("creates a customer, signs them in, stores only a hash and e-mails a working verification link", async () => {
    const { caller, cookies } = createTestClient(services);
    expect(await caller.auth.signUp(ada)).toEqual({ message: signupSuccess("ada@example.com") });
    expect(cookies.get("primp_session")).toBeTruthy();
    expect((await caller.auth.session()).user).toMatchObject({ email: "ada@example.com", role: "CUSTOMER" });

    const user = await services.db.user.findUniqueOrThrow({ where: { email: "ada@example.com" } });
    expect(user.passwordHash).not.toContain(ada.password);
    expect(user.emailVerifiedAt).toBeNull();

    const mail = await services.db.mailMessage.findFirstOrThrow({ where: { to: "ada@example.com" } });
    const token = linkToken(mail.text, "/verify-email");
    await caller.auth.verifyEmail({ token });
    expect((await services.db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull();
    await expect(caller.auth.verifyEmail({ token })).rejects.toThrow(LINK_NOT_VALID);
  });

  it("refuses mismatched passwords with the spec's words and writes nothing", async () => {
    const { caller } = createTestClient(services);
    await expect(caller.auth.signUp({ ...ada, confirmPassword: "other" })).rejects.toThrow(PASSWORDS_DO_NOT_MATCH);
    expect(await services.db.user.count()).toBe(0);
    expect(await services.db.mailMessage.count()).toBe(0);
  });

  it("tells a malformed address the spec's sentence, and creates nothing", async () => {
    await expect(createTestClient(services).caller.auth.signUp({ ...ada, email: "ada@example" })).rejects.toThrow(
      EMAIL_NOT_VALID,
    );
    expect(await services.db.user.count()).toBe(0);
  });

  it("answers a taken address as a new one, changes nothing and tells its owner by e-mail instead", async () => {
    await createTestClient(services).caller.auth.signUp(ada);
    const owner = await services.db.user.findUniqueOrThrow({ where: { email: "ada@example.com" } });
    const stranger = createTestClient(services);
    const again = {
      ...ada,
      email: "ADA@example.com",
      firstName: "Eve",
      password: "other secret",
      confirmPassword: "other secret",
    };
    expect(await stranger.caller.auth.signUp(again)).toEqual({ message: signupSuccess("ada@example.com") });

    expect(stranger.cookies.get("primp_session")).toBeUndefined();
    expect(await services.db.user.findMany()).toEqual([owner]);
    const notice = await services.db.mailMessage.findFirstOrThrow({
      where: { to: "ada@example.com", tag: "sign-up-address-taken" },
    });
    expect(notice.text).toContain("http://primp.test/login");
    expect(notice.text).toContain("http://primp.test/forgot-password");
    expect(notice.text).not.toContain("Eve");
    expect(await services.db.mailMessage.count({ where: { tag: "verify-email" } })).toBe(1);
    await createTestClient(services).caller.auth.login({ email: ada.email, password: ada.password });
  });

  it(`takes ${SIGN_UPS_PER_EMAIL.limit} sign-ups an hour naming one address, taken or not, then refuses alike`, async () => {
    await createPerson(services, { email: "taken@example.com" });
    for (const email of ["taken@example.com", "free@example.com"]) {
      for (let n = 0; n < SIGN_UPS_PER_EMAIL.limit; n++) {
        await createTestClient(services).caller.auth.signUp({ ...ada, email });
      }
      await expect(createTestClient(services).caller.auth.signUp({ ...ada, email })).rejects.toMatchObject({
        code: "TOO_MANY_REQUESTS",
      });
    }
    expect(await services.db.mailMessage.count({ where: { to: "taken@example.com" } })).toBe(SIGN_UPS_PER_EMAIL.limit);
  });
});

describe("login and log-out", () => {
  it("logs in with the right password, rotates the session id, and logs out for good", async () => {
    const first = createTestClient(services);
    await first.caller.auth.signUp(ada);
    const signUpSession = first.cookies.get("primp_session");

    const { caller, cookies } = createTestClient(services);
    await expect(caller.auth.login({ email: ada.email, password: "wrong password" })).rejects.toThrow(
      INVALID_CREDENTIALS,
    );
    await expect(caller.auth.login({ email: "nobody@example.com", password: "x" })).rejects.toThrow(
      INVALID_CREDENTIALS,
    );
    const result = await caller.auth.login({ email: ada.email, password: ada.password });
    expect(result.message).toBe(LOGGED_IN);
    const loginSession = cookies.get("primp_session");
    expect(loginSession).toBeTruthy();
    expect(loginSession).not.toBe(signUpSession);

    await caller.auth.logout();
    expect(cookies.get("primp_session")).toBeUndefined();
    expect(await services.db.session.findUnique({ where: { id: hashSessionId(loginSession ?? "") } })).toBeNull();
    expect((await caller.auth.session()).user).toBeNull();
    await expect(caller.auth.logout()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("says 'Your email is not valid…' only of a malformed address, never of an unknown one", async () => {
    await createTestClient(services).caller.auth.signUp(ada);
    const { caller } = createTestClient(services);
    await expect(caller.auth.login({ email: "ada.example.com", password: ada.password })).rejects.toThrow(
      EMAIL_NOT_VALID,
    );
    // A well-formed address is answered alike whether or not it has an account.
    for (const email of ["nobody@example.com", ada.email]) {
      await expect(caller.auth.login({ email, password: "not the password" })).rejects.toMatchObject({
        code: "UNAUTHORIZED",
        message: INVALID_CREDENTIALS,
      });
    }
  });

  it("rate-limits repeated failures on one account", async () => {
    await createTestClient(services).caller.auth.signUp(ada);
    const { caller } = createTestClient(services);
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(caller.auth.login({ email: ada.email, password: "nope" })).rejects.toThrow(INVALID_CREDENTIALS);
    }
    await expect(caller.auth.login({ email: ada.email, password: ada.password })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });
});

describe("password reset", () => {
  it("e-mails a one-time link that sets a new password and revokes every old session", async () => {
    const original = createTestClient(services);
    await original.caller.auth.signUp(ada);

    const visitor = createTestClient(services);
    const reply = await visitor.caller.auth.requestPasswordReset({ email: ada.email });
    const unknown = await visitor.caller.auth.requestPasswordReset({ email: "nobody@example.com" });
    expect(unknown.message).toBe(reply.message);

    const mail = await services.db.mailMessage.findFirstOrThrow({ where: { tag: "reset-password" } });
    const token = linkToken(mail.text, "/reset-password");
    await expect(
      visitor.caller.auth.resetPassword({ token, password: "brand new pass", confirmPassword: "different" }),
    ).rejects.toThrow(PASSWORDS_DO_NOT_MATCH);
    await visitor.caller.auth.resetPassword({ token, password: "brand new pass", confirmPassword: "brand new pass" });

    expect((await original.caller.auth.session()).user).toBeNull();
    expect((await visitor.caller.auth.session()).user?.email).toBe("ada@example.com");
    await expect(
      createTestClient(services).caller.auth.resetPassword({
        token,
        password: "again again",
        confirmPassword: "again again",
      }),
    ).rejects.toThrow(LINK_NOT_VALID);
    await expect(
      createTestClient(services).caller.auth.login({ email: ada.email, password: ada.password }),
    ).rejects.toThrow(INVALID_CREDENTIALS);
    await createTestClient(services).caller.auth.login({ email: ada.email, password: "brand new pass" });
  });

  it("counts as changing the password: a pro is no longer prompted to change it", async () => {
    const pro = await createPerson(services, { role: "PRO", email: "pro@example.com", password: "seeded password" });
    await services.db.user.update({ where: { id: pro.id }, data: { mustChangePassword: true } });
    const { caller } = createTestClient(services);
    await caller.auth.requestPasswordReset({ email: pro.email });
    const mail = await services.db.mailMessage.findFirstOrThrow({ where: { tag: "reset-password", to: pro.email } });
    const token = linkToken(mail.text, "/reset-password");
    expect(
      await caller.auth.resetPassword({ token, password: "my own choice", confirmPassword: "my own choice" }),
    ).toEqual({ message: PASSWORD_CHANGED });
    expect((await caller.pro.me()).user.mustChangePassword).toBe(false);
  });
});
