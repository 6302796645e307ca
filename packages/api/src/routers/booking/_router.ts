import type { TRPCRouterRecord } from "@trpc/server";
import { loadCatalogue } from "../../domain/catalogue.ts";
import { publicProcedure } from "../../trpc.ts";

export const bookingRouter = {
  catalogue: publicProcedure.query(({ ctx }) => loadCatalogue(ctx.db)),
} satisfies TRPCRouterRecord;
