// The bulk insert must match the schema and give the dashboards the rows the benchmark claims.
import {
  adminBookings,
  countedPage,
  customerBookings,
  proConfirmedBookings,
  proPendingBookings,
} from "@primp/api/dashboard";
import { createTestDatabase, type Database } from "@primp/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BookingTable, growBookingTable, prepareBookingTable } from "./bookings-table.ts";

let database: Database;
let table: BookingTable;
beforeEach(async () => {
  database = await createTestDatabase();
  table = await prepareBookingTable(database);
});
afterEach(() => database.close());

describe("benchmark bookings table", () => {
  it("grows to the asked size with the documented status mix", async () => {
    await growBookingTable(table, 300);
    await growBookingTable(table, 1_000);
    const byStatus = await database.db.booking.groupBy({ by: ["status"], _count: true });
    expect(Object.fromEntries(byStatus.map((row) => [row.status, row._count]))).toEqual({
      PENDING: 20,
      ACCEPTED: 30,
      COMPLETED: 800,
      CANCELLED: 100,
      AWAITING_PAYMENT: 50,
    });
    expect(countedPage(await adminBookings(database.sql, "pending", 1)).total).toBe(50);
  });

  it("gives each pro jobs in their own state and open bookings future appointments", async () => {
    await growBookingTable(table, 2_000);
    const [mismatched] = await database.db.$queryRawUnsafe<{ count: bigint }[]>(`
      SELECT count(*) FROM "Booking" b JOIN "ProProfile" p ON p."userId" = b."assignedProId"
      WHERE p.state <> b."aptState"`);
    expect(Number(mismatched?.count)).toBe(0);

    const openInPast = await database.db.booking.count({
      where: { status: { in: ["PENDING", "ACCEPTED"] }, appointmentAt: { lte: new Date() } },
    });
    expect(openInPast).toBe(0);

    const profile = await database.db.proProfile.findUniqueOrThrow({ where: { userId: table.busiestProId } });
    const pending = countedPage(await proPendingBookings(database.sql, table.busiestProId, 1));
    const pendingInState = await database.db.booking.count({ where: { status: "PENDING", aptState: profile.state } });
    expect(pending.total).toBe(pendingInState);
    expect(pending.total).toBeGreaterThan(0);

    const confirmed = countedPage(await proConfirmedBookings(database.sql, table.busiestProId, 1));
    expect(confirmed.total).toBeGreaterThan(0);
    expect(confirmed.items.every((row) => row.aptState === profile.state)).toBe(true);

    const customers = countedPage(await customerBookings(database.sql, table.customerId, "past", 1));
    expect(customers.total).toBe(
      await database.db.booking.count({
        where: { customerId: table.customerId, status: { in: ["COMPLETED", "CANCELLED"] } },
      }),
    );
    expect(customers.total).toBeGreaterThan(0);
  });
});
