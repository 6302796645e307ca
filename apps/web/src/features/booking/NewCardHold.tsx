// Another card for a booking whose saved card's hold was declined (/card?token=, from the
// e-mail): the server opens a hold of the booking's total (booking.newCardHold), Stripe.js
// confirms it with the card typed into Elements (or the local test card goes with the next
// call), and booking.confirmNewCardHold records the hold. Nothing is charged until the job is done.
import { Button, Stack, Text } from "@mantine/core";
import { formatUsd, stripeCardFormSchema, testCardFormSchema } from "@primp/core";
import { useCallback, useRef, useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { type RouterOutputs, trpc } from "../../trpc";
import { CARDS_UNAVAILABLE, CardEntry, STRIPE_KEY } from "./CardEntry";
import type { ConfirmCard } from "./StripeCardField";

type OpenedHold = RouterOutputs["booking"]["newCardHold"];

export function NewCardHold({ token, opened }: { token: string; opened: OpenedHold }) {
  const useStripe = opened.paymentProvider === "stripe";
  const { formError, setFormError, field, onSubmit, showServerError } = useSchemaForm(
    useStripe ? stripeCardFormSchema : testCardFormSchema,
    { cardNumber: "" },
  );
  const [holding, setHolding] = useState(false);
  const [held, setHeld] = useState(false);
  const confirmCard = useRef<ConfirmCard | null>(null);
  const onCardReady = useCallback((confirm: ConfirmCard | null) => {
    confirmCard.current = confirm;
  }, []);
  const confirmHold = trpc.booking.confirmNewCardHold.useMutation();

  const hold = async ({ cardNumber }: { cardNumber: string }) => {
    if (useStripe && (!STRIPE_KEY || !confirmCard.current)) return setFormError(CARDS_UNAVAILABLE);
    setHolding(true);
    try {
      if (useStripe && confirmCard.current) {
        const card = await confirmCard.current(opened.clientSecret, {}, "hold");
        if (!card.ok) return setFormError(`${card.message} Please check your card details or use another card.`);
      }
      await confirmHold.mutateAsync({
        token,
        bookingId: opened.bookingId,
        clientSecret: opened.clientSecret,
        cardNumber: useStripe ? undefined : cardNumber,
      });
      setHeld(true);
    } catch (error) {
      showServerError(error);
    } finally {
      setHolding(false);
    }
  };

  if (held) {
    return (
      <FormMessage
        tone="success"
        message={`Thank you: ${formatUsd(opened.totalCents)} is held on your card. You are charged only once your appointment is done.`}
      />
    );
  }
  return (
    <form onSubmit={onSubmit((values) => void hold(values))} noValidate aria-label="Give another card">
      <Stack gap="md">
        <Text>
          The hold on the card you saved for your {opened.serviceName} was declined. Your booking is kept: give another
          card and we hold {formatUsd(opened.totalCents)} on it.
        </Text>
        <CardEntry provider={opened.paymentProvider} onCardReady={onCardReady} cardNumber={field("cardNumber")} />
        <FormMessage message={formError} />
        <Button type="submit" size="lg" loading={holding} fullWidth>
          Hold {formatUsd(opened.totalCents)}
        </Button>
      </Stack>
    </form>
  );
}
