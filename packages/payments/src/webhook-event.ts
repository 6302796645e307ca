import type { PaymentEvent } from "./types.ts";

/**
 * Maps a Stripe-shaped event ({ id, type, data: { object: { id } } }) to our PaymentEvent.
 * Both providers send that shape, so the webhook route never branches on the provider.
 */
export function toPaymentEvent(event: unknown): PaymentEvent {
  const candidate = event as { id?: unknown; type?: unknown; data?: { object?: { id?: unknown } } } | null;
  const objectId = candidate?.data?.object?.id;
  if (typeof candidate?.id !== "string" || typeof candidate.type !== "string" || typeof objectId !== "string") {
    throw new Error("Webhook event is malformed: expected id, type and data.object.id");
  }
  return { id: candidate.id, type: candidate.type, objectId };
}
