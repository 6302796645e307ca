export { type Auth, createLucia } from "./auth/lucia.ts";
export { hashPassword } from "./auth/password.ts";
export { handlePaymentWebhook, type WebhookOutcome, WebhookRejectedError } from "./domain/booking-payment.ts";
export { MAX_UPLOAD_BYTES, saveUpload, uploadTargetSchema } from "./domain/uploads.ts";
export { type AppRouter, appRouter, createCaller } from "./root.ts";
export { createServices, FILES_BASE_PATH, type ServiceOptions } from "./services.ts";
export {
  type AppConfig,
  type Context,
  type CookieAttributes,
  type CookieJar,
  createContext,
  type RequestInfo,
  type Services,
} from "./trpc.ts";
