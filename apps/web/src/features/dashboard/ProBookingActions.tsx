// The assigned pro's answers after accepting: confirm or decline a time the customer moved,
// and mark the job done once it has started (the photo upload stays on its own page).
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { formatInstant } from "../../components/format";
import { errorMessage } from "../../forms/server-errors";
import { trpc } from "../../trpc";

interface ProBookingActionsProps {
  bookingId: string;
  appointmentPassed: boolean;
  confirmNewTimeBy: Date | null;
  doneAt: Date | null;
  onChanged(): void;
}

export function ProBookingActions({
  bookingId,
  appointmentPassed,
  confirmNewTimeBy,
  doneAt,
  onChanged,
}: ProBookingActionsProps) {
  const confirm = trpc.pro.confirmReschedule.useMutation({ onSuccess: onChanged });
  const decline = trpc.pro.declineReschedule.useMutation({ onSuccess: onChanged });
  const markDone = trpc.pro.markDone.useMutation({ onSuccess: onChanged });
  const answered = confirm.data ?? decline.data ?? markDone.data;
  const failed = confirm.error ?? decline.error ?? markDone.error;
  const busy = confirm.isPending || decline.isPending || markDone.isPending;

  return (
    <Stack gap="sm">
      {answered && (
        <Alert color="teal" variant="light" role="status">
          {answered.message}
        </Alert>
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(failed)}
        </Alert>
      )}
      {confirmNewTimeBy && (
        <Alert color="orange" variant="light" title="The customer moved this booking">
          <Stack gap="xs">
            <Text size="sm">
              The date and time shown here are the new ones. Please confirm or decline by{" "}
              {formatInstant(confirmNewTimeBy)}; without an answer the booking is offered to the other professionals of
              your state.
            </Text>
            <Group>
              <Button onClick={() => confirm.mutate({ bookingId })} loading={confirm.isPending} disabled={busy}>
                Confirm new time
              </Button>
              <Button
                variant="default"
                onClick={() => decline.mutate({ bookingId })}
                loading={decline.isPending}
                disabled={busy}
              >
                Decline new time
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {!confirmNewTimeBy &&
        (doneAt ? (
          <Text c="dimmed">Marked done on {formatInstant(doneAt)}. Your payout follows.</Text>
        ) : appointmentPassed ? (
          <Group>
            <Button color="teal" onClick={() => markDone.mutate({ bookingId })} loading={markDone.isPending}>
              Mark as done
            </Button>
          </Group>
        ) : (
          <Text c="dimmed" size="sm">
            You can mark this booking done once the appointment has started.
          </Text>
        ))}
    </Stack>
  );
}
