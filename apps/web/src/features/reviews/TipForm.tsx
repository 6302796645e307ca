// The customer's tip on a completed booking: 15%, 20% or 25% of the total, or an amount of
// their own, charged to the card the booking was paid with or to another card (useNewCardTip).
// The server computes the amount, charges once and says what happened (thanks, or the card's
// decline) in words. A booking whose card was not saved is offered another card. Through the
// e-mailed link (a token, no sign-in) the amount is shown in words for a second confirmation
// first, and may be at most the booking's price.
import { Button, Group, Radio, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import {
  formatUsd,
  linkTipMaxCents,
  linkTipTooHigh,
  parseTipDollars,
  TIP_NO_SAVED_CARD,
  TIP_OUT_OF_RANGE,
  TIPS,
  type TipChoice,
  type TipPercent,
  tipCents,
  tipForPercent,
} from "@primp/core";
import { useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { type RouterOutputs, trpc } from "../../trpc";
import { CardEntry } from "../booking/CardEntry";
import { LinkTipConfirmation } from "./LinkTipConfirmation";
import { useFeedbackMessage } from "./useFeedbackMessage";
import { useNewCardTip } from "./useNewCardTip";

type Tip = RouterOutputs["account"]["bookingDetails"]["tip"];

interface TipFormProps {
  bookingId: string;
  proName: string;
  totalCents: number;
  tip: Tip;
  /** The completion e-mail's link token (/rate): tips through it instead of the signed-in account. */
  token?: string | undefined;
}

const CUSTOM = "custom";

export function TipForm({ bookingId, proName, totalCents, tip, token }: TipFormProps) {
  const [selected, setSelected] = useState<string>("20");
  const [customAmount, setCustomAmount] = useState("");
  const [card, setCard] = useState<"booking" | "new">("booking");
  const [cardNumber, setCardNumber] = useState("");
  const [payingNewCard, setPayingNewCard] = useState(false);
  /** Through the link: the tip waiting for its second confirmation. */
  const [confirming, setConfirming] = useState<{ choice: TipChoice; amountCents: number } | null>(null);
  /** A change of amount or card asks for a new confirmation. */
  const unconfirmed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setConfirming(null);
      set(value);
    };
  // No saved card for this booking: another card is what remains.
  const { message, setMessage, handlers } = useFeedbackMessage(bookingId, (refusal) => {
    if (refusal === TIP_NO_SAVED_CARD) unconfirmed(setCard)("new");
  });
  const byAccount = trpc.review.tip.useMutation(handlers);
  const byLink = trpc.review.tipByLink.useMutation(handlers);
  const send = token ? byLink : byAccount;
  const newCard = useNewCardTip({ bookingId, token });

  const payWithNewCard = async (chosen: TipChoice, confirmedAmountCents: number) => {
    setPayingNewCard(true);
    try {
      handlers.onSuccess(await newCard.pay(chosen, cardNumber, confirmedAmountCents));
    } catch (error) {
      handlers.onError(error);
    } finally {
      setPayingNewCard(false);
    }
  };

  if (tip) {
    // Just sent: the server's thanks says it all; later visits say what was given.
    return message?.tone === "success" ? (
      <FormMessage message={message.text} tone="success" />
    ) : (
      <Text size="sm">
        You tipped {proName} {formatUsd(tip.amountCents)}. All of it goes to them. Thank you!
      </Text>
    );
  }

  const choice = (): TipChoice | null => {
    if (selected !== CUSTOM) return { kind: "percent", percent: Number(selected) as TipPercent };
    const cents = parseTipDollars(customAmount);
    return cents === null ? null : { kind: "amount", amountCents: cents };
  };

  /** Sends the tip: at once when signed in, through the link only once its amount is confirmed. */
  const sendTip = (chosen: TipChoice, confirmedAmountCents: number) => {
    if (card === "new") void payWithNewCard(chosen, confirmedAmountCents);
    else if (token) byLink.mutate({ token, choice: chosen, confirmedAmountCents });
    else byAccount.mutate({ bookingId, choice: chosen });
  };
  const maxCents = token ? linkTipMaxCents(totalCents) : TIPS.maxCents;
  const sending = send.isPending || payingNewCard;

  return (
    <form
      aria-labelledby="tip-title"
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(null);
        const chosen = choice();
        const amountCents = chosen && tipCents(totalCents, chosen);
        if (!chosen || !amountCents) return setMessage({ text: TIP_OUT_OF_RANGE, tone: "error" });
        if (!token) return sendTip(chosen, amountCents);
        if (amountCents > maxCents) return setMessage({ text: linkTipTooHigh(totalCents), tone: "error" });
        setConfirming({ choice: chosen, amountCents });
      }}
    >
      <Stack gap="sm">
        <div>
          <Text id="tip-title" fw={600} size="sm">
            Tip {proName}
          </Text>
          <Text size="sm" c="dimmed">
            All of it goes to {proName}.
          </Text>
        </div>
        <SegmentedControl
          aria-label="Tip amount"
          fullWidth
          value={selected}
          onChange={unconfirmed(setSelected)}
          data={[
            ...TIPS.percents.map((percent) => ({
              value: String(percent),
              label: (
                <Stack gap={0} align="center">
                  <span>{percent}%</span>
                  <Text span size="xs">
                    {formatUsd(tipForPercent(totalCents, percent))}
                  </Text>
                </Stack>
              ),
            })),
            {
              value: CUSTOM,
              label: (
                <Stack gap={0} align="center">
                  <span>Other</span>
                  <Text span size="xs">
                    amount
                  </Text>
                </Stack>
              ),
            },
          ]}
        />
        {selected === CUSTOM && (
          <TextInput
            label="Tip amount in dollars"
            description={`From ${formatUsd(TIPS.minCents)} to ${formatUsd(maxCents)}`}
            inputMode="decimal"
            leftSection="$"
            value={customAmount}
            onChange={(event) => unconfirmed(setCustomAmount)(event.currentTarget.value)}
          />
        )}
        <Radio.Group
          label="Pay with"
          value={card}
          onChange={(value) => unconfirmed(setCard)(value === "new" ? "new" : "booking")}
        >
          <Group gap="lg" mt={4}>
            <Radio value="booking" label="Card used for the booking" />
            <Radio value="new" label="Another card" />
          </Group>
        </Radio.Group>
        {card === "new" && (
          <CardEntry
            provider={newCard.provider}
            onCardReady={newCard.onCardReady}
            cardNumber={{ value: cardNumber, onChange: (event) => setCardNumber(event.currentTarget.value) }}
          />
        )}
        <FormMessage message={message?.text ?? null} tone={message?.tone} />
        {confirming ? (
          <LinkTipConfirmation
            amountCents={confirming.amountCents}
            totalCents={totalCents}
            proName={proName}
            card={card}
            sending={sending}
            onConfirm={() => sendTip(confirming.choice, confirming.amountCents)}
            onChange={() => setConfirming(null)}
          />
        ) : (
          <Group>
            <Button type="submit" loading={sending}>
              Send tip
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
