// The few payment operations Primp needs. Amounts are integer cents (USD).
// "requires_capture" is a hold: the card is authorised for amountCents, nothing is charged
// until a capture (of at most that amount); an uncaptured hold lapses (canceled) after
// HOLD_LIFETIME_DAYS, as Stripe's online authorisations do.
export type PaymentStatus = "requires_payment_method" | "processing" | "requires_capture" | "succeeded" | "canceled";

/** "manual" places a hold that a later capture turns into a charge; "automatic" charges at once. */
export type CaptureMethod = "automatic" | "manual";

/** How long Stripe keeps an online card authorisation before cancelling it. */
export const HOLD_LIFETIME_DAYS = 7;

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  status: PaymentStatus;
  /** What was actually charged: 0 while held, the captured amount after a (partial) capture. */
  amountReceivedCents: number;
  metadata: Record<string, string>;
  /** The card this intent was paid (or held) with, kept on the provider for later charges (a tip); null until paid. */
  savedCard: SavedCard | null;
}

/** A card saved with the provider: its customer and payment method. */
export interface SavedCard {
  customerId: string;
  paymentMethodId: string;
}

/** A card saved for later without a payment (a SetupIntent): the customer confirms it in the browser. */
export interface SetupIntent {
  id: string;
  clientSecret: string;
  status: "requires_payment_method" | "succeeded" | "canceled";
  metadata: Record<string, string>;
  /** The saved card, once the customer confirmed it. */
  savedCard: SavedCard | null;
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
    /** "manual" authorises (holds) the amount when the customer pays; default "automatic". */
    captureMethod?: CaptureMethod | undefined;
  }): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent>;
  /**
   * Charges a card saved earlier at once (off session), e.g. a tip after the appointment; with
   * captureMethod "manual" it only places a hold on it (a booking's hold days before).
   */
  chargeSavedCard(input: {
    card: SavedCard;
    amountCents: number;
    bookingId: string;
    description: string;
    idempotencyKey: string;
    captureMethod?: CaptureMethod | undefined;
  }): Promise<SavedCardCharge>;
  /**
   * Turns a hold into a charge of amountCents (at most the amount held; the rest is released),
   * or of the whole hold when omitted. Refused when the intent is not held (or the hold lapsed).
   */
  capturePaymentIntent(input: {
    paymentIntentId: string;
    amountCents?: number | undefined;
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  /**
   * Stops an unpaid intent from ever being paid (an abandoned booking) or releases a hold;
   * refused once it succeeded.
   */
  cancelPaymentIntent(id: string): Promise<PaymentIntent>;
  /** Saves a card for a later off-session hold, without any payment now. */
  createSetupIntent(input: { bookingId: string; receiptEmail: string; idempotencyKey: string }): Promise<SetupIntent>;
  retrieveSetupIntent(id: string): Promise<SetupIntent>;
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
