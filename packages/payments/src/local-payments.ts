// Dev and test stand-in for Stripe: no network, no keys, test cards typed into our own form.
//
// State lives in this process's memory (a Map), which is acceptable ONLY because this provider
// is for local development and tests, never for several production processes. To survive a dev
// server restart, a payment intent's id carries its amount and booking id (nothing secret), so
// retrieving or paying an intent the process has forgotten still works; its payment and refund
// history is what a restart loses. Refunds and transfers for intents or accounts this process
// does not know (test fixtures, a restart) are accepted, so the domain code can be exercised;
// so are captures of holds it does not know (the id says it was a hold). Holds lapse after
// HOLD_LIFETIME_DAYS on the injected clock, as Stripe cancels an uncaptured authorisation.
import { randomUUID } from "node:crypto";
import { assertPositiveCents, assertPresent } from "./amounts.ts";
import { IdempotencyLedger } from "./idempotency.ts";
import {
  type CaptureMethod,
  HOLD_LIFETIME_DAYS,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentStatus,
  type Payments,
  type SavedCard,
  type SavedCardCharge,
  type SetupIntent,
} from "./types.ts";
import { toPaymentEvent } from "./webhook-event.ts";
import { verifyLocalWebhook } from "./webhook-signature.ts";

/** Signs local webhooks when no STRIPE_WEBHOOK_SECRET is configured. Dev only: it is public. */
export const LOCAL_WEBHOOK_SECRET = "whsec_local_primp_dev";

/** Path of the page the server serves to imitate Stripe's hosted Connect onboarding. */
export const LOCAL_CONNECT_ONBOARDING_PATH = "/dev/connect-onboarding";

/** Stripe's test card numbers and what Stripe says for them. */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  /** Stripe's "decline after attaching": pays here (a dev shortcut), then every later charge of it is declined. */
  declinesLater: "4000000000000341",
} as const;
export const CARD_DECLINED_MESSAGE = "Your card was declined.";
export const CARD_INVALID_MESSAGE = "Your card number is invalid.";

export type TestCardResult = { ok: true } | { ok: false; message: string };

interface LocalIntent {
  id: string;
  amountCents: number;
  bookingId: string;
  status: PaymentStatus;
  captureMethod: CaptureMethod;
  /** When the card was authorised, for a hold; its lapse is counted from here. */
  heldAt?: Date;
  receivedCents: number;
  refundedCents: number;
  /** Set when a test card paid it: the card is then saved for later charges, as Stripe would. */
  savedCard?: SavedCard;
}

// 16 hex digits from randomUUID, which draws on a cached batch of entropy; randomBytes asks
// the system for each one, a measurable share of booking creation's CPU on the local provider.
const randomId = () => randomUUID().replaceAll("-", "").slice(0, 16);
// "m" after the amount marks a hold (manual capture), so a forgotten intent is still paid as one.
const ID_PATTERN = /^pi_local_[0-9a-f]{16}_(\d+)(m?)_([A-Za-z0-9_-]+)$/;
const HOLD_LIFETIME_MS = HOLD_LIFETIME_DAYS * 24 * 3_600_000;

const base64url = (text: string) => Buffer.from(text, "utf8").toString("base64url");

function encodeIntentId(amountCents: number, bookingId: string, captureMethod: CaptureMethod) {
  return `pi_local_${randomId()}_${amountCents}${captureMethod === "manual" ? "m" : ""}_${base64url(bookingId)}`;
}

function decodeIntentId(id: string): LocalIntent | null {
  const match = ID_PATTERN.exec(id);
  if (!match?.[1] || !match[3]) return null;
  const amountCents = Number(match[1]);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return null;
  const bookingId = Buffer.from(match[3], "base64url").toString("utf8");
  const captureMethod = match[2] ? "manual" : "automatic";
  return newIntent({ id, amountCents, bookingId, captureMethod, status: "requires_payment_method" });
}

const newIntent = (fields: Pick<LocalIntent, "id" | "amountCents" | "bookingId" | "captureMethod" | "status">) => ({
  ...fields,
  receivedCents: 0,
  refundedCents: 0,
});

