import type Stripe from "stripe";
import { LocalPayments } from "./local-payments.ts";
import { StripePayments } from "./stripe-payments.ts";
import type { Payments } from "./types.ts";

export interface PaymentsOptions {
  /** STRIPE_SECRET_KEY; when unset or blank the local provider is used. */
  stripeSecretKey?: string | undefined;
  /** STRIPE_WEBHOOK_SECRET; for the local provider it signs local webhooks instead. */
  stripeWebhookSecret?: string | undefined;
  stripeClientOptions?: Stripe.StripeConfig | undefined;
}

/** Stripe when a secret key is configured, else the in-process local provider (dev and tests). */
export function createPayments(options: PaymentsOptions = {}): StripePayments | LocalPayments {
  const secretKey = options.stripeSecretKey?.trim();
  if (secretKey) {
    return new StripePayments({
      secretKey,
      webhookSecret: options.stripeWebhookSecret?.trim(),
      clientOptions: options.stripeClientOptions,
    });
  }
  return new LocalPayments({ webhookSecret: options.stripeWebhookSecret?.trim() });
}

/**
 * True for the local provider, including wrappers that forward confirmWithTestCard; the
 * server offers the test-card form only then.
 */
export function isLocalPayments(payments: Payments): payments is LocalPayments {
  return payments.kind === "local" && typeof (payments as Partial<LocalPayments>).confirmWithTestCard === "function";
}
