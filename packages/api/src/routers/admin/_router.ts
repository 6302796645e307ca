import type { TRPCRouterRecord } from "@trpc/server";
import { adminProcedure } from "../../trpc.ts";

export const adminRouter = {
  /** Headline counts for the administrator's dashboard. */
  overview: adminProcedure.query(async ({ ctx }) => {
    const [pendingBookings, pendingApplicants, prosWithoutPayouts] = await Promise.all([
      ctx.db.booking.count({ where: { status: "PENDING" } }),
      ctx.db.applicant.count({ where: { status: "PENDING" } }),
      ctx.db.proProfile.count({ where: { stripeConnectId: null } }),
    ]);
    return { pendingBookings, pendingApplicants, prosWithoutPayouts };
  }),
} satisfies TRPCRouterRecord;
