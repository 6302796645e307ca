// The booking page's "Day of the appointment" block: the timeline as it happens, and for the
// assigned pro the next step's button and the answer to the last one (kept once no step is left).
import { Stack, Title } from "@mantine/core";
import type { DayOfTimeline as DayOf } from "@primp/core";
import { DayOfTimeline } from "./DayOfTimeline";
import { DayOfAnswer, ProDayOfActions } from "./ProDayOfActions";
import { useDayOfSteps } from "./use-day-of-steps";

interface DayOfSectionProps {
  bookingId: string;
  dayOf: DayOf;
  timeZone: string;
  onChanged(): void;
}

export function DayOfSection({ bookingId, dayOf, timeZone, onChanged }: DayOfSectionProps) {
  const steps = useDayOfSteps(onChanged);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Day of the appointment
      </Title>
      <DayOfTimeline dayOf={dayOf} timeZone={timeZone} />
      <DayOfAnswer steps={steps} />
      {/* Only the assigned pro's reads carry next steps. */}
      {dayOf.nextSteps.length > 0 && <ProDayOfActions bookingId={bookingId} dayOf={dayOf} steps={steps} />}
    </Stack>
  );
}
