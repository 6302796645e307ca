// The four procedure kinds refuse the wrong callers on the server.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "./auth/password.ts";
import { createTestClient, createTestServices, type TestServices } from "./testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

async function signedIn(role: "CUSTOMER" | "PRO" | "ADMIN") {
  const email = `${role.toLowerCase()}@example.com`;
  const user = await services.db.user.create({
    data: { email, role, firstName: role, lastName: "Tester", passwordHash: await hashPassword("a password") },
  });
  if (role === "PRO") await services.db.proProfile.create({ data: { userId: user.id, state: "MA" } });
  const client = createTestClient(services);
  await client.caller.auth.login({ email, password: "a password" });
  return client.caller;
}

describe("procedure kinds", () => {
  it("refuses anonymous callers on authed, pro and admin procedures", async () => {
    const { caller } = createTestClient(services);
    await expect(caller.auth.logout()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.pro.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.admin.overview()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses a customer on pro and admin procedures", async () => {
    const caller = await signedIn("CUSTOMER");
    await expect(caller.pro.me()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.admin.overview()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.applicant.listPending({ page: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("lets a pro reach pro procedures only, and an admin reach admin procedures", async () => {
    const pro = await signedIn("PRO");
    expect((await pro.pro.me()).state).toBe("MA");
    await expect(pro.admin.overview()).rejects.toMatchObject({ code: "FORBIDDEN" });
    const admin = await signedIn("ADMIN");
    expect(await admin.admin.overview()).toEqual({ pendingBookings: 0, pendingApplicants: 0, prosWithoutPayouts: 1 });
    await expect(admin.pro.me()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
