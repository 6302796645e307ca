export { createPayments, isLocalPayments, type PaymentsOptions } from "./create-payments.ts";
export {
  CARD_DECLINED_MESSAGE,
  CARD_INVALID_MESSAGE,
  LOCAL_CONNECT_ONBOARDING_PATH,
  LOCAL_WEBHOOK_SECRET,
  LocalPayments,
  type LocalPaymentsOptions,
  TEST_CARDS,
  type TestCardResult,
} from "./local-payments.ts";
export { StripePayments, type StripePaymentsOptions } from "./stripe-payments.ts";
export * from "./types.ts";
export { signLocalWebhook, WEBHOOK_TOLERANCE_SECONDS } from "./webhook-signature.ts";
