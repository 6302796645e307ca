// The home page's quick booking bar (spec part 1, "Quick booking bar"): location, service
// type, date, time and time zone, all required. Submitting saves the quick request and opens
// /book-now with the answers carried as homeInfo, where they are pre-filled.
// Not a useSchemaForm, one of its two exceptions: zod and @mantine/form would add about 36 KB
// gzipped to the home page's first load, so core's zod-free checks run here and the server
// parses the full schema.
import { Button, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  checkSchedule,
  missingQuickRequestFields,
  type QuickRequestInput,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from "@primp/core";
import { type FormEvent, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { FormMessage } from "../../components/FormMessage";
import { describeError, type FieldErrors } from "../../forms/server-errors";
import { paths } from "../../navigation/paths";
import { trpc } from "../../trpc";
import { type BookNowState, useHomeInfo } from "./HomeInfoProvider";
import { ChoiceField, DraftInput } from "./inputs";
import { dateSettled, earliestBookableDate, TIME_ZONE_CHOICES, timeSettled } from "./schedule-inputs";
import { cityLabel, useBookingCatalogue } from "./useBookingCatalogue";

type Draft = Partial<Record<keyof QuickRequestInput, string>>;

const SERVICE_TYPE_CHOICES = SERVICE_TYPES.map((type) => ({ value: type, label: SERVICE_TYPE_LABELS[type] }));

export function QuickBookingBar() {
  const navigate = useNavigate();
  const { homeInfo, setHomeInfo } = useHomeInfo();
  const catalogue = useBookingCatalogue();
  const [values, setValues] = useState<Draft>(() => ({ ...homeInfo }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const cityChoices = useMemo(
    () => (catalogue.data?.cities ?? []).map((city) => ({ value: city.id, label: cityLabel(city) })),
    [catalogue.data],
  );

  const save = trpc.booking.createQuickRequest.useMutation({
    onSuccess: ({ homeInfo: saved }) => {
      setHomeInfo(saved);
      const state: BookNowState = { homeInfo: saved };
      navigate(paths.bookNow, { state });
    },
    onError: (error) => {
      const described = describeError(error);
      setErrors(described.fieldErrors);
      setMessage(described.message);
    },
  });

  /** Sets a field; a past date or an out-of-hours time is cleared with the spec's message. */
  const change = (field: keyof QuickRequestInput, value: string) => {
    const next = { ...values, [field]: value || undefined };
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setMessage(null);
    if (field === "date" || field === "time" || field === "timeZone") {
      const check = checkSchedule(next as Partial<QuickRequestInput>, new Date());
      if (!check.ok) {
        for (const cleared of check.clear) delete next[cleared];
        setErrors((current) => ({ ...current, [check.field]: check.message }));
      }
    }
    setValues(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problems: FieldErrors = missingQuickRequestFields(values);
    const check = checkSchedule(values as Partial<QuickRequestInput>, new Date());
    if (!check.ok) problems[check.field] ??= check.message;
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(values as QuickRequestInput);
  };

  return (
    <Paper p={{ base: "md", sm: "lg" }} shadow="md" maw={960} component="section" aria-label="Quick booking">
      <form onSubmit={submit} noValidate aria-label="Quick booking">
        <Stack gap="sm">
          <Text fw={700} c="plum.9">
            Book a beauty professional
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
            <ChoiceField
              name="quick-city"
              label="Location"
              choices={cityChoices}
              value={values.cityId}
              error={errors.cityId}
              disabled={!catalogue.data}
              onChange={(value) => change("cityId", value)}
            />
            <ChoiceField
              name="quick-service-type"
              label="Service type"
              choices={SERVICE_TYPE_CHOICES}
              value={values.serviceType}
              error={errors.serviceType}
              onChange={(value) => change("serviceType", value)}
            />
            <DraftInput
              name="quick-date"
              type="date"
              label="Date"
              required
              min={earliestBookableDate()}
              value={values.date}
              error={errors.date}
              settled={dateSettled}
              onCommit={(value) => change("date", value)}
            />
            <DraftInput
              name="quick-time"
              type="time"
              label="Time (between 9AM and 8PM)"
              required
              min="09:01"
              max="19:59"
              value={values.time}
              error={errors.time}
              settled={timeSettled}
              onCommit={(value) => change("time", value)}
            />
            <ChoiceField
              name="quick-time-zone"
              label="Time zone"
              choices={TIME_ZONE_CHOICES}
              value={values.timeZone}
              error={errors.timeZone}
              onChange={(value) => change("timeZone", value)}
            />
            <Button type="submit" size="md" color="rose.8" loading={save.isPending} style={{ alignSelf: "end" }}>
              Book Now
            </Button>
          </SimpleGrid>
          <FormMessage message={message} />
        </Stack>
      </form>
    </Paper>
  );
}
