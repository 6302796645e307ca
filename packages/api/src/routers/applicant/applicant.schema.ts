import { z } from "zod";
import { APPLICANT_NOT_FOUND } from "../../domain/applicants.ts";

export const applicantIdInputSchema = z.object({
  applicantId: z.string({ error: APPLICANT_NOT_FOUND }).trim().min(1, { error: APPLICANT_NOT_FOUND }).max(64),
});
