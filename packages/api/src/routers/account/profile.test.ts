// /profile-edit: only the owner reads and edits; the spec's blank and password rules.
import { NO_PROFILE_ACCESS, PASSWORDS_DO_NOT_MATCH } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PASSWORD_SAVED, PROFILE_SAVED } from "../../domain/profile.ts";
import { createPerson, personWithCaller, signedInAs } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

describe("customer profile edit", () => {
  it("shows the owner their details and refuses anyone else with the spec's words", async () => {
    const { user, caller } = await personWithCaller(services);
    expect(await caller.account.profile({ userId: user.id })).toMatchObject({
      email: user.email,
      firstName: user.firstName,
      phone: user.phone,
    });
    const other = await createPerson(services);
    await expect(caller.account.profile({ userId: other.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: NO_PROFILE_ACCESS,
    });
    const { caller: admin } = await personWithCaller(services, { role: "ADMIN" });
    await expect(admin.account.profile({ userId: user.id })).rejects.toThrow(NO_PROFILE_ACCESS);
  });

  it("keeps blank fields, updates the filled ones, and never edits another account", async () => {
    const { user, caller } = await personWithCaller(services, { firstName: "Ann", lastName: "Lee" });
    const other = await createPerson(services, { firstName: "Zed" });
    const result = await caller.account.updateProfile({ firstName: "", lastName: "Li", phone: "  " });
    expect(result).toEqual({
      message: PROFILE_SAVED,
      profile: { firstName: "Ann", lastName: "Li", phone: user.phone },
    });
    expect((await services.db.user.findUniqueOrThrow({ where: { id: other.id } })).firstName).toBe("Zed");
  });

  it("e-mails the owner about a save that changed something, and not about an all-blank one", async () => {
    const { user, caller } = await personWithCaller(services);
    const notices = () => services.db.mailMessage.count({ where: { to: user.email, tag: "profile-updated" } });
    await caller.account.updateProfile({});
    expect(await notices()).toBe(0);
    await caller.account.updateProfile({ lastName: "Li" });
    expect(await notices()).toBe(1);
  });

  it("refuses a half-filled or mismatched password and saves nothing", async () => {
    const { user, caller } = await personWithCaller(services, { password: "old password", firstName: "Ann" });
    for (const passwords of [
      { password: "new password", confirmPassword: "" },
      { password: "new password", confirmPassword: "other password" },
    ]) {
      await expect(caller.account.updateProfile({ firstName: "Changed", ...passwords })).rejects.toThrow(
        PASSWORDS_DO_NOT_MATCH,
      );
    }
    const stored = await services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.firstName).toBe("Ann");
  });

  it("changes the password, clears the change-password prompt and signs out other sessions", async () => {
    const user = await createPerson(services, { role: "PRO", password: "old password" });
    await services.db.user.update({ where: { id: user.id }, data: { mustChangePassword: true } });
    const elsewhere = await signedInAs(services, user);
    const here = await signedInAs(services, user);
    expect(
      await here.caller.account.updateProfile({ password: "brand new pass", confirmPassword: "brand new pass" }),
    ).toMatchObject({ message: PASSWORD_SAVED });
    expect((await services.db.user.findUniqueOrThrow({ where: { id: user.id } })).mustChangePassword).toBe(false);
    expect((await here.caller.auth.session()).user?.id).toBe(user.id);
    expect((await elsewhere.caller.auth.session()).user).toBeNull();
    const fresh = createTestClient(services);
    await expect(fresh.caller.auth.login({ email: user.email, password: "old password" })).rejects.toThrow();
    await fresh.caller.auth.login({ email: user.email, password: "brand new pass" });
  });
});
