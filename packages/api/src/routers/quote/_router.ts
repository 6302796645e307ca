import type { TRPCRouterRecord } from "@trpc/server";
import { quoteForService } from "../../domain/quote.ts";
import { publicProcedure } from "../../trpc.ts";
import { computeQuoteSchema } from "./compute.schema.ts";

export const quoteRouter = {
  compute: publicProcedure.input(computeQuoteSchema).query(({ ctx, input }) => quoteForService(ctx, input)),
} satisfies TRPCRouterRecord;
