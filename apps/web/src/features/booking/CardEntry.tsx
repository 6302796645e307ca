// Where a card is typed: Stripe Elements when the server pays through Stripe (and the site has
// a publishable key), or the local provider's test-card field. The booking's payment step and
// a tip with a new card both use it, then confirm the intent the server opened.
import { Loader, TextInput, type TextInputProps } from "@mantine/core";
import { FormMessage } from "../../components/FormMessage";
import { type ConfirmCard, StripeCardField } from "./StripeCardField";

export const STRIPE_KEY = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined;
export const CARDS_UNAVAILABLE = "Card payments are not available on this site right now. Please try again later.";

interface CardEntryProps {
  /** The server's payment provider, undefined while it is being asked. */
  provider: "stripe" | "local" | undefined;
  onCardReady(confirm: ConfirmCard | null): void;
  /** The local test-card field's value, error and handlers. */
  cardNumber: TextInputProps;
}

export function CardEntry({ provider, onCardReady, cardNumber }: CardEntryProps) {
  if (provider === undefined) return <Loader size="sm" />;
  if (provider === "stripe") {
    return STRIPE_KEY ? (
      <StripeCardField publishableKey={STRIPE_KEY} onReady={onCardReady} />
    ) : (
      <FormMessage message={CARDS_UNAVAILABLE} />
    );
  }
  return (
    <TextInput
      name="cardNumber"
      label="Card number"
      description="Test mode, no real charge: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined."
      autoComplete="cc-number"
      inputMode="numeric"
      required
      {...cardNumber}
    />
  );
}
