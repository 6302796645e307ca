// On an accepted booking's details, for administrators: when its pro will be paid
// automatically, and a button that holds that payout back or lets it through again.
import { Button, Group, Text } from "@mantine/core";
import { autoPayoutAt, formatInstant } from "@primp/core";
import { errorMessage } from "../../forms/server-errors";
import { trpc } from "../../trpc";

interface HoldableBooking {
  id: string;
  doneAt: Date | null;
  payoutHeldAt: Date | null;
}

export function PayoutHold({ booking }: { booking: HoldableBooking }) {
  const utils = trpc.useUtils();
  const hold = trpc.admin.holdPayout.useMutation({
    onSuccess: () => utils.account.bookingDetails.invalidate({ bookingId: booking.id }),
  });
  const held = booking.payoutHeldAt !== null;
  const schedule = held
    ? `Payout on hold since ${formatInstant(booking.payoutHeldAt as Date)}.`
    : booking.doneAt
      ? `Paid automatically on ${formatInstant(autoPayoutAt(booking.doneAt))} unless held.`
      : "Paid automatically 2 days after the professional marks it done, unless held.";
  return (
    <Group gap="sm" align="center">
      <Text size="sm" aria-live="polite">
        {hold.data?.message ?? schedule}
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        loading={hold.isPending}
        onClick={() => hold.mutate({ bookingId: booking.id, hold: !held })}
      >
        {held ? "Release payout" : "Hold payout"}
      </Button>
      {hold.error && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(hold.error)}
        </Text>
      )}
    </Group>
  );
}
