// Tips: the customer of a completed booking tips its pro a share of the booking's total or an
// amount of their own, charged to the booking's saved card or a new one; the pro receives all of it.
// The numbers live here so the server and the tip form read the same ones.
import { z } from "zod";
import { formatUsd } from "./format";
import { bookingIdInputSchema } from "./input-schemas";
import { bookingLinkInputSchema } from "./reviews";

export const TIPS = {
  /** The shares of the booking's total offered as buttons, in percent. */
  percents: [15, 20, 25],
  minCents: 100,
  maxCents: 50_000,
} as const;
export type TipPercent = (typeof TIPS.percents)[number];

export const TIP_OUT_OF_RANGE = `A tip can be from ${formatUsd(TIPS.minCents)} to ${formatUsd(TIPS.maxCents)}.`;
export const TIP_CHOOSE = `Please choose ${TIPS.percents.join("%, ")}% or enter an amount.`;
export const TIP_NOT_COMPLETED = "You can tip once the appointment is completed.";
export const TIP_CANCELLED = "A cancelled booking cannot be tipped.";
export const TIP_ONLY_CUSTOMER = "Only the customer of this booking can tip its professional.";
export const TIP_IN_PROGRESS = "Your tip is being charged right now. Please refresh in a moment.";
export const TIP_NO_SAVED_CARD =
  "We could not find the card this booking was paid with, so no tip was charged. Please tip with another card.";
/** A tip through the link whose amount is not the one the customer confirmed. */
export const TIP_CONFIRM_AGAIN = "Please check the amount of your tip and confirm it again.";
export const TIP_CARD_NOT_CONFIRMED = "The card for this tip was not confirmed.";
/** A new-card tip while an earlier tip on the booking's card has no answer from the provider yet. */
export const TIP_BOOKING_CARD_PENDING =
  "Your earlier tip on the card used for the booking has not gone through yet. Please send it again with that card.";
export const TIP_PROVIDER_FAILED =
  "We could not reach our payment provider, so we do not know yet whether your tip went through. Please try again: it will never be charged twice.";
/** After a decline's own words ("Your card was declined."). */
export const TIP_DECLINED_NOTHING_CHANGED = "No tip was charged, and your booking is unchanged.";

export const tipThanks = (amountCents: number, proFirstName: string) =>
  `Thank you! Your tip of ${formatUsd(amountCents)} goes to ${proFirstName} in full.`;

/** One of the offered shares of the total, or an amount of the customer's own, in cents. */
export const tipChoiceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("percent"),
      percent: z.union(
        TIPS.percents.map((percent) => z.literal(percent)),
        { error: TIP_CHOOSE },
      ),
    }),
    z.object({
      kind: z.literal("amount"),
      amountCents: z
        .int({ error: TIP_OUT_OF_RANGE })
        .min(TIPS.minCents, { error: TIP_OUT_OF_RANGE })
        .max(TIPS.maxCents, { error: TIP_OUT_OF_RANGE }),
    }),
  ],
  { error: TIP_CHOOSE },
);
export type TipChoice = z.infer<typeof tipChoiceSchema>;

export const tipInputSchema = bookingIdInputSchema.extend({ choice: tipChoiceSchema });
export type TipInput = z.infer<typeof tipInputSchema>;

/**
 * A tip through the completion e-mail's signed link, which anyone holding the link may follow
 * without signing in: at most the booking's price, and sent only with the amount the customer
 * confirmed on a second step, so a link that leaked cannot charge the booking's card much, and
 * nobody tips an amount they did not see in words.
 */
export const tipByLinkInputSchema = bookingLinkInputSchema.extend({
  choice: tipChoiceSchema,
  confirmedAmountCents: z.int({ error: TIP_CONFIRM_AGAIN }).positive({ error: TIP_CONFIRM_AGAIN }),
});
export type TipByLinkInput = z.infer<typeof tipByLinkInputSchema>;

/** The most a tip through the link may be on a booking of `totalCents`. */
export const linkTipMaxCents = (totalCents: number) => Math.min(totalCents, TIPS.maxCents);

export const linkTipTooHigh = (totalCents: number) =>
  `Through this link a tip can be up to ${formatUsd(linkTipMaxCents(totalCents))}, the price of the booking.`;

/** A share of the booking's total, rounded to the cent. */
export const tipForPercent = (totalCents: number, percent: TipPercent) => Math.round((totalCents * percent) / 100);

/** The tip in cents the choice asks for on a booking of `totalCents`, or null when it falls outside the limits. */
export function tipCents(totalCents: number, choice: TipChoice): number | null {
  const cents = choice.kind === "percent" ? tipForPercent(totalCents, choice.percent) : choice.amountCents;
  return cents >= TIPS.minCents && cents <= TIPS.maxCents ? cents : null;
}

/**
 * Why a tip through the link cannot be sent as asked, in words, or null when it can: outside
 * the usual limits, above the link's cap, or not the amount the customer confirmed.
 */
export function linkTipRefusal(totalCents: number, choice: TipChoice, confirmedAmountCents: number): string | null {
  const cents = tipCents(totalCents, choice);
  if (cents === null) return TIP_OUT_OF_RANGE;
  if (cents > linkTipMaxCents(totalCents)) return linkTipTooHigh(totalCents);
  return cents === confirmedAmountCents ? null : TIP_CONFIRM_AGAIN;
}

/** "$12.50" or "12.5" typed into the custom amount, in cents; null when it is not an amount of money. */
export function parseTipDollars(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
