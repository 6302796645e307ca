import { bookingIdInputSchema } from "@primp/core";
import { z } from "zod";

/** tRPC adds it to a resumed subscription's input: the id of the last update the page saw. */
const lastEventId = z.string().max(100).nullish();

export const liveBookingInputSchema = bookingIdInputSchema.extend({ lastEventId });

/** A list's stream (a pro's offers, a dashboard's bookings): nothing to name but where it resumes. */
export const liveListInputSchema = z.object({ lastEventId }).optional();
