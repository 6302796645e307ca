export type { CookieAttributes, CookieJar } from "./auth/cookies.ts";
export { type Auth, createLucia } from "./auth/lucia.ts";
export { hashPassword } from "./auth/password.ts";
export { consumeRateLimit, TOO_MANY_ATTEMPTS } from "./auth/rate-limit.ts";
export * as rateLimitRules from "./auth/rate-limit-rules.ts";
export { availableSlots } from "./domain/availability.ts";
export { PAYMENT_STATUS_UNREACHABLE } from "./domain/booking-confirmation.ts";
export { PAYMENT_PROVIDER_UNREACHABLE } from "./domain/booking-create.ts";
export { handlePaymentWebhook, type WebhookOutcome, WebhookRejectedError } from "./domain/booking-payment.ts";
// For the job engine: the lifecycle steps a job runs, each safe to run twice or late.
export { type DuePayout, MARKED_DONE, payoutsDue } from "./domain/completion.ts";
export { blogSlugs } from "./domain/content.ts";
export { sampleArtSvg } from "./domain/demo-image-art.ts";
export { type DemoImagesSummary, seedDemoImages } from "./domain/demo-images.ts";
export { makeImageVariants } from "./domain/image-variants.ts";
export { payOutBooking } from "./domain/payout.ts";
export { type PublicProPage, publicProPage, publicProSlugs } from "./domain/pro-page.ts";
export {
  type ExpireOutcome,
  expireRescheduleConfirmation,
  rescheduleConfirmationsDue,
} from "./domain/reschedule.ts";
export { homeSiteImages } from "./domain/site-images.ts";
export {
  homeServiceCards,
  type PublicCityPage,
  type PublicServicePage,
  publicCityPage,
  publicServicePage,
  storefrontSlugs,
} from "./domain/storefront.ts";
export { canReadStoredFile, isPrivateStoredFile, saveUpload } from "./domain/uploads.ts";
export { jobHandlers } from "./jobs/handlers.ts";
export { createInProcessLiveEvents, type LiveEvent, type LiveEvents } from "./live/live-events.ts";
export { PRODUCTION_MAX_EVENT_LOOP_UTILIZATION } from "./process-limits.ts";
export { type AppRouter, appRouter, createCaller } from "./root.ts";
export {
  assertReadyToStart,
  ConfigurationError,
  createServices,
  FILES_BASE_PATH,
  MAIL_FROM_DEFAULT,
  PRODUCTION_KEYS,
  PRODUCTION_NEEDS_POSTGRES,
  type ServiceOptions,
  storageFrom,
} from "./services.ts";
export {
  type AppConfig,
  type Context,
  createContext,
  DATABASE_UNAVAILABLE,
  type HttpLimits,
  type OverloadLimits,
  REQUEST_NOT_READABLE,
  type RequestInfo,
  type Services,
  SOMETHING_WENT_WRONG,
} from "./trpc.ts";
