// The price of a booking, from the answers and the catalogue only. The browser shows it for
// instant feedback; the server recomputes it when the booking is created and charges that.
import type { BookingAnswers } from "./answers";
import type { CatalogueService } from "./catalogue";
import { formatUpcharge } from "./format";
import { PAYOUT_RATE } from "./product";
import { type QuestionDef, visibleQuestions } from "./questionnaire";
import type { UpchargeCode } from "./upcharges";
import { upchargeAmount, upchargeLabel } from "./upcharges";

export type QuoteLine = { code: "SERVICE" | UpchargeCode; label: string; amountCents: number };
export type Quote = { lines: QuoteLine[]; totalCents: number; payoutCents: number };

export function payoutFor(totalCents: number): number {
  return Math.round(totalCents * PAYOUT_RATE);
}

/**
 * Service price first, then every non-zero surcharge in questionnaire order. Only questions
 * that apply are priced, so a stray answer to a hidden question can never add to the total.
 */
export function computeQuote(answers: Partial<BookingAnswers>, service: CatalogueService): Quote {
  const lines: QuoteLine[] = [{ code: "SERVICE", label: service.name, amountCents: service.priceCents }];
  for (const question of visibleQuestions({ answers, service })) {
    if (!question.upcharge) continue;
    const answer = answers[question.key];
    const amountCents = upchargeAmount(question.upcharge, answer);
    if (amountCents > 0)
      lines.push({ code: question.upcharge, label: upchargeLabel(question.upcharge, answer), amountCents });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return { lines, totalCents, payoutCents: payoutFor(totalCents) };
}

/** What choosing `option` for `question` adds to the quote: the same rule computeQuote applies. */
export function optionUpchargeCents(question: Pick<QuestionDef, "upcharge">, option: unknown): number {
  return question.upcharge ? upchargeAmount(question.upcharge, option) : 0;
}

/** An option as the form lists it, with what it adds: "Small (+$50)"; "Large" when it adds nothing. */
export function optionLabel(question: Pick<QuestionDef, "upcharge">, option: unknown, label = String(option)): string {
  const cents = optionUpchargeCents(question, option);
  return cents > 0 ? `${label} (${formatUpcharge(cents)})` : label;
}
