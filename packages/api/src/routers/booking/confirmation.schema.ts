import { z } from "zod";
import { bookingIdSchema, clientSecretSchema } from "./confirmPayment.schema.ts";

/** Without the client secret, only a signed-in reader of the booking gets an answer. */
export const confirmationSchema = z.object({
  bookingId: bookingIdSchema,
  clientSecret: clientSecretSchema.optional(),
});
