import { createTestServices, type TestServices } from "@primp/api/testing";
import { createBookingRow, createPerson } from "@primp/api/testing/fixtures";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatReport, payoutReportAsAdmin, readRequest, UsageError } from "./payout-report.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

describe("payout-report", () => {
  it("defaults to this month so far and reads the flags", () => {
    expect(readRequest([], new Date("2026-11-23T10:00:00Z"))).toEqual({
      from: "2026-11-01",
      to: "2026-11-23",
      adminEmail: undefined,
      json: false,
    });
    expect(readRequest(["--from", "2026-01-01", "--to", "2026-01-31", "--admin", "a@b.c", "--json"])).toMatchObject({
      from: "2026-01-01",
      adminEmail: "a@b.c",
      json: true,
    });
    expect(() => readRequest(["--nope"])).toThrow(UsageError);
  });

  it("reads the report through the caller as an administrator and prints a table", async () => {
    const admin = await createPerson(services, { role: "ADMIN" });
    const pro = await createPerson(services, {
      role: "PRO",
      firstName: "Ana",
      lastName: "Diaz",
      stripeConnectId: "acct_a",
    });
    await createBookingRow(services, {
      status: "COMPLETED",
      assignedProId: pro.id,
      payoutCents: 8_000,
      data: { completedAt: new Date() },
    });
    const tipped = await createBookingRow(services, { status: "COMPLETED", assignedProId: pro.id });
    await services.db.tip.create({
      data: {
        bookingId: tipped.id,
        number: 1,
        proId: pro.id,
        amountCents: 2_500,
        status: "CHARGED",
        chargedAt: new Date(),
      },
    });
    // A declined attempt is no tip.
    await services.db.tip.create({
      data: { bookingId: tipped.id, number: 2, proId: pro.id, amountCents: 9_900, status: "DECLINED" },
    });
    const today = new Date().toISOString().slice(0, 10);
    const report = await payoutReportAsAdmin(services, { from: today, to: today, adminEmail: admin.email });
    const text = formatReport(report);
    expect(text).toContain(`Payouts from ${today} to ${today}`);
    expect(text).toMatch(/Ana Diaz .* linked .*1 +\$80\.00 +0 +\$0\.00 +\$25\.00/);
    expect(text).toMatch(/Total .*1 +\$80\.00 +0 +\$0\.00 +\$25\.00/);
    // The short-lived session is gone afterwards.
    expect(await services.db.session.count({ where: { userId: admin.id } })).toBe(0);
  });

  it("refuses to run without an administrator", async () => {
    await createPerson(services, { role: "CUSTOMER", email: "c@example.com" });
    await expect(
      payoutReportAsAdmin(services, { from: "2026-01-01", to: "2026-01-02", adminEmail: undefined }),
    ).rejects.toThrow(/create-admin/);
    await expect(
      payoutReportAsAdmin(services, { from: "2026-01-01", to: "2026-01-02", adminEmail: "c@example.com" }),
    ).rejects.toThrow(UsageError);
  });
});
