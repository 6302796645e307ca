// Booking creation as the browser's booking.create call runs it, through the tRPC caller:
// input validation, the per-address rate-limit counter, the server-side quote, the booking
// and its lines written, and a payment intent from the local provider. Each booking comes
// from its own address, as real customers do, so the per-address limit never refuses one.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCaller, createContext, createServices } from "@primp/api";
import { createCookieJar } from "@primp/api/testing";
import { bookingInput, hairAnswers } from "@primp/api/testing/booking";
import type { Database } from "@primp/db";
import { type LoadResult, timeOperations } from "./load.ts";

const WARM_UP = 50;

const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export async function measureBookingCreation(options: {
  database: Database;
  count: number;
  concurrency: number;
}): Promise<LoadResult> {
  const services = createServices({
    database: options.database,
    env: { APP_URL: "https://primp.bench" },
    // A benchmark harness: the local providers on purpose, whatever the address.
    allowLocalProviders: true,
    storageRoot: mkdtempSync(path.join(tmpdir(), "primp-bench-files-")),
  });
  if (services.payments.kind !== "local") throw new Error("booking creation is measured with the local provider");
  const { db } = options.database;
  const city = await db.city.findFirstOrThrow({ where: { live: true, state: "MA" } });
  const service = await db.service.findFirstOrThrow({ where: { live: true, serviceType: "HAIR", flow: "STANDARD" } });

  const book = (n: number) => {
    const caller = createCaller(() => createContext(services, { cookies: createCookieJar(), ip: addressOf(n) }));
    return caller.booking.create(
      bookingInput(city.id, hairAnswers(service.id), {
        contact: {
          firstName: "Bench",
          lastName: `Customer${n}`,
          email: `bench${n}@example.com`,
          phone: "617-555-0100",
        },
      }),
    );
  };
  await timeOperations(WARM_UP, options.concurrency, (n) => book(n));
  return timeOperations(options.count, options.concurrency, (n) => book(WARM_UP + n));
}
