// Completed and pending payouts per pro for a date range (scripts/payout-report.ts), and the
// tips charged for them in it (each its own transfer, sent at once; docs/decisions/tips.md).
import type { Db } from "@primp/db";
import { fullName } from "./dashboard-recipients.ts";

/**
 * Inclusive calendar dates (YYYY-MM-DD, UTC): completed payouts by payout date, pending ones by
 * appointment date, tips by the date they were charged.
 */
export interface PayoutReportInput {
  from: string;
  to: string;
}

export interface PayoutReportRow {
  proId: string;
  name: string;
  email: string;
  connected: boolean;
  completedCount: number;
  completedCents: number;
  pendingCount: number;
  pendingCents: number;
  tipsCount: number;
  tipsCents: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function payoutReport(db: Db, { from, to }: PayoutReportInput) {
  const range = { gte: new Date(`${from}T00:00:00Z`), lt: new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS) };
  const [completed, pending, tips] = await Promise.all([
    db.booking.groupBy({
      by: ["assignedProId"],
      where: { status: "COMPLETED", completedAt: range, assignedProId: { not: null } },
      _count: { _all: true },
      _sum: { payoutCents: true },
    }),
    db.booking.groupBy({
      by: ["assignedProId"],
      where: { status: "ACCEPTED", appointmentAt: range, assignedProId: { not: null } },
      _count: { _all: true },
      _sum: { payoutCents: true },
    }),
    db.tip.groupBy({
      by: ["proId"],
      where: { status: "CHARGED", chargedAt: range },
      _count: { _all: true },
      _sum: { amountCents: true },
    }),
  ]);
  const proIds = [
    ...new Set([
      ...[...completed, ...pending].map((group) => group.assignedProId as string),
      ...tips.map((group) => group.proId),
    ]),
  ];
  const pros = await db.user.findMany({
    where: { id: { in: proIds } },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      proProfile: { select: { stripeConnectId: true } },
    },
  });
  const rows: PayoutReportRow[] = pros.map((pro) => {
    const done = completed.find((group) => group.assignedProId === pro.id);
    const open = pending.find((group) => group.assignedProId === pro.id);
    const tipped = tips.find((group) => group.proId === pro.id);
    return {
      proId: pro.id,
      name: fullName(pro),
      email: pro.email,
      connected: Boolean(pro.proProfile?.stripeConnectId),
      completedCount: done?._count._all ?? 0,
      completedCents: done?._sum.payoutCents ?? 0,
      pendingCount: open?._count._all ?? 0,
      pendingCents: open?._sum.payoutCents ?? 0,
      tipsCount: tipped?._count._all ?? 0,
      tipsCents: tipped?._sum.amountCents ?? 0,
    };
  });
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  const sum = (key: Exclude<keyof PayoutReportRow, "proId" | "name" | "email" | "connected">) =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    from,
    to,
    rows,
    totals: {
      completedCount: sum("completedCount"),
      completedCents: sum("completedCents"),
      pendingCount: sum("pendingCount"),
      pendingCents: sum("pendingCents"),
      tipsCount: sum("tipsCount"),
      tipsCents: sum("tipsCents"),
    },
  };
}
