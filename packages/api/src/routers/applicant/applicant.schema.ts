import { z } from "zod";
import type { RateLimitRule } from "../../auth/rate-limit.ts";
import { APPLICANT_NOT_FOUND } from "../../domain/applicants.ts";

/** Enough for a household or a salon sharing one address; not enough to flood the review queue. */
export const APPLICATIONS_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: 60 * 60_000 };

export const applicantIdInputSchema = z.object({
  applicantId: z.string({ error: APPLICANT_NOT_FOUND }).trim().min(1, { error: APPLICANT_NOT_FOUND }).max(64),
});
