// The real provider: Stripe's official SDK. Every call that moves money carries the caller's
// idempotency key, so the SDK's own retries and ours can never charge, refund or pay twice.
import Stripe from "stripe";
import { assertPositiveCents, assertPresent, transferGroupFor } from "./amounts.ts";
import type {
  PaymentEvent,
  PaymentIntent,
  PaymentStatus,
  Payments,
  SavedCard,
  SavedCardCharge,
  SetupIntent,
} from "./types.ts";
import { toPaymentEvent } from "./webhook-event.ts";

export interface StripePaymentsOptions {
  secretKey: string;
  /** Signing secret of the webhook endpoint (whsec_...); without it every webhook is refused. */
  webhookSecret?: string | undefined;
  /** Overrides for the SDK, e.g. { host, port, protocol: "http" } to reach a test stand-in. */
  clientOptions?: Stripe.StripeConfig | undefined;
}

/**
 * Our five states from Stripe's seven: anything still waiting on the customer (a card to
 * enter, 3-D Secure, a confirmation) is "requires_payment_method"; an authorised but
 * uncaptured charge (a hold) is "requires_capture".
 */
const STATUS_FROM_STRIPE: Record<Stripe.PaymentIntent.Status, PaymentStatus> = {
  requires_payment_method: "requires_payment_method",
  requires_confirmation: "requires_payment_method",
  requires_action: "requires_payment_method",
  processing: "processing",
  requires_capture: "requires_capture",
  canceled: "canceled",
  succeeded: "succeeded",
};

const idOf = (value: string | { id: string } | null) => (typeof value === "string" ? value : (value?.id ?? null));

/**
 * The customer and card of a paid (or held) intent created with setup_future_usage, or of a
 * confirmed setup intent: Stripe keeps the card attached to the customer.
 */
function savedCardOf(object: Stripe.PaymentIntent | Stripe.SetupIntent): SavedCard | null {
  const customerId = idOf(object.customer);
  const paymentMethodId = idOf(object.payment_method);
  const authorised = object.status === "succeeded" || object.status === "requires_capture";
  return authorised && customerId && paymentMethodId ? { customerId, paymentMethodId } : null;
}

const SETUP_STATUS_FROM_STRIPE: Partial<Record<Stripe.SetupIntent.Status, SetupIntent["status"]>> = {
  succeeded: "succeeded",
  canceled: "canceled",
};

function toSetupIntent(setup: Stripe.SetupIntent): SetupIntent {
  return {
    id: setup.id,
    clientSecret: setup.client_secret ?? "",
    status: SETUP_STATUS_FROM_STRIPE[setup.status] ?? "requires_payment_method",
    metadata: { ...setup.metadata },
    savedCard: savedCardOf(setup),
  };
}

function toPaymentIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    amountCents: intent.amount,
    status: STATUS_FROM_STRIPE[intent.status] ?? "requires_payment_method",
    amountReceivedCents: intent.amount_received,
    metadata: { ...intent.metadata },
    savedCard: savedCardOf(intent),
  };
}

export class StripePayments implements Payments {
  readonly kind = "stripe";
  readonly #stripe: Stripe;
  readonly #webhookSecret: string | undefined;

