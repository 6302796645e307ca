// Where and when: the location first (spec part 1, "Questionnaire order"), then, below the
// service and the address, the time: picked from the slots pros can take, or typed as a
// request for another time, which may not be filled.
import { Alert, Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { SCHEDULE_LABELS, type Schedule, type TimeZoneId } from "@primp/core";
import type { FieldErrors } from "../../forms/server-errors";
import { type Choice, ChoiceField, DraftInput } from "./inputs";
import { dateSettled, earliestBookableDate, TIME_ZONE_CHOICES, timeSettled } from "./schedule-inputs";

export function LocationField({
  cityId,
  cities,
  error,
  onChange,
}: {
  cityId: string | undefined;
  cities: Choice[];
  error: string | undefined;
  onChange(cityId: string): void;
}) {
  return (
    <ChoiceField
      name="cityId"
      label={SCHEDULE_LABELS.cityId}
      choices={cities}
      value={cityId}
      error={error}
      onChange={onChange}
    />
  );
}

/** "Request another time": the typed date, time and zone, said plainly to be a request. */
export function RequestedTimeFields({
  schedule,
  errors,
  onChange,
  onBackToSlots,
}: {
  schedule: Partial<Schedule>;
  errors: FieldErrors;
  onChange(patch: Partial<Schedule>): void;
  onBackToSlots(): void;
}) {
  return (
    <Stack gap="md">
      <Alert color="gray" variant="light" title="A request that may not be filled">
        We offer a requested time to our professionals, but none may be free then. If nobody accepts in time, we cancel
        the booking and refund it in full.
      </Alert>
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
      {schedule.date && (
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
      <Button variant="light" onClick={onBackToSlots} style={{ alignSelf: "flex-start" }}>
        See the times pros can come
      </Button>
    </Stack>
  );
}

/** The way out of the slots, labelled as what it is. */
export function RequestAnotherTime({ onClick }: { onClick(): void }) {
  return (
    <Stack gap={0} align="flex-start">
      <Button variant="subtle" size="compact-md" px={0} onClick={onClick}>
        Request another time
      </Button>
      <Text size="sm" c="dimmed">
        a request that may not be filled
      </Text>
    </Stack>
  );
}
