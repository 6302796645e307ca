// A quote while the customer answers: the same pure engine as booking creation, on the live
// catalogue's service, with the answers as far as they go.
import { computeQuote, type QuoteAnswers } from "@primp/core";
import type { Context } from "../trpc.ts";
import { findBookableService } from "./catalogue.ts";

export async function quoteForService(
  ctx: Pick<Context, "catalogue">,
  input: { serviceId: string; answers: QuoteAnswers },
) {
  const service = findBookableService(await ctx.catalogue.get(), input.serviceId);
  return computeQuote({ ...input.answers, serviceType: service.serviceType, serviceId: service.id }, service);
}
