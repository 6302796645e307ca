import { accountRouter } from "./routers/account/_router.ts";
import { adminRouter } from "./routers/admin/_router.ts";
import { applicantRouter } from "./routers/applicant/_router.ts";
import { authRouter } from "./routers/auth/_router.ts";
import { bookingRouter } from "./routers/booking/_router.ts";
import { contentRouter } from "./routers/content/_router.ts";
import { proRouter } from "./routers/pro/_router.ts";
import { quoteRouter } from "./routers/quote/_router.ts";
import { createCallerFactory, createTRPCRouter } from "./trpc.ts";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  booking: bookingRouter,
  quote: quoteRouter,
  account: accountRouter,
  pro: proRouter,
  applicant: applicantRouter,
  admin: adminRouter,
  content: contentRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
