// The assigned pro's day-of buttons: "On my way" (asking the ETA), "Arrived", "Mark as done", each shown
// only when the server says it is the next step (dayOf.nextSteps), with the server's answer.
import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from "@mantine/core";
import { DAY_OF, type DayOfTimeline } from "@primp/core";
import { useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { errorMessage } from "../../forms/server-errors";
import { trpc } from "../../trpc";

const CUSTOM = "custom";

interface ProDayOfActionsProps {
  bookingId: string;
  dayOf: DayOfTimeline;
  onChanged(): void;
}

export function ProDayOfActions({ bookingId, dayOf, onChanged }: ProDayOfActionsProps) {
  const onMyWay = trpc.pro.onMyWay.useMutation({ onSuccess: onChanged });
  const arrived = trpc.pro.arrived.useMutation({ onSuccess: onChanged });
  const markDone = trpc.pro.markDone.useMutation({ onSuccess: onChanged });
  const [choice, setChoice] = useState("15");
  const [custom, setCustom] = useState<number | string>("");
  // The steps come in order, so the latest answer is that of the furthest step.
  const answered = markDone.data ?? arrived.data ?? onMyWay.data;
  const failed = markDone.error ?? arrived.error ?? onMyWay.error;
  const busy = onMyWay.isPending || arrived.isPending || markDone.isPending;
  const etaMinutes = choice === CUSTOM ? Number(custom) : Number(choice);
  const next = new Set(dayOf.nextSteps);

  return (
    <Stack gap="sm">
      <FormMessage message={answered?.message ?? null} tone="success" />
      <FormMessage message={failed ? errorMessage(failed) : null} />
      {next.has("ON_MY_WAY") && (
        <Stack gap="xs">
          <Text size="sm" fw={600} id="eta-label">
            Arriving in (minutes)
          </Text>
          <SegmentedControl
            aria-labelledby="eta-label"
            value={choice}
            onChange={setChoice}
            data={[...DAY_OF.etaChoices.map((minutes) => String(minutes)), { value: CUSTOM, label: "Other" }]}
            fullWidth
          />
          {choice === CUSTOM && (
            <NumberInput
              label="Minutes until you arrive"
              min={DAY_OF.etaMinutes.min}
              max={DAY_OF.etaMinutes.max}
              allowDecimal={false}
              value={custom}
              onChange={setCustom}
            />
          )}
          <Group>
            <Button
              onClick={() => onMyWay.mutate({ bookingId, etaMinutes })}
              loading={onMyWay.isPending}
              disabled={busy}
            >
              On my way
            </Button>
          </Group>
        </Stack>
      )}
      <Group>
        {next.has("ARRIVED") && (
          <Button onClick={() => arrived.mutate({ bookingId })} loading={arrived.isPending} disabled={busy}>
            Arrived
          </Button>
        )}
        {next.has("DONE") && (
          <Button
            color="teal"
            onClick={() => markDone.mutate({ bookingId })}
            loading={markDone.isPending}
            disabled={busy}
          >
            Mark as done
          </Button>
        )}
      </Group>
      {next.size === 0 && !dayOf.doneAt && (
        <Text c="dimmed" size="sm">
          {dayOf.onMyWayAt
            ? "You can mark this booking done once the appointment has started."
            : "On the day of the appointment you can tell the customer you're on your way here."}
        </Text>
      )}
    </Stack>
  );
}
