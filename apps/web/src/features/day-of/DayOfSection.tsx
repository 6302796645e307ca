// The booking page's "Day of the appointment" block: the timeline as it happens.
import { Stack, Title } from "@mantine/core";
import type { DayOfTimeline as DayOf } from "@primp/core";
import { DayOfTimeline } from "./DayOfTimeline";

export function DayOfSection({ dayOf, timeZone }: { dayOf: DayOf; timeZone: string }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Day of the appointment
      </Title>
      <DayOfTimeline dayOf={dayOf} timeZone={timeZone} />
    </Stack>
  );
}
