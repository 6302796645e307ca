// A tip with a new card, paid as a booking is: the server opens the tip's payment for the
// amount it decides (review.tipNewCard, or tipNewCardByLink from the e-mail's link), Stripe.js
// confirms it with the card typed into Elements (or the local test card goes with the next
// call), and review.confirmTip charges it and sends it to the pro.
import { TIP_DECLINED_NOTHING_CHANGED, type TipChoice } from "@primp/core";
import { useCallback, useRef } from "react";
import { trpc } from "../../trpc";
import { CARDS_UNAVAILABLE, STRIPE_KEY } from "../booking/CardEntry";
import type { ConfirmCard } from "../booking/StripeCardField";

export function useNewCardTip({ bookingId, token }: { bookingId: string; token?: string | undefined }) {
  const provider = trpc.booking.paymentProvider.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const useStripe = provider.data?.provider === "stripe";
  const confirmCard = useRef<ConfirmCard | null>(null);
  const onCardReady = useCallback((confirm: ConfirmCard | null) => {
    confirmCard.current = confirm;
  }, []);
  const openByAccount = trpc.review.tipNewCard.useMutation();
  const openByLink = trpc.review.tipNewCardByLink.useMutation();
  const confirmTip = trpc.review.confirmTip.useMutation();

  /** Charges the tip to the new card (through the link: the amount the customer confirmed); resolves with the server's thanks, rejects with what went wrong in words. */
  const pay = async (
    choice: TipChoice,
    cardNumber: string,
    confirmedAmountCents: number,
  ): Promise<{ message: string }> => {
    if (useStripe && (!STRIPE_KEY || !confirmCard.current)) throw new Error(CARDS_UNAVAILABLE);
    const opened = token
      ? await openByLink.mutateAsync({ token, choice, confirmedAmountCents })
      : await openByAccount.mutateAsync({ bookingId, choice });
    // Already tipped (another tab): the server answers that tip.
    if (opened.paid) return opened;
    if (useStripe && confirmCard.current) {
      const card = await confirmCard.current(opened.clientSecret, {});
      if (!card.ok) throw new Error(`${card.message} ${TIP_DECLINED_NOTHING_CHANGED}`);
    }
    return confirmTip.mutateAsync({
      bookingId: opened.bookingId,
      clientSecret: opened.clientSecret,
      cardNumber: useStripe ? undefined : cardNumber,
    });
  };
  return { pay, provider: provider.data?.provider, onCardReady };
}
