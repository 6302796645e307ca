// The day-of timeline a booking's readers see: confirmed, on the way (with the arrival time the
// pro gave), arrived, done; clock times in the appointment's own zone, where the customer is,
// named as the booking's other times are.
import { Box, Text, Timeline } from "@mantine/core";
import { formatClockTimeInZone, type DayOfTimeline as Timeline_ } from "@primp/core";

interface DayOfTimelineProps {
  dayOf: Timeline_;
  timeZone: string;
  /** A dashboard row shows only the steps reached, smaller. */
  compact?: boolean;
}

/** A dashboard row's timeline, once the pro has set off. */
export function DayOfRowTimeline({ dayOf, timeZone }: Omit<DayOfTimelineProps, "compact">) {
  if (!dayOf.onMyWayAt && !dayOf.doneAt) return null;
  return (
    <Box mt="xs">
      <DayOfTimeline dayOf={dayOf} timeZone={timeZone} compact />
    </Box>
  );
}

export function DayOfTimeline({ dayOf, timeZone, compact = false }: DayOfTimelineProps) {
  const at = (instant: Date) => formatClockTimeInZone(instant, timeZone);
  const steps = [
    { title: "Confirmed", detail: null, reached: true },
    {
      title: dayOf.arrivingAt ? `On the way, arriving about ${at(dayOf.arrivingAt)}` : "On the way",
      detail: dayOf.onMyWayAt ? `Set off ${at(dayOf.onMyWayAt)}` : null,
      reached: dayOf.onMyWayAt !== null,
    },
    {
      title: dayOf.arrivedAt ? `Arrived ${at(dayOf.arrivedAt)}` : "Arrived",
      detail: null,
      reached: dayOf.arrivedAt !== null,
    },
    { title: dayOf.doneAt ? `Done ${at(dayOf.doneAt)}` : "Done", detail: null, reached: dayOf.doneAt !== null },
  ];
  // A row, and a job marked done without the earlier steps, show only what happened.
  const shown = compact || dayOf.doneAt ? steps.filter((step) => step.reached) : steps;
  const active = shown.filter((step) => step.reached).length - 1;
  return (
    <Timeline
      active={active}
      bulletSize={compact ? 10 : 18}
      lineWidth={2}
      aria-label="Day of the appointment"
      // A table row's timeline keeps its steps close, so the row stays short.
      styles={compact ? { item: { marginTop: "var(--mantine-spacing-xs)" } } : undefined}
    >
      {shown.map((step) => (
        <Timeline.Item
          key={step.title}
          title={
            <Text size={compact ? "xs" : "sm"} fw={step.reached ? 600 : 400} c={step.reached ? undefined : "dimmed"}>
              {step.title}
            </Text>
          }
        >
          {!compact && step.detail && (
            <Text size="xs" c="dimmed">
              {step.detail}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
