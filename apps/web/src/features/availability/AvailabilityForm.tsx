// A pro's availability: the week's hours, time off, travel buffer, daily maximum, services,
// home ZIP code and radius, and instant booking. The pro edits their own; an administrator
// edits any pro's with the same form. Checked by core's schema, then by the server.
import {
  Button,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  AVAILABILITY_LIMITS,
  type AvailabilitySettings,
  availabilitySettingsSchema,
  weeklyHoursProblem,
  zoneTimeName,
} from "@primp/core";
import { useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useBookingCatalogue } from "../booking/useBookingCatalogue";
import { type AvailabilityValues, WeeklyHoursFields } from "./WeeklyHoursFields";

export const AVAILABILITY_SAVED = "Your availability is saved. Customers now see the times you can come.";

function SectionTitle({ children, description }: { children: string; description: string }) {
  return (
    <Stack gap={2}>
      <Title order={2} fz="lg">
        {children}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}

export function AvailabilityForm({
  initial,
  timeZone,
  saving,
  onSave,
}: {
  initial: AvailabilitySettings;
  /** The zone of the saved home ZIP code, in which the hours are read. */
  timeZone: string | null;
  saving: boolean;
  /** Saves, answering a refusal to show (null when saved). */
  onSave(settings: AvailabilitySettings): Promise<unknown>;
}) {
  const { form, formError, setFormError, onSubmit, showServerError } = useSchemaForm<AvailabilityValues>(
    availabilitySettingsSchema,
    initial as AvailabilityValues,
  );
  const [saved, setSaved] = useState(false);
  const catalogue = useBookingCatalogue();
  const serviceChoices = catalogue.services.map((service) => ({ value: service.id, label: service.name }));

  /** A whole-number input inside its limits (core's, which the schema checks too). */
  const wholeNumberField = (name: keyof typeof AVAILABILITY_LIMITS & keyof AvailabilitySettings) => ({
    min: AVAILABILITY_LIMITS[name].min,
    max: AVAILABILITY_LIMITS[name].max,
    allowDecimal: false,
    ...form.getInputProps(name),
  });

  const save = async (settings: AvailabilitySettings) => {
    setSaved(false);
    // Hours that overlap or end before they start: the same sentence as the server's, without the trip.
    const hoursProblem = weeklyHoursProblem(settings.weeklyHours);
    if (hoursProblem) return setFormError(hoursProblem);
    try {
      await onSave(settings);
      setSaved(true);
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <form onSubmit={onSubmit((settings) => void save(settings))} noValidate aria-label="Availability">
      <Stack gap="lg">
        <SectionTitle
          description={`Your hours each week${timeZone ? `, in ${zoneTimeName(timeZone)}` : ""}. Add several ranges to a day for a break.`}
        >
          Weekly hours
        </SectionTitle>
        <WeeklyHoursFields form={form} />

        <Divider />
        <SectionTitle description="Days you do not work, both dates included.">Time off</SectionTitle>
        <Stack gap="xs">
          {form.values.timeOff.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: periods are edited in place, by position
            <Group key={index} gap="xs" wrap="wrap" align="flex-end">
              <TextInput
                type="date"
                label="From"
                style={{ flex: "1 1 9rem" }}
                {...form.getInputProps(`timeOff.${index}.from`)}
              />
              <TextInput
                type="date"
                label="To"
                style={{ flex: "1 1 9rem" }}
                {...form.getInputProps(`timeOff.${index}.to`)}
              />
              <Button
                variant="subtle"
                color="gray"
                aria-label={`Remove time off ${index + 1}`}
                onClick={() => form.removeListItem("timeOff", index)}
              >
                Remove
              </Button>
            </Group>
          ))}
          {form.values.timeOff.length === 0 && (
            <Text size="sm" c="dimmed">
              No time off planned.
            </Text>
          )}
          {form.values.timeOff.length < AVAILABILITY_LIMITS.timeOffEntries && (
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ alignSelf: "flex-start" }}
              onClick={() => form.insertListItem("timeOff", { from: "", to: "" })}
            >
              + Add time off
            </Button>
          )}
        </Stack>

        <Divider />
        <SectionTitle description="Where you work and how much.">Area and pace</SectionTitle>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Home ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            {...form.getInputProps("homeZip")}
          />
          <NumberInput
            label="Radius (miles)"
            description="How far from home you travel"
            {...wholeNumberField("radiusMiles")}
          />
          <NumberInput
            label="Travel buffer (minutes)"
            description="Kept free between appointments"
            step={15}
            {...wholeNumberField("bufferMinutes")}
          />
          <NumberInput label="Most appointments a day" {...wholeNumberField("maxPerDay")} />
        </SimpleGrid>
        <MultiSelect
          label="Services you offer"
          description="Leave empty to offer every service."
          placeholder={form.values.serviceIds.length === 0 ? "Every service" : undefined}
          data={serviceChoices}
          searchable
          clearable
          {...form.getInputProps("serviceIds")}
        />

        <Divider />
        <Switch
          size="md"
          label="Accept bookings in my open hours automatically"
          description="A booking at a time you are free is yours at once, without accepting it."
          {...form.getInputProps("instantBooking", { type: "checkbox" })}
        />

        <FormMessage message={formError} />
        <FormMessage message={saved ? AVAILABILITY_SAVED : null} tone="success" />
        <Button type="submit" size="md" loading={saving} style={{ alignSelf: "flex-start" }}>
          Save availability
        </Button>
      </Stack>
    </form>
  );
}
