// The times a pro can come: a strip of two weeks of days and, for the chosen day, the start
// times with how many pros could take each (the server's availability.slots, for the service,
// the appointment's ZIP code and any requested pro). A day without times names the next days
// that have one. "Request another time" leaves the slots for the typed date and time.
import { Alert, Button, Group, Loader, ScrollArea, Stack, Text, UnstyledButton } from "@mantine/core";
import { formatDateLong, formatMonthDay, formatTime12h, formatWeekdayShort, type TimeZoneId } from "@primp/core";
import { useEffect, useRef, useState } from "react";
import { describeError } from "../../forms/server-errors";
import { trpc } from "../../trpc";
import { RequestAnotherTime } from "./ScheduleFields";
import classes from "./SlotPicker.module.css";
import { isOffered, openingDay, prosAvailable, slotWindow, zoneIdOf } from "./slot-choices";

export interface PickedSlot {
  date: string;
  time: string;
  timeZone: TimeZoneId;
}

export function SlotPicker({
  serviceId,
  zip,
  requestedProId,
  picked,
  error,
  onPick,
  onRequestAnotherTime,
}: {
  serviceId: string;
  zip: string;
  requestedProId: string | null;
  picked: { date?: string | undefined; time?: string | undefined };
  error?: string | undefined;
  onPick(slot: PickedSlot | null): void;
  onRequestAnotherTime(): void;
}) {
  const [range, setRange] = useState(() => slotWindow());
  const query = trpc.availability.slots.useQuery(
    { serviceId, zip, ...range, ...(requestedProId ? { requestedProId } : {}) },
    { retry: false },
  );
  const days = query.data?.days ?? [];
  const [day, setDay] = useState<string | undefined>(picked.date);
  const shownDay = days.find((candidate) => candidate.date === openingDay(days, day));
  const zone = query.data ? zoneIdOf(query.data.timeZone) : null;

  // A picked time no longer offered (another service, ZIP or pro; taken meanwhile) is let go.
  const pickedGone = Boolean(query.data && picked.date && picked.time && !isOffered(days, picked.date, picked.time));
  const release = useRef(onPick);
  release.current = onPick;
  useEffect(() => {
    if (pickedGone) release.current(null);
  }, [pickedGone]);

  const goTo = (date: string) => {
    setDay(date);
    if (!days.some((candidate) => candidate.date === date)) setRange(slotWindow(date));
  };

  const requestAnother = <RequestAnotherTime onClick={onRequestAnotherTime} />;

  if (query.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Finding the times our professionals can come…</Text>
      </Group>
    );
  }
  if (query.error || !zone) {
    return (
      <Stack gap="sm">
        <Alert color="rose" variant="light" role="alert">
          {query.error ? describeError(query.error).message : "We cannot offer times for this address online yet."}
        </Alert>
        {requestAnother}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
        <Group gap="xs" wrap="nowrap" role="group" aria-label="Dates" pb={4}>
          {days.map((candidate) => {
            const selected = candidate.date === shownDay?.date;
            return (
              <UnstyledButton
                key={candidate.date}
                className={classes.day}
                data-selected={selected || undefined}
                data-empty={candidate.slots.length === 0 || undefined}
                aria-pressed={selected}
                aria-label={`${formatDateLong(candidate.date)}, ${candidate.slots.length === 0 ? "no times" : `${candidate.slots.length} times`}`}
                onClick={() => setDay(candidate.date)}
              >
                <Text size="xs" tt="uppercase" fw={600}>
                  {formatWeekdayShort(candidate.date)}
                </Text>
                <Text fw={700}>{formatMonthDay(candidate.date)}</Text>
                <Text size="xs" c="dimmed">
                  {candidate.slots.length === 0 ? "No times" : `${candidate.slots.length} times`}
                </Text>
              </UnstyledButton>
            );
          })}
        </Group>
      </ScrollArea>
      {shownDay && shownDay.slots.length > 0 && (
        <Group gap="xs" role="group" aria-label={`Times on ${formatDateLong(shownDay.date)}`}>
          {shownDay.slots.map((slot) => {
            const selected = picked.date === shownDay.date && picked.time === slot.time;
            return (
              <Button
                key={slot.time}
                variant={selected ? "filled" : "default"}
                aria-pressed={selected}
                h="auto"
                py={6}
                onClick={() => onPick({ date: shownDay.date, time: slot.time, timeZone: zone })}
              >
                <Stack gap={0} align="center">
                  <span>{formatTime12h(slot.time)}</span>
                  <Text span size="xs" c={selected ? undefined : "dimmed"} fw={400}>
                    {prosAvailable(slot.pros)}
                  </Text>
                </Stack>
              </Button>
            );
          })}
        </Group>
      )}
      {shownDay && shownDay.slots.length === 0 && (
        <Stack gap="xs" role="status">
          <Text>No professional can come on {formatDateLong(shownDay.date)}.</Text>
          {shownDay.nextDatesWithSlots.length > 0 ? (
            <Group gap="xs">
              <Text size="sm">The next days with times:</Text>
              {shownDay.nextDatesWithSlots.map((date) => (
                <Button key={date} size="xs" variant="light" onClick={() => goTo(date)}>
                  {formatDateLong(date)}
                </Button>
              ))}
            </Group>
          ) : (
            <Text size="sm">No times in the next two weeks either.</Text>
          )}
        </Stack>
      )}
      {picked.date && picked.time && !pickedGone && (
        <Text fw={600}>
          Your time: {formatDateLong(picked.date)} at {formatTime12h(picked.time)} {zone} time
        </Text>
      )}
      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
      {requestAnother}
    </Stack>
  );
}