const toPaymentIntent = (intent: LocalIntent): PaymentIntent => ({
  id: intent.id,
  clientSecret: `${intent.id}_secret_local`,
  amountCents: intent.amountCents,
  status: intent.status,
  amountReceivedCents: intent.receivedCents,
  metadata: { bookingId: intent.bookingId },
  savedCard: intent.savedCard ?? null,
});

interface LocalSetupIntent {
  id: string;
  bookingId: string;
  status: SetupIntent["status"];
  savedCard?: SavedCard;
}

const toSetupIntent = (setup: LocalSetupIntent): SetupIntent => ({
  id: setup.id,
  clientSecret: `${setup.id}_secret_local`,
  status: setup.status,
  metadata: { bookingId: setup.bookingId },
  savedCard: setup.savedCard ?? null,
});

/** A saved card's id names its test card, so a later charge knows what Stripe would answer. */
const SAVED_CARD_PREFIX = "pm_local_card_";

const formatUsd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A typed card number checked against Stripe's test cards; spaces and dashes are ignored. */
function testCardOf(cardNumber: string): { ok: true; digits: string } | { ok: false; message: string } {
  const digits = cardNumber.replace(/\D/g, "");
  if (digits === TEST_CARDS.declined) return { ok: false, message: CARD_DECLINED_MESSAGE };
  if (digits !== TEST_CARDS.succeeds && digits !== TEST_CARDS.declinesLater) {
    return { ok: false, message: CARD_INVALID_MESSAGE };
  }
  return { ok: true, digits };
}

const savedTestCard = (digits: string): SavedCard => ({
  customerId: `cus_local_${randomId()}`,
  paymentMethodId: `${SAVED_CARD_PREFIX}${digits}`,
});

export interface LocalPaymentsOptions {
  /** Secret that signs local webhooks; defaults to LOCAL_WEBHOOK_SECRET. */
  webhookSecret?: string | undefined;
  /** The clock holds lapse by (tests pass their own); defaults to the system's. */
  now?: (() => Date) | undefined;
}

export class LocalPayments implements Payments {
  readonly kind = "local";
  readonly webhookSecret: string;
  readonly #now: () => Date;
  readonly #intents = new Map<string, LocalIntent>();
  readonly #setups = new Map<string, LocalSetupIntent>();
  readonly #ledger = new IdempotencyLedger<{ id: string }>();
  readonly #charges = new IdempotencyLedger<SavedCardCharge>();

  constructor(options: LocalPaymentsOptions = {}) {
    this.webhookSecret = options.webhookSecret || LOCAL_WEBHOOK_SECRET;
    this.#now = options.now ?? (() => new Date());
  }

