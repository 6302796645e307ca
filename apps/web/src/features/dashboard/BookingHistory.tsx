// What happened to a booking, in words and in order: booked, accepted by whom, moves, the pro's
// answers, done, holds, how it ended (core's bookingHistory); each time in the appointment's zone, named.
import { List, Stack, Text } from "@mantine/core";
import { type BookingHistorySource, bookingHistory, formatInstantInZone } from "@primp/core";

export function BookingHistory({ booking }: { booking: BookingHistorySource & { timeZone: string } }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>History</Text>
      <List spacing={4} size="sm">
        {bookingHistory(booking).map((line) => (
          <List.Item key={`${line.words}-${line.at.toISOString()}`}>
            {line.words}{" "}
            <Text span c="dimmed" size="sm">
              on {formatInstantInZone(line.at, booking.timeZone)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
