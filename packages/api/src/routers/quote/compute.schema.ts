import { quoteAnswersSchema } from "@primp/core";
import { z } from "zod";

// Answers may be partial while the customer fills the form; the engine prices what is there.
export const computeQuoteSchema = z.object({
  serviceId: z.string().trim().min(1, { error: "Please choose a service" }).max(64),
  answers: quoteAnswersSchema,
});
