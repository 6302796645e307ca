// Location, date, time and time zone: the questionnaire's first questions, asked one after
// another (spec part 1, "Questionnaire order").
import { SimpleGrid, Stack } from "@mantine/core";
import { SCHEDULE_LABELS, type Schedule, type TimeZoneId } from "@primp/core";
import type { FieldErrors } from "../../forms/server-errors";
import { type Choice, ChoiceField, DraftInput } from "./inputs";
import { dateSettled, earliestBookableDate, TIME_ZONE_CHOICES, timeSettled } from "./schedule-inputs";

export function ScheduleFields({
  schedule,
  cities,
  errors,
  onChange,
}: {
  schedule: Partial<Schedule>;
  cities: Choice[];
  errors: FieldErrors;
  onChange(patch: Partial<Schedule>): void;
}) {
  return (
    <Stack gap="md">
      <ChoiceField
        name="cityId"
        label={SCHEDULE_LABELS.cityId}
        choices={cities}
        value={schedule.cityId}
        error={errors.cityId}
        onChange={(cityId) => onChange({ cityId })}
      />
      {schedule.cityId && (
        <DraftInput
          name="date"
          type="date"
          label={SCHEDULE_LABELS.date}
          required
          min={earliestBookableDate()}
          value={schedule.date}
          error={errors.date}
          settled={dateSettled}
          onCommit={(date) => onChange({ date })}
        />
      )}
      {schedule.cityId && schedule.date && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DraftInput
            name="time"
            type="time"
            label={SCHEDULE_LABELS.time}
            required
            min="09:01"
            max="19:59"
            value={schedule.time}
            error={errors.time}
            settled={timeSettled}
            onCommit={(time) => onChange({ time })}
          />
          <ChoiceField
            name="timeZone"
            label={SCHEDULE_LABELS.timeZone}
            choices={TIME_ZONE_CHOICES}
            value={schedule.timeZone}
            error={errors.timeZone}
            onChange={(timeZone) => onChange({ timeZone: (timeZone || undefined) as TimeZoneId | undefined })}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
