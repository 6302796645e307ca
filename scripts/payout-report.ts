// pnpm payout-report [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--admin <email>] [--json]
// Completed and pending payouts per pro for a date range (inclusive, UTC), read through the
// tRPC caller as an administrator, so the script obeys the same rules as the dashboard.
// Completed payouts count by payout date; pending ones (accepted, not yet paid) by appointment.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createCaller, createContext, createServices, type Services } from "@primp/api";
import { formatUsd } from "@primp/core";
import { loadEnvFile } from "@primp/env";
import { openScriptDatabase } from "./script-database.ts";

const USAGE = `Usage: pnpm payout-report [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--admin <email>] [--json]

Prints completed and pending payouts per professional for the date range (inclusive, UTC),
and the tips charged for them in it (each sent to the pro in full as its own transfer).
Defaults: from the first day of this month to today; the first administrator account.
Database: DATABASE_URL, else PGLITE_DIR (default .data/pglite).`;

export interface ReportRequest {
  from: string;
  to: string;
  adminEmail: string | undefined;
  json: boolean;
}

export class UsageError extends Error {}

export function readRequest(argv: string[], today = new Date()): ReportRequest {
  let values: { from?: string; to?: string; admin?: string; json?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        from: { type: "string" },
        to: { type: "string" },
        admin: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) throw new UsageError("");
  const todayDate = today.toISOString().slice(0, 10);
  return {
    from: values.from ?? `${todayDate.slice(0, 8)}01`,
    to: values.to ?? todayDate,
    adminEmail: values.admin,
    json: values.json ?? false,
  };
}

/** Runs admin.payoutReport through the tRPC caller with a short-lived administrator session. */
export async function payoutReportAsAdmin(
  services: Services,
  request: Pick<ReportRequest, "from" | "to" | "adminEmail">,
) {
  const admin = await services.db.user.findFirst({
    where: { role: "ADMIN", ...(request.adminEmail ? { email: request.adminEmail.toLowerCase() } : {}) },
    orderBy: { createdAt: "asc" },
  });
  if (!admin) {
    throw new UsageError(
      request.adminEmail
        ? `No administrator has the e-mail ${request.adminEmail}.`
        : "There is no administrator account yet: create one with pnpm create-admin.",
    );
  }
  const session = await services.auth.createSession(admin.id, {});
  const cookies = new Map([[services.auth.sessionCookieName, session.id]]);
  const caller = createCaller(() =>
    createContext(services, {
      cookies: { get: (name) => cookies.get(name), set: () => undefined },
      ip: "127.0.0.1",
    }),
  );
  try {
    return await caller.admin.payoutReport({ from: request.from, to: request.to });
  } finally {
    await services.auth.invalidateSession(session.id);
  }
}

type Report = Awaited<ReturnType<typeof payoutReportAsAdmin>>;

/** A plain-text table, one line per pro and a total line. */
export function formatReport(report: Report): string {
  const header = ["Professional", "E-mail", "StripeConnect", "Completed", "Paid out", "Pending", "To pay", "Tips"];
  const rows = report.rows.map((row) => [
    row.name,
    row.email,
    row.connected ? "linked" : "missing",
    String(row.completedCount),
    formatUsd(row.completedCents),
    String(row.pendingCount),
    formatUsd(row.pendingCents),
    formatUsd(row.tipsCents),
  ]);
  const { totals } = report;
  const total = [
    "Total",
    "",
    "",
    String(totals.completedCount),
    formatUsd(totals.completedCents),
    String(totals.pendingCount),
    formatUsd(totals.pendingCents),
    formatUsd(totals.tipsCents),
  ];
  const table = [header, ...rows, total];
  const widths = header.map((_, column) => Math.max(...table.map((line) => (line[column] ?? "").length)));
  const numeric = new Set([3, 4, 5, 6, 7]);
  const render = (line: string[]) =>
    line
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  const body = rows.length ? rows.map(render) : ["No payouts in this range."];
  return [
    `Payouts from ${report.from} to ${report.to} (UTC)`,
    "",
    render(header),
    rule,
    ...body,
    rule,
    render(total),
  ].join("\n");
}

async function main() {
  loadEnvFile();
  let request: ReportRequest;
  try {
    request = readRequest(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error([error.message, USAGE].filter(Boolean).join("\n\n"));
      process.exit(error.message ? 2 : 0);
    }
    throw error;
  }
  const database = await openScriptDatabase();
  // Nothing is uploaded by a report, so files go to a throwaway folder.
  const services = createServices({
    database,
    env: process.env,
    storageRoot: mkdtempSync(path.join(tmpdir(), "primp-report-")),
  });
  try {
    const report = await payoutReportAsAdmin(services, request);
    console.log(request.json ? JSON.stringify(report, null, 2) : formatReport(report));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
