// Applications: public form, admin-only review, accepted applicants become pros who choose
// their own password from a one-time link; an existing account only once its owner follows it.
import { applicantResponse } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { APPLICATIONS_PER_EMAIL } from "../../auth/rate-limit-rules.ts";
import { ACCOUNT_NOT_ELIGIBLE, ALREADY_DECIDED, APPLICATION_RECEIVED } from "../../domain/applicants.ts";
import { PRO_PASSWORD_SET } from "../../domain/password-reset.ts";
import { APPLICATION_INPUT, createPerson, mailTo, personWithCaller, signedInAs } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const application = APPLICATION_INPUT;

async function applied() {
  await createTestClient(services).caller.applicant.submit(application);
  return services.db.applicant.findFirstOrThrow({ where: { email: "nia@example.com" } });
}

describe("applying", () => {
  it("takes a public application with prefixed links and e-mails a confirmation", async () => {
    const { caller } = createTestClient(services);
    expect(await caller.applicant.submit(application)).toEqual({ message: APPLICATION_RECEIVED });
    const stored = await services.db.applicant.findFirstOrThrow({ where: { email: "nia@example.com" } });
    expect(stored).toMatchObject({
      status: "PENDING",
      linkedIn: "http://linkedin.com/in/nia",
      portfolio: "",
      specialities: ["Hair Braider", "Wig Specialist"],
      allergies: true,
    });
    expect(await mailTo(services, "nia@example.com")).toHaveLength(1);
  });

  it("answers a repeat while one is pending as a new one, keeps the first and tells the applicant by e-mail", async () => {
    const first = await applied();
    const again = createTestClient(services).caller.applicant.submit({
      ...application,
      firstName: "Eve",
      city: "Cambridge",
    });
    expect(await again).toEqual({ message: APPLICATION_RECEIVED });
    expect(await services.db.applicant.findMany()).toEqual([first]);
    const [, notice] = await mailTo(services, "nia@example.com");
    expect(notice).toMatchObject({ tag: "application-already-pending" });
    expect(notice?.text).toMatch(/^Hi Nia,/);
  });

  it(`takes ${APPLICATIONS_PER_EMAIL.limit} applications a day naming one address, then refuses`, async () => {
    for (let n = 0; n < APPLICATIONS_PER_EMAIL.limit; n++)
      await createTestClient(services).caller.applicant.submit(application);
    await expect(createTestClient(services).caller.applicant.submit(application)).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    expect(await mailTo(services, "nia@example.com")).toHaveLength(APPLICATIONS_PER_EMAIL.limit);
  });

  it("refuses an incomplete application with a sentence", async () => {
    const { caller } = createTestClient(services);
    const refusal = caller.applicant.submit({ ...application, zip: "12" });
    await expect(refusal).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // Over HTTP the error formatter turns the first issue into the message; here it is inside.
    await expect(refusal).rejects.toThrow("Please enter a 5-digit ZIP code (or ZIP+4)");
    expect(await services.db.applicant.count()).toBe(0);
  });
});

