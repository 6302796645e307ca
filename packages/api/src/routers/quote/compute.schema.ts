import { z } from "zod";

// Answers may be partial while the customer fills the form; the engine prices what is there.
export const computeQuoteSchema = z.object({
  serviceId: z.string().trim().min(1, { error: "Please choose a service" }).max(64),
  answers: z.record(z.string().max(64), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()])),
});
