// The API: every router, merged. How a procedure is written, the one way:
//
//   name: <kind>Procedure                       publicProcedure, authedProcedure, proProcedure or
//                                               adminProcedure (trpc.ts): who may call it
//     .input(schema)                            zod; shared with the web app's forms → packages/core;
//                                               used only here → a .schema.ts file beside the
//                                               router, in routers/<router>/ (admin.schema.ts)
//     .use(rateLimited(RULE))                   optional; every rule lives in auth/rate-limit-rules.ts
//     .query|mutation(({ ctx, input }) =>       one call into domain/, and nothing else:
//       domainFunction(ctx, input)),            no logic and no database access in routers/
//
// All logic and all database access live in domain/ (one file per use case, testable on its
// own); domain rules as data and pure functions live in packages/core. Input objects drop keys
// they do not know; a booking's answers are strict (docs/decisions/domain-rules.md, "Unknown keys").
import { accountRouter } from "./routers/account/_router.ts";
import { adminRouter } from "./routers/admin/_router.ts";
import { applicantRouter } from "./routers/applicant/_router.ts";
import { authRouter } from "./routers/auth/_router.ts";
import { availabilityRouter } from "./routers/availability/_router.ts";
import { bookingRouter } from "./routers/booking/_router.ts";
import { contentRouter } from "./routers/content/_router.ts";
import { conversationRouter } from "./routers/conversation/_router.ts";
import { liveRouter } from "./routers/live/_router.ts";
import { proRouter } from "./routers/pro/_router.ts";
import { pushRouter } from "./routers/push/_router.ts";
import { quoteRouter } from "./routers/quote/_router.ts";
import { reviewRouter } from "./routers/review/_router.ts";
import { storefrontRouter } from "./routers/storefront/_router.ts";
import { createCallerFactory, createTRPCRouter } from "./trpc.ts";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  booking: bookingRouter,
  quote: quoteRouter,
  account: accountRouter,
  pro: proRouter,
  applicant: applicantRouter,
  admin: adminRouter,
  availability: availabilityRouter,
  content: contentRouter,
  review: reviewRouter,
  storefront: storefrontRouter,
  conversation: conversationRouter,
  live: liveRouter,
  push: pushRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
