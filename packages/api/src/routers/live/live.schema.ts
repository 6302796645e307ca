import { bookingIdInputSchema } from "@primp/core";
import { z } from "zod";

/** tRPC adds it to a resumed subscription's input: the id of the last update the page saw. */
const lastEventId = z.string().max(100).nullish();

export const liveBookingInputSchema = bookingIdInputSchema.extend({ lastEventId });

export const liveOffersInputSchema = z.object({ lastEventId }).optional();
