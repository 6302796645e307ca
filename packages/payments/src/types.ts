// The few payment operations Primp needs. Amounts are integer cents (USD).
export type PaymentStatus = "requires_payment_method" | "processing" | "succeeded" | "canceled";

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  status: PaymentStatus;
  metadata: Record<string, string>;
  /** The card this intent was paid with, kept on the provider for later charges (a tip); null until paid. */
  savedCard: SavedCard | null;
}

/** A card saved with the provider: its customer and payment method. */
export interface SavedCard {
  customerId: string;
  paymentMethodId: string;
}

/** A charge made without the customer at hand: a decline is an answer, not an exception. */
export type SavedCardCharge = { ok: true; paymentIntentId: string } | { ok: false; message: string };

export interface PaymentEvent {
  id: string;
  type: "payment_intent.succeeded" | "payment_intent.payment_failed" | "account.updated" | string;
  /** For payment events, the intent id; for account events, the connected account id. */
  objectId: string;
}

export interface Payments {
  readonly kind: "stripe" | "local";
  /** The intent also saves the card it is paid with for later charges (savedCard). */
  createPaymentIntent(input: {
    amountCents: number;
    bookingId: string;
    receiptEmail: string;
    description: string;
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent>;
  /** Charges a card saved by an earlier payment at once (off session), e.g. a tip after the appointment. */
  chargeSavedCard(input: {
    card: SavedCard;
    amountCents: number;
    bookingId: string;
    description: string;
    idempotencyKey: string;
  }): Promise<SavedCardCharge>;
  /** Stops an unpaid intent from ever being paid (an abandoned booking); refused once it succeeded. */
  cancelPaymentIntent(id: string): Promise<PaymentIntent>;
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
  createConnectAccount(input: { email: string; idempotencyKey: string }): Promise<{ id: string }>;
  createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  transfer(input: {
    amountCents: number;
    destination: string;
    bookingId: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** Verifies a webhook's signature and returns the event; throws when the signature is wrong. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
