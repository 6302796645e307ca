// The "Date/Time" cell of every bookings table: the appointment's calendar date, and under it
// its clock time with the zone's name, as the customer chose them.
import { Stack, Text } from "@mantine/core";
import { formatAppointment } from "./format";

export function AppointmentDateTime({
  booking,
}: {
  booking: { localDate: string; localTime: string; timeZone: string };
}) {
  const { date, time } = formatAppointment(booking);
  return (
    <Stack gap={0}>
      <Text size="sm">{date}</Text>
      <Text size="sm" c="dimmed">
        {time}
      </Text>
    </Stack>
  );
}
