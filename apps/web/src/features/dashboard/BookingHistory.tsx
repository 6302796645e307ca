// What happened to a booking, in words and in order: booked, accepted by whom, moves, the pro's
// answers, done, holds, how it ended (core's bookingHistory).
import { List, Stack, Text } from "@mantine/core";
import { type BookingHistorySource, bookingHistory } from "@primp/core";
import { formatInstant } from "../../components/format";

export function BookingHistory({ booking }: { booking: BookingHistorySource }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>History</Text>
      <List spacing={4} size="sm">
        {bookingHistory(booking).map((line) => (
          <List.Item key={`${line.words}-${line.at.toISOString()}`}>
            {line.words}{" "}
            <Text span c="dimmed" size="sm">
              on {formatInstant(line.at)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
