import { applicationSchema, pageInputSchema } from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import { APPLICATIONS_PER_ADDRESS, APPLICATIONS_PER_EMAIL } from "../../auth/rate-limit-rules.ts";
import {
  acceptApplicant,
  declineApplicant,
  getApplicant,
  listApplicants,
  submitApplication,
} from "../../domain/applicants.ts";
import { adminProcedure, publicProcedure, rateLimited } from "../../trpc.ts";
import { applicantIdInputSchema } from "./applicant.schema.ts";

export const applicantRouter = {
  /** The public application form on /professionals. */
  // Not called "apply": a tRPC caller treats .apply() as calling the router itself.
  submit: publicProcedure
    .input(applicationSchema)
    .use(rateLimited(APPLICATIONS_PER_ADDRESS, APPLICATIONS_PER_EMAIL))
    .mutation(({ ctx, input }) => submitApplication(ctx, input)),

  // Pro Applicants on the admin dashboard, 5 per page.
  listPending: adminProcedure
    .input(pageInputSchema)
    .query(({ ctx, input }) => listApplicants(ctx.sql, "PENDING", input.page)),
  listAccepted: adminProcedure
    .input(pageInputSchema)
    .query(({ ctx, input }) => listApplicants(ctx.sql, "ACCEPTED", input.page)),

  // /pro-applicant?id=: administrators only (the old product only required a login).
  get: adminProcedure.input(applicantIdInputSchema).query(({ ctx, input }) => getApplicant(ctx.db, input.applicantId)),
  accept: adminProcedure
    .input(applicantIdInputSchema)
    .mutation(({ ctx, input }) => acceptApplicant(ctx, input.applicantId)),
  decline: adminProcedure
    .input(applicantIdInputSchema)
    .mutation(({ ctx, input }) => declineApplicant(ctx, input.applicantId)),
} satisfies TRPCRouterRecord;
