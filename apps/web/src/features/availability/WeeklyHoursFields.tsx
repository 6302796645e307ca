// The week view of a pro's hours: each day a bar of its ranges over 24 hours, and the ranges
// themselves as pairs of half-hour selects, several a day, added and removed one by one.
import { ActionIcon, Box, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { AVAILABILITY_LIMITS, type AvailabilitySettings, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from "@primp/core";
import { HALF_HOUR_CHOICES, nextRange, rangeSpan } from "./hours-choices";
import classes from "./WeeklyHoursFields.module.css";

/** The form's values: the settings, typed as a form's record of fields. */
export type AvailabilityValues = AvailabilitySettings & Record<string, unknown>;
type Form = UseFormReturnType<AvailabilityValues>;

function DayBar({ day, form }: { day: Weekday; form: Form }) {
  return (
    <Box className={classes.bar} aria-hidden>
      {form.values.weeklyHours[day].map((range) => {
        const span = rangeSpan(range);
        return (
          <Box
            key={`${range.start}-${range.end}`}
            className={classes.range}
            style={{ left: `${span.left}%`, width: `${span.width}%` }}
          />
        );
      })}
    </Box>
  );
}

/** One end of a day's range, as a half-hour select. */
function RangeEdge({ day, index, edge, form }: { day: Weekday; index: number; edge: "start" | "end"; form: Form }) {
  const word = edge === "start" ? "From" : "To";
  return (
    <NativeSelect
      label={word}
      aria-label={`${WEEKDAY_LABELS[day]}, range ${index + 1}, ${word.toLowerCase()}`}
      data={HALF_HOUR_CHOICES}
      {...form.getInputProps(`weeklyHours.${day}.${index}.${edge}`)}
      style={{ flex: 1 }}
    />
  );
}

function DayHours({ day, form }: { day: Weekday; form: Form }) {
  const ranges = form.values.weeklyHours[day];
  const label = WEEKDAY_LABELS[day];
  return (
    <Paper withBorder p="sm" radius="md" component="fieldset" aria-label={label} className={classes.day}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700}>{label}</Text>
        <Text size="sm" c="dimmed">
          {ranges.length === 0 ? "Not working" : `${ranges.length} ${ranges.length === 1 ? "range" : "ranges"}`}
        </Text>
      </Group>
      <DayBar day={day} form={form} />
      <Stack gap="xs" mt="xs">
        {ranges.map((_, index) => (
          // Ranges are edited in place; their position is their identity while the form is open.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
            <RangeEdge day={day} index={index} edge="start" form={form} />
            <RangeEdge day={day} index={index} edge="end" form={form} />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Remove ${label}'s range ${index + 1}`}
              onClick={() => form.removeListItem(`weeklyHours.${day}`, index)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {ranges.length < AVAILABILITY_LIMITS.rangesPerDay && (
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: "flex-start" }}
            aria-label={`Add hours on ${label}`}
            onClick={() => form.insertListItem(`weeklyHours.${day}`, nextRange(ranges))}
          >
            + Add hours
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function WeeklyHoursFields({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {WEEKDAYS.map((day) => (
        <DayHours key={day} day={day} form={form} />
      ))}
    </SimpleGrid>
  );
}
