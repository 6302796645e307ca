// "You asked for Maya R.": the professional the booking will ask first, with a way back to
// any professional of the state. The server checks the pro serves the appointment's state.
import { Avatar, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { describeError } from "../../forms/server-errors";
import { trpc } from "../../trpc";

export function RequestedProCard({ proUserId, onRemove }: { proUserId: string; onRemove(): void }) {
  const query = trpc.booking.requestedPro.useQuery({ proUserId }, { retry: false });
  const name = query.data?.name;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Requested professional">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={query.data?.avatarUrl} alt="" name={name ?? ""} color="initials" />
          <Stack gap={0}>
            <Text fw={600}>
              {query.isPending
                ? "Loading your professional…"
                : name
                  ? `You asked for ${name}`
                  : "Requested professional"}
            </Text>
            <Text size="sm" c="dimmed">
              {query.error
                ? describeError(query.error).message
                : "We offer your booking to them first, then to the other professionals of your state."}
            </Text>
          </Stack>
        </Group>
        <Button variant="subtle" onClick={onRemove}>
          Any professional
        </Button>
      </Group>
    </Paper>
  );
}