  constructor(options: StripePaymentsOptions) {
    assertPresent("Stripe secret key", options.secretKey);
    this.#stripe = new Stripe(options.secretKey, {
      // Stripe answers in well under a second; a customer should hear within ~30 s in all
      // (3 tries of 10 s, same idempotency key) that something is wrong, not wait 90 s.
      maxNetworkRetries: 2,
      timeout: 10_000,
      appInfo: { name: "Primp" },
      ...options.clientOptions,
    });
    this.#webhookSecret = options.webhookSecret || undefined;
  }

  async createPaymentIntent(input: Parameters<Payments["createPaymentIntent"]>[0]): Promise<PaymentIntent> {
    assertPositiveCents("amountCents", input.amountCents);
    assertPresent("bookingId", input.bookingId);
    assertPresent("idempotencyKey", input.idempotencyKey);
    const customer = await this.#customerFor(input);
    const intent = await this.#stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: "usd",
        description: input.description,
        receipt_email: input.receiptEmail,
        metadata: { bookingId: input.bookingId },
        customer: customer.id,
        setup_future_usage: "off_session",
        capture_method: input.captureMethod ?? "automatic",
        // The methods enabled in the Dashboard, minus those that leave the page: the booking
        // form confirms in place and has no return_url flow. (This API version dropped
        // payment_method_types on create.)
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
        transfer_group: transferGroupFor(input.bookingId),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toPaymentIntent(intent);
  }

  /** A card can only be charged again later (a tip, a hold) through a Customer it is attached to. */
  #customerFor(input: { receiptEmail: string; bookingId: string; idempotencyKey: string }) {
    return this.#stripe.customers.create(
      { email: input.receiptEmail, metadata: { bookingId: input.bookingId } },
      { idempotencyKey: `${input.idempotencyKey}:customer` },
    );
  }

  async createSetupIntent(input: Parameters<Payments["createSetupIntent"]>[0]): Promise<SetupIntent> {
    assertPresent("bookingId", input.bookingId);
    assertPresent("idempotencyKey", input.idempotencyKey);
    const customer = await this.#customerFor(input);
    const setup = await this.#stripe.setupIntents.create(
      {
        customer: customer.id,
        usage: "off_session",
        metadata: { bookingId: input.bookingId },
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toSetupIntent(setup);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntent> {
    assertPresent("setupIntentId", id);
    return toSetupIntent(await this.#stripe.setupIntents.retrieve(id));
  }

  async capturePaymentIntent(input: Parameters<Payments["capturePaymentIntent"]>[0]): Promise<PaymentIntent> {
    assertPresent("paymentIntentId", input.paymentIntentId);
    assertPresent("idempotencyKey", input.idempotencyKey);
    if (input.amountCents !== undefined) assertPositiveCents("amountCents", input.amountCents);
    const intent = await this.#stripe.paymentIntents.capture(
      input.paymentIntentId,
      input.amountCents === undefined ? {} : { amount_to_capture: input.amountCents },
      { idempotencyKey: input.idempotencyKey },
    );
    return toPaymentIntent(intent);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent> {
    assertPresent("paymentIntentId", id);
    return toPaymentIntent(await this.#stripe.paymentIntents.retrieve(id));
  }

  async chargeSavedCard(input: Parameters<Payments["chargeSavedCard"]>[0]): Promise<SavedCardCharge> {
    assertPositiveCents("amountCents", input.amountCents);
    assertPresent("bookingId", input.bookingId);
    assertPresent("idempotencyKey", input.idempotencyKey);
    try {
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: "usd",
          description: input.description,
          customer: input.card.customerId,
          payment_method: input.card.paymentMethodId,
          off_session: true,
          confirm: true,
          capture_method: input.captureMethod ?? "automatic",
          metadata: { bookingId: input.bookingId },
          transfer_group: transferGroupFor(input.bookingId),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const wanted = input.captureMethod === "manual" ? "requires_capture" : "succeeded";
      if (intent.status === wanted) return { ok: true, paymentIntentId: intent.id };
      return { ok: false, message: "Your bank asked to confirm this payment, which cannot be done here." };
    } catch (error) {
      // Declines and cards that need the customer (3-D Secure) come back as card errors.
      if (error instanceof Stripe.errors.StripeCardError) return { ok: false, message: error.message };
      throw error;
    }
  }

  async cancelPaymentIntent(id: string): Promise<PaymentIntent> {
    assertPresent("paymentIntentId", id);
    return toPaymentIntent(await this.#stripe.paymentIntents.cancel(id));
  }

  async refund(input: Parameters<Payments["refund"]>[0]): Promise<{ id: string }> {
    assertPositiveCents("amountCents", input.amountCents);
    assertPresent("paymentIntentId", input.paymentIntentId);
    assertPresent("idempotencyKey", input.idempotencyKey);
    const refund = await this.#stripe.refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amountCents },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: refund.id };
  }

  async createConnectAccount(input: Parameters<Payments["createConnectAccount"]>[0]): Promise<{ id: string }> {
    assertPresent("email", input.email);
    assertPresent("idempotencyKey", input.idempotencyKey);
    const account = await this.#stripe.accounts.create(
      {
        type: "express",
        country: "US",
        email: input.email,
        // Pros only receive transfers; the platform takes the customer's card payment.
        capabilities: { transfers: { requested: true } },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: account.id };
  }

  async createAccountLink(input: Parameters<Payments["createAccountLink"]>[0]): Promise<{ url: string }> {
    assertPresent("accountId", input.accountId);
    const link = await this.#stripe.accountLinks.create({
      account: input.accountId,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: "account_onboarding",
    });
    return { url: link.url };
  }

  async transfer(input: Parameters<Payments["transfer"]>[0]): Promise<{ id: string }> {
    assertPositiveCents("amountCents", input.amountCents);
    assertPresent("destination", input.destination);
    assertPresent("bookingId", input.bookingId);
    assertPresent("idempotencyKey", input.idempotencyKey);
    const transfer = await this.#stripe.transfers.create(
      {
        amount: input.amountCents,
        currency: "usd",
        destination: input.destination,
        metadata: { bookingId: input.bookingId },
        transfer_group: transferGroupFor(input.bookingId),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: transfer.id };
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!this.#webhookSecret) throw new Error("STRIPE_WEBHOOK_SECRET is not set, so no webhook can be verified");
    if (!signature) throw new Error("Webhook signature header is missing");
    return toPaymentEvent(this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret));
  }
}
