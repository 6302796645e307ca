// What a card payment's confirmation step receives, and its one message: shared by the booking's
// payment (booking-payment.ts) and a tip with a new card (tip-new-card.ts), neither importing the other.

export const CARD_NUMBER_REQUIRED = "Please enter your card number.";

export interface ConfirmPaymentInput {
  bookingId: string;
  clientSecret: string;
  /** The local provider's card field; with Stripe the card never reaches our server. */
  cardNumber?: string | undefined;
}
