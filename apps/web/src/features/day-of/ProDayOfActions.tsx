// The assigned pro's day-of buttons: "On my way" (asking the ETA), "Arrived", "Mark as done", each shown
// only when the server says it is the next step (dayOf.nextSteps). The steps and their answer are
// held by the parent (useDayOfSteps), which stays on screen when these buttons go.
import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from "@mantine/core";
import { DAY_OF, type DayOfTimeline } from "@primp/core";
import { useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import type { DayOfSteps } from "./use-day-of-steps";

const CUSTOM = "custom";

/** The server's latest answer to a step, or why it refused; shown where it outlasts the buttons. */
export function DayOfAnswer({ steps }: { steps: DayOfSteps }) {
  return (
    <>
      <FormMessage message={steps.answer} tone="success" />
      <FormMessage message={steps.failure} />
    </>
  );
}

interface ProDayOfActionsProps {
  bookingId: string;
  dayOf: DayOfTimeline;
  steps: DayOfSteps;
}

export function ProDayOfActions({ bookingId, dayOf, steps }: ProDayOfActionsProps) {
  const { onMyWay, arrived, markDone, busy } = steps;
  const [choice, setChoice] = useState("15");
  const [custom, setCustom] = useState<number | string>("");
  const etaMinutes = choice === CUSTOM ? Number(custom) : Number(choice);
  const next = new Set(dayOf.nextSteps);

  return (
    <Stack gap="sm">
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