describe("reviewing applicants", () => {
  it("is for administrators only", async () => {
    const applicant = await applied();
    for (const role of ["CUSTOMER", "PRO"] as const) {
      const { caller } = await personWithCaller(services, { role });
      await expect(caller.applicant.get({ applicantId: applicant.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(caller.applicant.accept({ applicantId: applicant.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(caller.applicant.decline({ applicantId: applicant.id })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await expect(caller.applicant.listPending({ page: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await expect(createTestClient(services).caller.applicant.get({ applicantId: applicant.id })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect((await services.db.applicant.findUniqueOrThrow({ where: { id: applicant.id } })).status).toBe("PENDING");
  });

  it("accepts: a PRO user and profile from the application, and a set-password link that works once", async () => {
    const applicant = await applied();
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    expect((await caller.applicant.listPending({ page: 1 })).items.map((row) => row.id)).toEqual([applicant.id]);
    expect(await caller.applicant.accept({ applicantId: applicant.id })).toEqual({
      message: applicantResponse("Nia Braids"),
      status: "ACCEPTED",
    });
    expect((await caller.applicant.listPending({ page: 1 })).total).toBe(0);
    expect((await caller.applicant.listAccepted({ page: 1 })).items.map((row) => row.id)).toEqual([applicant.id]);

    const user = await services.db.user.findUniqueOrThrow({
      where: { email: "nia@example.com" },
      include: { proProfile: true },
    });
    expect(user).toMatchObject({ role: "PRO", passwordHash: null, mustChangePassword: true, firstName: "Nia" });
    expect(user.proProfile).toMatchObject({
      state: "MA",
      city: "Boston",
      licensed: true,
      licenseNumber: "MA-123",
      yearsLicensed: 6,
      linkedIn: "http://linkedin.com/in/nia",
      specialities: ["Hair Braider", "Wig Specialist"],
      allergies: true,
      salesExperience: true,
      applicantId: applicant.id,
      stripeConnectId: null,
    });

    const welcome = (await mailTo(services, "nia@example.com")).at(-1);
    expect(welcome?.subject).toBe("Welcome to Primp!");
    expect(welcome?.text).not.toMatch(/password: /i);
    const token = /reset-password\?token=([a-z0-9]+)/.exec(welcome?.text ?? "")?.[1] ?? "";
    const newPro = createTestClient(services);
    expect(
      await newPro.caller.auth.resetPassword({
        token,
        password: "my own password",
        confirmPassword: "my own password",
      }),
    ).toEqual({ message: PRO_PASSWORD_SET });
    // Signed in, and not told on the dashboard that they still use a first password: they
    // have just chosen it themselves.
    expect((await newPro.caller.auth.session()).user).toMatchObject({ role: "PRO", mustChangePassword: false });
    expect((await newPro.caller.pro.me()).user.mustChangePassword).toBe(false);
    await expect(
      createTestClient(services).caller.auth.resetPassword({
        token,
        password: "x".repeat(12),
        confirmPassword: "x".repeat(12),
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });

    await expect(caller.applicant.accept({ applicantId: applicant.id })).rejects.toThrow(ALREADY_DECIDED);
    await expect(caller.applicant.decline({ applicantId: applicant.id })).rejects.toThrow(ALREADY_DECIDED);
  });

  it("declines: marks the applicant declined and e-mails a denial, creating no account", async () => {
    const applicant = await applied();
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    expect(await caller.applicant.decline({ applicantId: applicant.id })).toEqual({
      message: applicantResponse("Nia Braids"),
      status: "DECLINED",
    });
    expect((await caller.applicant.get({ applicantId: applicant.id })).status).toBe("DECLINED");
    expect((await mailTo(services, "nia@example.com")).at(-1)?.subject).toBe("Your Primp application");
    expect(await services.db.user.count({ where: { email: "nia@example.com" } })).toBe(0);
  });

  it("makes an existing customer account a pro account only once its owner follows the e-mailed link", async () => {
    const customer = await createPerson(services, { email: "nia@example.com", password: "a password" });
    const customerClient = await signedInAs(services, customer);
    const applicant = await applied();
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    await caller.applicant.accept({ applicantId: applicant.id });
    expect((await caller.applicant.get({ applicantId: applicant.id })).status).toBe("ACCEPTED");

    // The administrator's click changed nothing about the account: role, password, sessions.
    const untouched = await services.db.user.findUniqueOrThrow({
      where: { id: customer.id },
      include: { proProfile: true },
    });
    expect(untouched).toMatchObject({ role: "CUSTOMER", passwordHash: customer.passwordHash, proProfile: null });
    expect((await customerClient.caller.auth.session()).user?.role).toBe("CUSTOMER");
    await expect(customerClient.caller.pro.me()).rejects.toMatchObject({ code: "FORBIDDEN" });

    // The link in the mail to that address turns it into the pro account, with a new password.
    const welcome = (await mailTo(services, "nia@example.com")).at(-1);
    expect(welcome?.text).toContain("already has a Primp account");
    const token = /reset-password\?token=([a-z0-9]+)/.exec(welcome?.text ?? "")?.[1] ?? "";
    const owner = createTestClient(services);
    expect(
      await owner.caller.auth.resetPassword({ token, password: "my pro password", confirmPassword: "my pro password" }),
    ).toEqual({ message: PRO_PASSWORD_SET });
    const pro = await services.db.user.findUniqueOrThrow({ where: { id: customer.id }, include: { proProfile: true } });
    expect(pro).toMatchObject({ role: "PRO", mustChangePassword: false, firstName: customer.firstName });
    expect(pro.emailVerifiedAt).toBeInstanceOf(Date);
    expect(pro.proProfile).toMatchObject({ applicantId: applicant.id, state: "MA", licenseNumber: "MA-123" });
    expect((await owner.caller.pro.me()).userId).toBe(customer.id);
    // Sessions from before (perhaps not the owner's) are over; the link works once.
    expect((await customerClient.caller.auth.session()).user).toBeNull();
    await expect(
      createTestClient(services).caller.auth.resetPassword({
        token,
        password: "x".repeat(12),
        confirmPassword: "x".repeat(12),
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("refuses an applicant whose address belongs to a pro or an administrator", async () => {
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    await createPerson(services, { role: "PRO", email: "pro@example.com" });
    await createTestClient(services).caller.applicant.submit({ ...application, email: "pro@example.com" });
    const second = await services.db.applicant.findFirstOrThrow({ where: { email: "pro@example.com" } });
    await expect(caller.applicant.accept({ applicantId: second.id })).rejects.toThrow(ACCOUNT_NOT_ELIGIBLE);
    expect((await services.db.applicant.findUniqueOrThrow({ where: { id: second.id } })).status).toBe("PENDING");
  });

  it("does not make a pro of an account that became a pro or an administrator before the link was followed", async () => {
    const customer = await createPerson(services, { email: "nia@example.com", password: "a password" });
    const applicant = await applied();
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    await caller.applicant.accept({ applicantId: applicant.id });
    await services.db.user.update({ where: { id: customer.id }, data: { role: "ADMIN" } });
    const token = /reset-password\?token=([a-z0-9]+)/.exec(
      (await mailTo(services, "nia@example.com")).at(-1)?.text ?? "",
    )?.[1];
    await expect(
      createTestClient(services).caller.auth.resetPassword({
        token: token ?? "",
        password: "my pro password",
        confirmPassword: "my pro password",
      }),
    ).rejects.toThrow(ACCOUNT_NOT_ELIGIBLE);
    const unchanged = await services.db.user.findUniqueOrThrow({
      where: { id: customer.id },
      include: { proProfile: true },
    });
    expect(unchanged).toMatchObject({ role: "ADMIN", passwordHash: customer.passwordHash, proProfile: null });
  });
});