  async createPaymentIntent(input: Parameters<Payments["createPaymentIntent"]>[0]): Promise<PaymentIntent> {
    assertPositiveCents("amountCents", input.amountCents);
    assertPresent("bookingId", input.bookingId);
    assertPresent("idempotencyKey", input.idempotencyKey);
    const { idempotencyKey, ...params } = input;
    const { id } = this.#ledger.remember(idempotencyKey, "payment_intent", params, () => {
      const captureMethod = input.captureMethod ?? "automatic";
      const intent = newIntent({
        id: encodeIntentId(input.amountCents, input.bookingId, captureMethod),
        amountCents: input.amountCents,
        bookingId: input.bookingId,
        captureMethod,
        status: "requires_payment_method",
      });
      this.#intents.set(intent.id, intent);
      return { id: intent.id };
    });
    return this.retrievePaymentIntent(id);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent> {
    return toPaymentIntent(this.#findIntent(id));
  }

  async cancelPaymentIntent(id: string): Promise<PaymentIntent> {
    const intent = this.#findIntent(id);
    // Stripe's rule: a paid intent cannot be cancelled (it is refunded instead).
    if (intent.status === "succeeded")
      throw new Error("You cannot cancel this PaymentIntent because it has a status of succeeded.");
    intent.status = "canceled";
    this.#intents.set(intent.id, intent);
    return toPaymentIntent(intent);
  }

  /** Charges amountCents of a hold (all of it when omitted) and releases the rest, as Stripe does. */
  async capturePaymentIntent(input: Parameters<Payments["capturePaymentIntent"]>[0]): Promise<PaymentIntent> {
    assertPresent("paymentIntentId", input.paymentIntentId);
    assertPresent("idempotencyKey", input.idempotencyKey);
    if (input.amountCents !== undefined) assertPositiveCents("amountCents", input.amountCents);
    const { idempotencyKey, ...params } = input;
    this.#ledger.remember(idempotencyKey, "capture", params, () => {
      const known = this.#intents.has(input.paymentIntentId);
      const intent = this.#findIntent(input.paymentIntentId);
      // A hold this process forgot (a restart) is taken as still held.
      const held = intent.status === "requires_capture" || (!known && intent.captureMethod === "manual");
      if (!held) {
        throw new Error(
          `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        );
      }
      const amount = input.amountCents ?? intent.amountCents;
      if (amount > intent.amountCents) {
        throw new Error(`The amount to capture (${formatUsd(amount)}) is greater than the amount held.`);
      }
      intent.status = "succeeded";
      intent.receivedCents = amount;
      this.#intents.set(intent.id, intent);
      return { id: intent.id };
    });
    return this.retrievePaymentIntent(input.paymentIntentId);
  }

  async createSetupIntent(input: Parameters<Payments["createSetupIntent"]>[0]): Promise<SetupIntent> {
    assertPresent("bookingId", input.bookingId);
    assertPresent("idempotencyKey", input.idempotencyKey);
    const { idempotencyKey, ...params } = input;
    const { id } = this.#ledger.remember(idempotencyKey, "setup_intent", params, () => {
      const setup: LocalSetupIntent = {
        id: `seti_local_${randomId()}_${base64url(input.bookingId)}`,
        bookingId: input.bookingId,
        status: "requires_payment_method",
      };
      this.#setups.set(setup.id, setup);
      return { id: setup.id };
    });
    return this.retrieveSetupIntent(id);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntent> {
    return toSetupIntent(this.#findSetup(id));
  }

  /** Saves a typed test card on a setup intent, as Stripe.js's confirmCardSetup would. */
  async confirmSetupWithTestCard(setupIntentId: string, cardNumber: string): Promise<TestCardResult> {
    const setup = this.#findSetup(setupIntentId);
    if (setup.status === "succeeded") return { ok: true };
    const card = testCardOf(cardNumber);
    if (!card.ok) return card;
    setup.status = "succeeded";
    setup.savedCard = savedTestCard(card.digits);
    return { ok: true };
  }

  /**
   * Pays an intent with a typed card number, as Stripe.js would with a test card. Spaces and
   * dashes are ignored. Paying an intent that already succeeded succeeds again (a double click).
   */
  async confirmWithTestCard(intentId: string, cardNumber: string): Promise<TestCardResult> {
    const intent = this.#findIntent(intentId);
    if (intent.status === "succeeded" || intent.status === "requires_capture") return { ok: true };
    if (intent.status === "canceled") return { ok: false, message: CARD_DECLINED_MESSAGE };
    const card = testCardOf(cardNumber);
    if (!card.ok) return card;
    this.#authorise(intent);
    intent.savedCard = savedTestCard(card.digits);
    this.#intents.set(intent.id, intent);
    return { ok: true };
  }

  /** A paid intent: charged at once, or held from now for a manual capture. */
  #authorise(intent: LocalIntent) {
    if (intent.captureMethod === "manual") {
      intent.status = "requires_capture";
      intent.heldAt = this.#now();
    } else {
      intent.status = "succeeded";
      intent.receivedCents = intent.amountCents;
    }
  }

  /** Off-session charge of a card saved by confirmWithTestCard; a replayed key answers the first result, declines too. */
  async chargeSavedCard(input: Parameters<Payments["chargeSavedCard"]>[0]): Promise<SavedCardCharge> {
    assertPositiveCents("amountCents", input.amountCents);
    assertPresent("bookingId", input.bookingId);
    assertPresent("idempotencyKey", input.idempotencyKey);
    const { paymentMethodId } = input.card;
    if (!paymentMethodId.startsWith(SAVED_CARD_PREFIX)) throw new Error(`No such PaymentMethod: '${paymentMethodId}'`);
    const { idempotencyKey, ...params } = input;
    return this.#charges.remember(idempotencyKey, "off_session_payment_intent", params, () => {
      if (paymentMethodId.slice(SAVED_CARD_PREFIX.length) !== TEST_CARDS.succeeds) {
        return { ok: false, message: CARD_DECLINED_MESSAGE };
      }
      const captureMethod = input.captureMethod ?? "automatic";
      const intent: LocalIntent = newIntent({
        id: encodeIntentId(input.amountCents, input.bookingId, captureMethod),
        amountCents: input.amountCents,
        bookingId: input.bookingId,
        captureMethod,
        status: "requires_payment_method",
      });
      this.#authorise(intent);
      intent.savedCard = input.card;
      this.#intents.set(intent.id, intent);
      return { ok: true, paymentIntentId: intent.id };
    });
  }

  async refund(input: Parameters<Payments["refund"]>[0]): Promise<{ id: string }> {
    assertPositiveCents("amountCents", input.amountCents);
    assertPresent("paymentIntentId", input.paymentIntentId);
    assertPresent("idempotencyKey", input.idempotencyKey);
    const { idempotencyKey, ...params } = input;
    return this.#ledger.remember(idempotencyKey, "refund", params, () => {
      const intent = this.#intents.get(input.paymentIntentId);
      if (intent) {
        // Stripe's rules, applied where this process knows the payment.
        if (intent.status !== "succeeded") {
          throw new Error("This PaymentIntent does not have a successful charge to refund.");
        }
        const refundable = intent.receivedCents - intent.refundedCents;
        if (input.amountCents > refundable) {
          throw new Error(
            `Refund amount (${formatUsd(input.amountCents)}) is greater than unrefunded amount on charge (${formatUsd(refundable)})`,
          );
        }
        intent.refundedCents += input.amountCents;
      }
      return { id: `re_local_${randomId()}` };
    });
  }

  async createConnectAccount(input: Parameters<Payments["createConnectAccount"]>[0]): Promise<{ id: string }> {
    assertPresent("email", input.email);
    assertPresent("idempotencyKey", input.idempotencyKey);
    const { idempotencyKey, ...params } = input;
    return this.#ledger.remember(idempotencyKey, "account", params, () => ({ id: `acct_local_${randomId()}` }));
  }

  /** A page of our own dev server stands in for Stripe's hosted onboarding. */
  async createAccountLink(input: Parameters<Payments["createAccountLink"]>[0]): Promise<{ url: string }> {
    assertPresent("accountId", input.accountId);
    const query = `account=${encodeURIComponent(input.accountId)}&return=${encodeURIComponent(input.returnUrl)}`;
    return { url: `${LOCAL_CONNECT_ONBOARDING_PATH}?${query}` };
  }

  async transfer(input: Parameters<Payments["transfer"]>[0]): Promise<{ id: string }> {
    assertPositiveCents("amountCents", input.amountCents);
    assertPresent("destination", input.destination);
    assertPresent("bookingId", input.bookingId);
    assertPresent("idempotencyKey", input.idempotencyKey);
    const { idempotencyKey, ...params } = input;
    return this.#ledger.remember(idempotencyKey, "transfer", params, () => ({ id: `tr_local_${randomId()}` }));
  }

  /** Accepts a Stripe-shaped event body signed with signLocalWebhook(body, webhookSecret). */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    verifyLocalWebhook(rawBody, signature, this.webhookSecret);
    let event: unknown;
    try {
      event = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw new Error("Webhook body is not JSON");
    }
    return toPaymentEvent(event);
  }

  #findIntent(id: string): LocalIntent {
    const intent = this.#intents.get(id) ?? decodeIntentId(id);
    if (!intent) throw new Error(`No such payment_intent: '${id}'`);
    const lapsed = intent.heldAt && this.#now().getTime() - intent.heldAt.getTime() >= HOLD_LIFETIME_MS;
    if (intent.status === "requires_capture" && lapsed) intent.status = "canceled";
    return intent;
  }

  #findSetup(id: string): LocalSetupIntent {
    const setup = this.#setups.get(id);
    if (!setup) throw new Error(`No such setupintent: '${id}'`);
    return setup;
  }
}
