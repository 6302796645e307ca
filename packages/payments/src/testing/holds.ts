// What the hold tests of both providers share: the card a confirmed setup intent saved, and
// one hold of a sample booking.
import type { Payments, SavedCard } from "../types.ts";

/** A $100.00 hold on booking_1 (manual capture), to be placed with a card and a key. */
export const SAMPLE_HOLD = {
  amountCents: 10_000,
  bookingId: "booking_1",
  description: "Silk Press",
  captureMethod: "manual",
} as const;

/** The card a setup intent saved; throws when the intent has not succeeded. */
export async function savedCardOf(
  payments: Pick<Payments, "retrieveSetupIntent">,
  setupId: string,
): Promise<SavedCard> {
  const saved = await payments.retrieveSetupIntent(setupId);
  if (saved.status !== "succeeded" || !saved.savedCard)
    throw new Error(`setup ${setupId} saved no card (${saved.status})`);
  return saved.savedCard;
}
