import { z } from "zod";
import { connectAccountIdSchema } from "../../domain/payout-connect.ts";
import { PRO_PROFILE_NOT_FOUND } from "../../domain/profile.ts";

/** /dashboard?accID=: the account id the onboarding provider sent the pro back with. */
export const connectReturnSchema = z.object({ accountId: connectAccountIdSchema });

/** /profile?id=: the pro's user id. */
export const proProfileInputSchema = z.object({
  userId: z.string({ error: PRO_PROFILE_NOT_FOUND }).trim().min(1, { error: PRO_PROFILE_NOT_FOUND }).max(64),
});
