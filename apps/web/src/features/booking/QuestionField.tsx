// One question of packages/core's questionnaire, rendered by its input kind. Options come
// from the question itself or, for catalogue rows, from the loaded catalogue; an option that
// costs extra says how much beside it.
import type { AnswerKey, BookingAnswers, CatalogueService, QuestionDef } from "@primp/core";
import {
  bookableServices,
  formatUsd,
  hairTypeLabel,
  isServiceType,
  optionLabel,
  SERVICE_TYPE_LABELS,
} from "@primp/core";
import { type Choice, ChoiceField, DraftInput } from "./inputs";
import { ShadeField, YesNoField } from "./radio-inputs";
import type { BookingCatalogue } from "./useBookingCatalogue";

export interface QuestionFieldProps {
  question: QuestionDef;
  answers: Partial<BookingAnswers>;
  service: CatalogueService | undefined;
  catalogue: BookingCatalogue;
  error: string | undefined;
  onAnswer(key: AnswerKey, value: BookingAnswers[AnswerKey] | undefined): void;
}

function choicesFor(question: QuestionDef, answers: Partial<BookingAnswers>, catalogue: BookingCatalogue): Choice[] {
  if (question.optionsFrom === "services") {
    return answers.serviceType
      ? bookableServices(catalogue.services, answers.serviceType).map((service) => ({
          value: service.id,
          label: `${service.name} (${formatUsd(service.priceCents)})`,
        }))
      : [];
  }
  if (question.optionsFrom === "hairTypes") {
    return catalogue.hairTypes.map((hairType) => ({ value: hairType.name, label: hairTypeLabel(hairType.name) }));
  }
  return (question.options ?? []).map((option) => ({
    value: String(option),
    // Each option says what it adds to the price, from the quote's own table.
    label: isServiceType(option) ? SERVICE_TYPE_LABELS[option] : optionLabel(question, option),
  }));
}

export function QuestionField({ question, answers, service, catalogue, error, onAnswer }: QuestionFieldProps) {
  const { key, label, note } = question;
  const value = answers[key];
  const description = key === "serviceId" && service?.detail ? service.detail : note;
  const common = { name: key, label, description, error };

  switch (question.input) {
    case "yesno":
      return (
        <YesNoField
          {...common}
          yesLabel={optionLabel(question, true, "Yes")}
          noLabel={optionLabel(question, false, "No")}
          value={typeof value === "boolean" ? value : undefined}
          onChange={(v) => onAnswer(key, v)}
        />
      );
    case "shade":
      return (
        <ShadeField
          {...common}
          shades={catalogue.skinShades}
          value={typeof value === "string" ? value : undefined}
          onChange={(v) => onAnswer(key, v)}
        />
      );
    case "text":
      return (
        <DraftInput
          {...common}
          required={question.required}
          value={typeof value === "string" ? value : undefined}
          // Typed text is an answer at once; only blanking waits for the field to be left.
          settled={(text) => text.trim() !== ""}
          onCommit={(text) => onAnswer(key, text.trim() === "" ? undefined : text)}
        />
      );
    case "number":
      return (
        <ChoiceField
          {...common}
          choices={choicesFor(question, answers, catalogue)}
          value={value === undefined ? undefined : String(value)}
          onChange={(v) => onAnswer(key, v === "" ? undefined : Number(v))}
        />
      );
    default:
      return (
        <ChoiceField
          {...common}
          choices={choicesFor(question, answers, catalogue)}
          value={value === undefined ? undefined : String(value)}
          onChange={(v) => onAnswer(key, v === "" ? undefined : v)}
        />
      );
  }
}
