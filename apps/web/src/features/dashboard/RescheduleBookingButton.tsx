// "Reschedule" on the customer's and the administrator's booking rows: a new date and time
// in the appointment's own zone, on useSchemaForm with the procedure's own schema. The browser
// checks what it can with core's rules for quick feedback; the server decides (notice period,
// hours, the booking's state).
import { Alert, Button, Flex, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  BOOKING_HOURS_WORDS,
  checkReschedule,
  LIFECYCLE,
  type ReschedulableBooking,
  rescheduleInputSchema,
} from "@primp/core";
import { formatAppointment } from "../../components/format";
import { ClockMoveIcon } from "../../components/icons";
import { RowAction } from "../../components/RowAction";
import { errorMessage } from "../../forms/server-errors";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { earliestBookableDate } from "../booking/schedule-inputs";

/** The dialog asks only the new date and time; the row knows the booking. */
const NEW_TIME_SCHEMA = rescheduleInputSchema.pick({ date: true, time: true });

interface RescheduleBookingButtonProps {
  booking: ReschedulableBooking & { serviceName: string };
  asAdmin?: boolean;
  pending: boolean;
  /** Resolves when the server accepted the move; a refusal is shown in the dialog. */
  onConfirm(to: { date: string; time: string }): Promise<unknown>;
}

export function RescheduleBookingButton({
  booking,
  asAdmin = false,
  pending,
  onConfirm,
}: RescheduleBookingButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const { form, formError, setFormError, field, onSubmit } = useSchemaForm(NEW_TIME_SCHEMA, {
    date: booking.localDate,
    time: booking.localTime,
  });
  const current = formatAppointment(booking);

  const move = async (to: { date: string; time: string }) => {
    const check = checkReschedule(booking, to, new Date(), { byAdmin: asAdmin });
    if (!check.ok) return setFormError(check.message);
    try {
      await onConfirm(to);
      close();
    } catch (cause) {
      setFormError(errorMessage(cause));
    }
  };

  return (
    <>
      <RowAction
        icon={<ClockMoveIcon />}
        label="Reschedule"
        what={`${booking.serviceName} booking`}
        onClick={() => {
          setFormError(null);
          form.clearErrors();
          open();
        }}
      />
      <Modal opened={opened} onClose={close} title="Reschedule this booking" centered>
        <form noValidate onSubmit={onSubmit((to) => void move(to))}>
          <Stack gap="sm">
            <Text size="sm">
              Now: {current.date} at {current.time}. Choose a new date and a time {BOOKING_HOURS_WORDS} in the same time
              zone.
            </Text>
            {!asAdmin && (
              <Text size="sm" c="dimmed">
                Moving is free {LIFECYCLE.rescheduleNoticeHours} hours or more before your appointment. If a
                professional has accepted it, they are asked to confirm the new time.
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                type="date"
                label="New date"
                required
                min={earliestBookableDate()}
                {...field("date")}
                onChange={(event) => {
                  form.setFieldValue("date", event.currentTarget.value);
                  setFormError(null);
                }}
              />
              <TextInput
                type="time"
                label="New time"
                required
                min="09:01"
                max="19:59"
                {...field("time")}
                onChange={(event) => {
                  form.setFieldValue("time", event.currentTarget.value);
                  setFormError(null);
                }}
              />
            </SimpleGrid>
            {formError && (
              <Alert color="red" variant="light" role="alert">
                {formError}
              </Alert>
            )}
            {/* Side by side where they fit; on phones stacked full width, the main action on top. */}
            <Flex direction={{ base: "column-reverse", xs: "row" }} justify="flex-end" gap="sm" mt="sm">
              <Button variant="default" onClick={close}>
                Keep the current time
              </Button>
              <Button type="submit" loading={pending}>
                Move booking
              </Button>
            </Flex>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
