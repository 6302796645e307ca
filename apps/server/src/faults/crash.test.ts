// kill -9 between a payment's confirmation and the sending of its e-mails. The booking's
// status change, its receipt and notices, and the jobs that send them commit together, so
// the process that starts next sends every one of them, exactly once.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServices, jobHandlers, type Services } from "@primp/api";
import { createBookingRow, createPerson } from "@primp/api/testing/fixtures";
import { createDatabase, createTestDatabase, type Database, migratedPgliteFolder } from "@primp/db";
import { mailerOnStandIn, type PostmarkStandIn, startPostmarkStandIn } from "@primp/mail/testing";
import { LocalPayments } from "@primp/payments";
import { afterEach, describe, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

let database: Database | undefined;
let services: Services | undefined;
let standIn: PostmarkStandIn | undefined;
afterEach(async () => {
  await services?.jobs.stop();
  await database?.close();
  await standIn?.close();
});

/** PostgreSQL in the postgres project (a fresh database); otherwise a PGlite folder on disk. */
async function openDatabase(): Promise<{ open: () => Promise<Database>; env: Record<string, string> }> {
  const first = await createTestDatabase();
  if (first.connection.kind === "postgres") {
    // Kept open throughout: PostgreSQL serves this process and the child at once.
    return { env: { DATABASE_URL: first.connection.connectionString }, open: async () => first };
  }
  await first.close();
  const pgliteDir = path.join(mkdtempSync(path.join(tmpdir(), "primp-crash-")), "pglite");
  await migratedPgliteFolder(pgliteDir);
  return { env: { PGLITE_DIR: pgliteDir }, open: () => createDatabase({ pgliteDir }) };
}

function servicesOn(db: Database, postmark: PostmarkStandIn): Services {
  const built = createServices({
    database: db,
    env: { APP_URL: "http://primp.test" },
    storageRoot: mkdtempSync(path.join(tmpdir(), "primp-crash-files-")),
    allowLocalProviders: true,
  });
  built.mail = mailerOnStandIn(postmark, { db: db.db });
  return built;
}

/** Runs the child until it has confirmed the payment, then kills it with SIGKILL. */
async function payThenKill(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/testing/pay-then-die.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const confirmed = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes("\n")) resolve(stdout.trim());
    });
    child.on("exit", (code) => reject(new Error(`the child exited (${code}) before paying:\n${stderr}`)));
  });
  const outcome = await confirmed;
  const exited = new Promise((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
  child.kill("SIGKILL");
  expect(await exited).toBe("SIGKILL");
  return outcome;
}

describe("a crash between payment confirmation and sending", () => {
  it("on restart the receipt and notices go out exactly once", async () => {
    const target = await openDatabase();
    database = await target.open();
    await database.migrate();
    const customer = await createPerson({ db: database.db }, { email: "ada@example.com", firstName: "Ada" });
    await createPerson({ db: database.db }, { role: "PRO", state: "MA", email: "pro@example.com" });
    await createPerson({ db: database.db }, { role: "ADMIN", email: "admin@example.com" });
    const intent = await new LocalPayments().createPaymentIntent({
      amountCents: 12_500,
      bookingId: "crash-booking",
      receiptEmail: customer.email,
      description: "Silk Press",
      idempotencyKey: "intent:crash",
    });
    const booking = await createBookingRow(
      { db: database.db },
      { status: "AWAITING_PAYMENT", customer, state: "MA", paymentIntentId: intent.id },
    );
    // PGlite is one process's folder: the child opens it, so this process lets go first.
    if (database.kind === "pglite") {
      await database.close();
      database = undefined;
    }

    expect(await payThenKill({ ...target.env, PAYMENT_INTENT_ID: intent.id })).toBe("confirmed");

    // The restart: a new process on the same database, its job engine started.
    database ??= await target.open();
    standIn = await startPostmarkStandIn();
    services = servicesOn(database, standIn);
    const paid = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(paid.status).toBe("PENDING");
    const written = await services.db.mailMessage.findMany({ orderBy: { to: "asc" } });
    expect(written.map((m) => [m.to, m.tag, m.status, m.attempts])).toEqual([
      ["ada@example.com", "booking-receipt", "QUEUED", 0],
      ["admin@example.com", "booking-new-admin", "QUEUED", 0],
      ["pro@example.com", "booking-new-pro", "QUEUED", 0],
    ]);

    await services.jobs.start();
    const handlers = jobHandlers(services);
    // Only the send queue: a periodic job (the minutely mail sweep) may fall due meanwhile.
    expect(await services.jobs.runDue(handlers, ["mail.send"])).toBe(3);
    // Again, and the sweep for lost jobs: nothing is left to send.
    expect(await services.jobs.runDue(handlers, ["mail.send"])).toBe(0);
    expect(await handlers["mail.sweep"]({}, { jobId: "by-hand", now: new Date(Date.now() + 3_600_000) })).toBe(
      "sent 0, still queued 0, failed 0, skipped 0",
    );

    const deliveries = standIn.requests.map((request) => [request.body.To, request.body.Tag]);
    expect(deliveries.sort()).toEqual([
      ["ada@example.com", "booking-receipt"],
      ["admin@example.com", "booking-new-admin"],
      ["pro@example.com", "booking-new-pro"],
    ]);
    const after = await services.db.mailMessage.findMany();
    expect(after.every((m) => m.status === "SENT" && m.attempts === 1)).toBe(true);
  }, 180_000);
});
