// The assigned pro's answers after accepting: confirm or decline a time the customer moved,
// and the day-of steps up to "Done" (the photo upload stays on its own page).
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { type DayOfTimeline as DayOf, formatInstantInZone } from "@primp/core";
import { errorMessage } from "../../forms/server-errors";
import { trpc } from "../../trpc";
import { DayOfTimeline } from "../day-of/DayOfTimeline";
import { DayOfAnswer, ProDayOfActions } from "../day-of/ProDayOfActions";
import { useDayOfSteps } from "../day-of/use-day-of-steps";

interface ProBookingActionsProps {
  bookingId: string;
  confirmNewTimeBy: Date | null;
  doneAt: Date | null;
  dayOf: DayOf;
  /** The appointment's zone, in which the timeline's clock times are written. */
  timeZone: string;
  onChanged(): void;
}

export function ProBookingActions({
  bookingId,
  confirmNewTimeBy,
  doneAt,
  dayOf,
  timeZone,
  onChanged,
}: ProBookingActionsProps) {
  const confirm = trpc.pro.confirmReschedule.useMutation({ onSuccess: onChanged });
  const decline = trpc.pro.declineReschedule.useMutation({ onSuccess: onChanged });
  const answered = confirm.data ?? decline.data;
  const failed = confirm.error ?? decline.error;
  const busy = confirm.isPending || decline.isPending;
  // Here, not in ProDayOfActions: its answer outlasts the buttons, which go once the job is done.
  const steps = useDayOfSteps(onChanged);

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
              {formatInstantInZone(confirmNewTimeBy, timeZone)}; without an answer the booking is offered to the other
              professionals of your state.
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
      {dayOf.onMyWayAt && <DayOfTimeline dayOf={dayOf} timeZone={timeZone} />}
      <DayOfAnswer steps={steps} />
      {!confirmNewTimeBy &&
        (doneAt ? (
          <Text c="dimmed">Marked done on {formatInstantInZone(doneAt, timeZone)}; your payout follows.</Text>
        ) : (
          <ProDayOfActions bookingId={bookingId} dayOf={dayOf} steps={steps} />
        ))}
    </Stack>
  );
}
