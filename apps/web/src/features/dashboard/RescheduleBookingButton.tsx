// "Reschedule" on the customer's and the administrator's booking rows: a new date and time
// in the appointment's own zone. The browser checks what it can with core's rules for quick
// feedback; the server decides (notice period, hours, the booking's state).
import { ActionIcon, Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { checkReschedule, LIFECYCLE, type ReschedulableBooking } from "@primp/core";
import { useState } from "react";
import { errorMessage } from "../../forms/server-errors";
import { earliestBookableDate } from "../booking/schedule-inputs";
import { formatAppointment } from "./format";
import { CalendarMoveIcon } from "./icons";

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
  const [date, setDate] = useState(booking.localDate);
  const [time, setTime] = useState(booking.localTime);
  const [error, setError] = useState<string | null>(null);
  const current = formatAppointment(booking);

  const submit = async () => {
    const check = checkReschedule(booking, { date, time }, new Date(), { byAdmin: asAdmin });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    try {
      await onConfirm({ date, time });
      close();
    } catch (cause) {
      setError(errorMessage(cause));
    }
  };

  return (
    <>
      <Tooltip label="Reschedule">
        <ActionIcon
          variant="subtle"
          aria-label={`Reschedule ${booking.serviceName} booking`}
          onClick={() => {
            setError(null);
            open();
          }}
        >
          <CalendarMoveIcon />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title="Reschedule this booking" centered>
        <Stack gap="sm">
          <Text size="sm">
            Now: {current.date} at {current.time}. Choose a new date and a time between 9 AM and 8 PM in the same time
            zone.
          </Text>
          {!asAdmin && (
            <Text size="sm" c="dimmed">
              Moving is free {LIFECYCLE.rescheduleNoticeHours} hours or more before your appointment. If a professional
              has accepted it, they are asked to confirm the new time.
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label="New date"
              required
              min={earliestBookableDate()}
              value={date}
              onChange={(event) => {
                setDate(event.currentTarget.value);
                setError(null);
              }}
            />
            <TextInput
              type="time"
              label="New time"
              required
              min="09:01"
              max="19:59"
              value={time}
              onChange={(event) => {
                setTime(event.currentTarget.value);
                setError(null);
              }}
            />
          </SimpleGrid>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Keep the current time
            </Button>
            <Button loading={pending} onClick={() => void submit()}>
              Move booking
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
