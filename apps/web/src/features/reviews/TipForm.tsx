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
  TIPS,
  type TipChoice,
  type TipPercent,
  tipCents,
  tipForPercent,
  tipInputSchema,
} from "@primp/core";
import { useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { errorMessage } from "../../forms/server-errors";
import { useSchemaForm } from "../../forms/useSchemaForm";
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

interface TipValues extends Record<string, unknown> {
  /** A percent of TIPS.percents as text, or CUSTOM. */
  share: string;
  customAmount: string;
  card: "booking" | "new";
  /** The local provider's test card, when paying with another card. */
  cardNumber: string;
}

/** The form asks the choice; the page knows the booking (or the link's token). */
const CHOICE_SCHEMA = tipInputSchema.pick({ choice: true });

/** The chosen share, or the typed dollars in cents (NaN when they are no amount, which the schema refuses). */
const tipChoice = ({ share, customAmount }: TipValues): TipChoice =>
  share === CUSTOM
    ? { kind: "amount", amountCents: parseTipDollars(customAmount) ?? Number.NaN }
    : { kind: "percent", percent: Number(share) as TipPercent };

/** A confirmation holds only for the amount and kind of card it was asked for (a retyped card number keeps it). */
const sameTip = (a: TipValues, b: TipValues) =>
  a.share === b.share && a.customAmount === b.customAmount && a.card === b.card;

export function TipForm({ bookingId, proName, totalCents, tip, token }: TipFormProps) {
  const { form, formError, setFormError, field, onSubmit, showServerError } = useSchemaForm<TipValues>(
    CHOICE_SCHEMA,
    { share: "20", customAmount: "", card: "booking", cardNumber: "" },
    { toInput: (values) => ({ choice: tipChoice(values) }) },
  );
  const [payingNewCard, setPayingNewCard] = useState(false);
  /** Through the link: the tip waiting for its second confirmation; any change of amount or card asks again. */
  const [confirming, setConfirming] = useState<{ values: TipValues; amountCents: number } | null>(null);
  const awaitingConfirmation = confirming && sameTip(confirming.values, form.values) ? confirming : null;
  const { thanks, clearThanks, onSaved } = useFeedbackMessage(bookingId);
  const refused = (error: unknown) => {
    showServerError(error);
    // No saved card for this booking: another card is what remains.
    if (errorMessage(error) === TIP_NO_SAVED_CARD) form.setFieldValue("card", "new");
  };
  const byAccount = trpc.review.tip.useMutation({ onSuccess: onSaved, onError: refused });
  const byLink = trpc.review.tipByLink.useMutation({ onSuccess: onSaved, onError: refused });
  const send = token ? byLink : byAccount;
  const newCard = useNewCardTip({ bookingId, token });

  const payWithNewCard = async (chosen: TipChoice, cardNumber: string, confirmedAmountCents: number) => {
    setPayingNewCard(true);
    try {
      onSaved(await newCard.pay(chosen, cardNumber, confirmedAmountCents));
    } catch (error) {
      refused(error);
    } finally {
      setPayingNewCard(false);
    }
  };

  /** Sends the tip: at once when signed in, through the link only once its amount is confirmed. */
  const sendTip = (values: TipValues, confirmedAmountCents: number) => {
    const chosen = tipChoice(values);
    if (values.card === "new") void payWithNewCard(chosen, values.cardNumber, confirmedAmountCents);
    else if (token) byLink.mutate({ token, choice: chosen, confirmedAmountCents });
    else byAccount.mutate({ bookingId, choice: chosen });
  };
  const maxCents = token ? linkTipMaxCents(totalCents) : TIPS.maxCents;

  if (tip) {
    // Just sent: the server's thanks says it all; later visits say what was given.
    return thanks ? (
      <FormMessage message={thanks} tone="success" />
    ) : (
      <Text size="sm">
        You tipped {proName} {formatUsd(tip.amountCents)}. All of it goes to them. Thank you!
      </Text>
    );
  }

  return (
    <form
      aria-labelledby="tip-title"
      noValidate
      onSubmit={onSubmit((values) => {
        clearThanks();
        // The schema accepted the choice, so it has an amount; the server checks it all again.
        const amountCents = tipCents(totalCents, tipChoice(values)) ?? 0;
        if (!token) return sendTip(values, amountCents);
        if (amountCents > maxCents) return setFormError(linkTipTooHigh(totalCents));
        setConfirming({ values, amountCents });
      })}
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
          value={form.values.share}
          onChange={(share) => form.setFieldValue("share", share)}
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
        {form.values.share === CUSTOM && (
          <TextInput
            label="Tip amount in dollars"
            description={`From ${formatUsd(TIPS.minCents)} to ${formatUsd(maxCents)}`}
            inputMode="decimal"
            leftSection="$"
            {...field("customAmount")}
          />
        )}
        <Radio.Group
          label="Pay with"
          value={form.values.card}
          onChange={(card) => form.setFieldValue("card", card === "new" ? "new" : "booking")}
        >
          <Group gap="lg" mt={4}>
            <Radio value="booking" label="Card used for the booking" />
            <Radio value="new" label="Another card" />
          </Group>
        </Radio.Group>
        {form.values.card === "new" && (
          <CardEntry provider={newCard.provider} onCardReady={newCard.onCardReady} cardNumber={field("cardNumber")} />
        )}
        <FormMessage message={formError ?? thanks} tone={formError ? "error" : "success"} />
        {awaitingConfirmation ? (
          <LinkTipConfirmation
            amountCents={awaitingConfirmation.amountCents}
            totalCents={totalCents}
            proName={proName}
            card={awaitingConfirmation.values.card}
            sending={send.isPending || payingNewCard}
            onConfirm={() => sendTip(form.values, awaitingConfirmation.amountCents)}
            onChange={() => setConfirming(null)}
          />
        ) : (
          <Group>
            <Button type="submit" loading={send.isPending || payingNewCard}>
              Send tip
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
