import { bookingLinkInputSchema, testCardNumberSchema } from "@primp/core";
import { z } from "zod";

export const bookingIdSchema = z.string({ error: "We could not find this booking." }).trim().min(1).max(64);
/** The payment intent's client secret, which the browser got from booking.create. */
export const clientSecretSchema = z.string().trim().min(1).max(255);

export const confirmPaymentSchema = z.object({
  bookingId: bookingIdSchema,
  clientSecret: clientSecretSchema,
  // Local provider only (test cards).
  cardNumber: testCardNumberSchema.optional(),
});

/** The other card given through a declined hold's e-mailed link: the link's token with the card step. */
export const confirmNewCardHoldSchema = confirmPaymentSchema.extend(bookingLinkInputSchema.shape);
