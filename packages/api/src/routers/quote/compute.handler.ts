import { type BookingAnswers, computeQuote } from "@primp/core";
import type { z } from "zod";
import { findBookableService } from "../../domain/catalogue.ts";
import type { Context } from "../../trpc.ts";
import type { computeQuoteSchema } from "./compute.schema.ts";

export async function computeQuoteForService(
  ctx: Pick<Context, "catalogue">,
  input: z.infer<typeof computeQuoteSchema>,
) {
  const service = findBookableService(await ctx.catalogue.get(), input.serviceId);
  const answers = {
    ...input.answers,
    serviceType: service.serviceType,
    serviceId: service.id,
  } as Partial<BookingAnswers>;
  return computeQuote(answers, service);
}
