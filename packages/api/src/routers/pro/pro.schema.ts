import { z } from "zod";
import { PRO_PROFILE_NOT_FOUND } from "../../domain/profile.ts";

/** /dashboard?accID=: the account id the onboarding provider sent the pro back with. */
/** Connect account ids as providers issue them (Stripe: acct_…); anything else is refused. */
const connectAccountIdSchema = z
  .string({ error: "This StripeConnect account id is not valid" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{4,64}$/, { error: "This StripeConnect account id is not valid" });

export const connectReturnSchema = z.object({ accountId: connectAccountIdSchema });

/** /profile?id=: the pro's user id. */
export const proProfileInputSchema = z.object({
  userId: z.string({ error: PRO_PROFILE_NOT_FOUND }).trim().min(1, { error: PRO_PROFILE_NOT_FOUND }).max(64),
});

/** /pros/<slug>: the public page's address; an over-long one is a page that does not exist. */
export const proPageInputSchema = z.object({
  slug: z.string({ error: PRO_PROFILE_NOT_FOUND }).max(100, { error: PRO_PROFILE_NOT_FOUND }),
});
