import type { TRPCRouterRecord } from "@trpc/server";
import { publicProcedure } from "../../trpc.ts";
import { computeQuoteForService } from "./compute.handler.ts";
import { computeQuoteSchema } from "./compute.schema.ts";

export const quoteRouter = {
  compute: publicProcedure.input(computeQuoteSchema).query(({ ctx, input }) => computeQuoteForService(ctx, input)),
} satisfies TRPCRouterRecord;
