// The confirmation sentence stored on a booking (the spec's serviceDesc) and shown in place
// of the form: which service and style, when, where, the total, thanks, and what happens next.
import type { AnswerKey, BookingAnswers } from "./answers";
import { formatDateLong, formatTime12h, formatUsd } from "./format";
import type { Schedule } from "./schedule";

// Answers that describe the style of what was booked, in the order they are told.
const STYLE_KEYS: readonly AnswerKey[] = [
  "braidsSize",
  "braidsLength",
  "cornrowsStyle",
  "cornrowsCount",
  "wigInstallType",
  "customWigStyle",
  "customWigTexture",
  "makeupLook",
  "nailShape",
  "nailPolish",
  "hennaSize",
  "hennaLength",
];

function styleWords(key: AnswerKey, answers: Partial<BookingAnswers>): string | undefined {
  const value = answers[key];
  if (value === undefined || typeof value === "boolean") return undefined;
  if (key === "cornrowsCount") return `${value} cornrows`;
  if (key === "nailPolish" && value === "Other") return answers.nailPolishOther?.trim() || undefined;
  return String(value);
}

/** "Medium, 22 in" for braids, "Coffin, Red" for nails; "" when the service has no style choice. */
export function bookingStyle(answers: Partial<BookingAnswers>): string {
  return STYLE_KEYS.flatMap((key) => styleWords(key, answers) ?? []).join(", ");
}

export type ServiceDescriptionInput = {
  serviceName: string;
  answers: Partial<BookingAnswers>;
  schedule: Pick<Schedule, "date" | "time" | "timeZone">;
  place: { city: string; state: string };
  totalCents: number;
};

export function serviceDescription({
  serviceName,
  answers,
  schedule,
  place,
  totalCents,
}: ServiceDescriptionInput): string {
  const style = bookingStyle(answers);
  const what = style ? `${serviceName} (${style})` : serviceName;
  const when = `${formatDateLong(schedule.date)} at ${formatTime12h(schedule.time)} ${schedule.timeZone} time`;
  return (
    `Thank you for booking ${what} on ${when} in ${place.city}, ${place.state}. ` +
    `Your total is ${formatUsd(totalCents)}. We will contact you soon.`
  );
}
