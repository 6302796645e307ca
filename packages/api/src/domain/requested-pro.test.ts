// "Offered to this pro" exists once, as a Kysely condition (offeredToProCondition); core's
// isOfferedTo is the reference. The query must agree with it in each of the rule's six cases
// and refuse the one it refuses, on Kysely's connection (the pending list) and through Prisma
// (acceptance's claim, in its transaction), at the window's exact edges (injected clock).
import { exclusiveRequestBounds, isOfferedTo, type RequestedBooking } from "@primp/core";
import { kyselyOverPrisma, type Sql } from "@primp/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBookingRow, createPerson } from "../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../testing/index.ts";
import { offeredToProCondition } from "./requested-pro.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const now = new Date("2026-11-26T12:00:00.000Z");
const { paidAfter, appointmentAfter } = exclusiveRequestBounds(now);
/** One millisecond past a bound: the window's first instant still exclusive. */
const later = (at: Date) => new Date(at.getTime() + 1);

/** Each case of the rule: the request's facts, seen by a pro who was not asked for. */
const CASES: Record<string, (maya: string) => Partial<RequestedBooking>> = {
  "no request": () => ({ requestedProId: null }),
  "a request for this pro": () => ({}),
  "a declined request": (maya) => ({ requestedProId: maya, requestDeclinedAt: now }),
  "a request not paid yet": () => ({ paidAt: null }),
  "a request paid as long ago as the window lasts": () => ({ paidAt: paidAfter }),
  "a request whose appointment is as near as the window allows": () => ({ appointmentAt: appointmentAfter }),
  "a request still exclusive to another pro": () => ({}),
};

describe("offeredToProCondition", () => {
  it("agrees with isOfferedTo in each case, on Kysely and through Prisma", async () => {
    const maya = await createPerson(services, { role: "PRO", state: "MA" });
    const other = await createPerson(services, { role: "PRO", state: "MA" });
    const expected: Record<string, boolean> = {};
    const ids: Record<string, string> = {};
    for (const [name, facts] of Object.entries(CASES)) {
      // Exclusive by default: paid and with an appointment just inside the window's bounds.
      const request: RequestedBooking = {
        requestedProId: maya.id,
        requestDeclinedAt: null,
        paidAt: later(paidAfter),
        appointmentAt: later(appointmentAfter),
        ...facts(maya.id),
      };
      const viewer = name === "a request for this pro" ? maya.id : other.id;
      const booking = await createBookingRow(services, { data: request });
      ids[name] = booking.id;
      expected[name] = isOfferedTo(request, viewer, now);
    }
    expect(Object.values(expected).filter((offered) => !offered)).toHaveLength(1);

    const offered = async (name: string) => {
      const viewer = name === "a request for this pro" ? maya.id : other.id;
      const isOffered = async (sql: Sql) =>
        (
          await sql
            .selectFrom("Booking as b")
            .select("b.id")
            .where("b.id", "=", ids[name] ?? "")
            .where((eb) => offeredToProCondition(eb, viewer, now))
            .execute()
        ).length === 1;
      const onKysely = await isOffered(services.sql);
      const throughPrisma = await isOffered(kyselyOverPrisma(services.db));
      return { onKysely, throughPrisma };
    };
    for (const name of Object.keys(CASES)) {
      expect({ name, ...(await offered(name)) }).toEqual({
        name,
        onKysely: expected[name],
        throughPrisma: expected[name],
      });
    }
  });
});
