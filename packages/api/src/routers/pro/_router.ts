import type { TRPCRouterRecord } from "@trpc/server";
import { proProcedure } from "../../trpc.ts";

export const proRouter = {
  /** The signed-in pro's own profile. */
  me: proProcedure.query(({ ctx }) =>
    ctx.db.proProfile.findUniqueOrThrow({
      where: { userId: ctx.user.id },
      include: { user: { select: { firstName: true, lastName: true, email: true, avatarUrl: true, createdAt: true } } },
    }),
  ),
} satisfies TRPCRouterRecord;
