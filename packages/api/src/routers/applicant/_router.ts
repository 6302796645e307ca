import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { adminProcedure } from "../../trpc.ts";

export const applicantRouter = {
  /** Applicants awaiting review, oldest first, 5 per page as the dashboards show them. */
  listPending: adminProcedure
    .input(z.object({ page: z.number().int().min(1).max(10_000).default(1) }))
    .query(async ({ ctx, input }) => {
      const where = { status: "PENDING" as const };
      const [items, total] = await Promise.all([
        ctx.db.applicant.findMany({ where, orderBy: { createdAt: "asc" }, skip: (input.page - 1) * 5, take: 5 }),
        ctx.db.applicant.count({ where }),
      ]);
      return { items, total };
    }),
} satisfies TRPCRouterRecord;
