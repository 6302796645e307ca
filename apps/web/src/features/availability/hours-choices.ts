// The availability form's choices as data: half-hour times for the hours selects, and the
// default range a day gets when hours are added to it.
import { formatTime12h, type HoursRange } from "@primp/core";

const HALF_HOURS = Array.from({ length: 48 }, (_, step) => {
  const minutes = step * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

/** Every half hour of the day, "12:00 A.M." to "11:30 P.M.", as select choices. */
export const HALF_HOUR_CHOICES = HALF_HOURS.map((time) => ({ value: time, label: formatTime12h(time) }));

/** The range a day gets when hours are added: after its last range, else 9 to 5. */
export function nextRange(ranges: readonly HoursRange[]): HoursRange {
  const last = ranges.at(-1);
  if (!last) return { start: "09:00", end: "17:00" };
  const startIndex = Math.min(HALF_HOURS.indexOf(last.end) + 2, HALF_HOURS.length - 2);
  const start = HALF_HOURS[startIndex] ?? "18:00";
  return { start, end: HALF_HOURS[Math.min(startIndex + 4, HALF_HOURS.length - 1)] ?? "23:30" };
}

/** Where a range sits on a day's bar, as percentages of 24 hours. */
export function rangeSpan(range: HoursRange): { left: number; width: number } {
  const minutes = (time: string) => {
    const [hour = 0, minute = 0] = time.split(":").map(Number);
    return hour * 60 + minute;
  };
  const start = minutes(range.start);
  const end = Math.max(minutes(range.end), start);
  return { left: (start / 1440) * 100, width: ((end - start) / 1440) * 100 };
}
