// Stored answers as people read them: booking records keep the values the form sends (a hair
// type row's "STRAIGHT", a shade's hex code, true/false), and every page that shows them to a
// customer or a pro turns them into the labels the questionnaire showed when they were chosen.
import type { CatalogueSkinShade } from "./catalogue";
import { isServiceType, SERVICE_TYPE_LABELS } from "./options";
import { QUESTIONS } from "./questionnaire";

/** "STRAIGHT" -> "Straight", "KINKY-CURLY" -> "Kinky-Curly": hair types are stored upper-case. */
export const hairTypeLabel = (name: string) =>
  name.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (letter) => letter.toUpperCase());

export interface AnswerLabelContext {
  /** Skin shades of the catalogue, to name a stored hex code. */
  skinShades?: readonly CatalogueSkinShade[];
}

/** One stored answer as its label: "Yes"/"No", a hair type in title case, a shade's name. */
export function answerText(key: string, value: unknown, context: AnswerLabelContext = {}): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const text = String(value);
  if (key === "hairType") return hairTypeLabel(text);
  if (key === "serviceType" && isServiceType(text)) return SERVICE_TYPE_LABELS[text];
  if (key === "skinComplexion") {
    const shade = context.skinShades?.find((row) => row.hexCode.toLowerCase() === text.toLowerCase());
    return shade?.foundationShade ?? text;
  }
  return text;
}

export interface AnswerLine {
  key: string;
  question: string;
  answer: string;
}

const QUESTION_LABELS = new Map<string, string>(QUESTIONS.map((question) => [question.key, question.label]));
const ORDER = [...QUESTION_LABELS.keys()];
// Shown elsewhere on every page that lists answers (the service's name and type).
const NOT_ANSWERS = new Set(["serviceType", "serviceId"]);

/** The stored answers as question/answer pairs in the questionnaire's order. */
export function describeAnswers(answers: unknown, context: AnswerLabelContext = {}): AnswerLine[] {
  if (typeof answers !== "object" || answers === null) return [];
  const record = answers as Record<string, unknown>;
  const position = (key: string) => ORDER.indexOf(key) + 1 || ORDER.length + 1;
  return Object.keys(record)
    .filter((key) => !NOT_ANSWERS.has(key) && record[key] !== undefined && record[key] !== null)
    .sort((a, b) => position(a) - position(b))
    .map((key) => ({
      key,
      question: QUESTION_LABELS.get(key) ?? key,
      answer: answerText(key, record[key], context),
    }));
}
