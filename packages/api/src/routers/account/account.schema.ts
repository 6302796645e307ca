import { keysetPageInputSchema, NO_PROFILE_ACCESS } from "@primp/core";
import { z } from "zod";

/** Current Appointments (not completed) or Past Appointments, by keyset after page 1. */
export const myBookingsInputSchema = keysetPageInputSchema.extend({ tab: z.enum(["current", "past"]) });

export const accountIdInputSchema = z.object({
  userId: z.string({ error: NO_PROFILE_ACCESS }).trim().min(1, { error: NO_PROFILE_ACCESS }).max(64),
});
