// What happened to a booking after it was paid: moves, the pro's answers, done, holds, the
// automatic cancellation when no pro accepted it.
import { List, Stack, Text } from "@mantine/core";
import { formatTime12h } from "@primp/core";
import { formatCalendarDate, formatInstant } from "../../components/format";
import type { RouterOutputs } from "../../trpc";

type Change = RouterOutputs["account"]["bookingDetails"]["changes"][number];

const WHO = { CUSTOMER: "the customer", PRO: "the professional", ADMIN: "an administrator" } as const;

/** "2026-12-02 14:30" as "Dec 2, 2026 2:30 P.M." */
const localWhen = (local: string | null) => {
  const [date = "", time = ""] = (local ?? "").split(" ");
  return date && time ? `${formatCalendarDate(date)} ${formatTime12h(time)}` : "";
};

function describe(change: Change): string {
  const by = change.actorRole ? ` by ${WHO[change.actorRole]}` : "";
  switch (change.kind) {
    case "RESCHEDULED":
      return `Moved from ${localWhen(change.fromLocal)} to ${localWhen(change.toLocal)}${by}`;
    case "RESCHEDULE_CONFIRMED":
      return "New time confirmed by the professional";
    case "RESCHEDULE_DECLINED":
      return "New time declined by the professional; open to other professionals again";
    case "RESCHEDULE_EXPIRED":
      return "New time not confirmed in time; open to other professionals again";
    case "MARKED_DONE":
      return "Marked done by the professional";
    case "PAYOUT_HELD":
      return `Payout put on hold${by}`;
    case "PAYOUT_RELEASED":
      return `Payout hold lifted${by}`;
    case "RELEASED":
      return "Released by the professional; open to other professionals again";
    case "CANCELLED_NO_PRO":
      return "Cancelled automatically: no professional could accept it in time; refunded in full";
  }
}

export function BookingHistory({ changes }: { changes: Change[] }) {
  if (changes.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>History</Text>
      <List spacing={4} size="sm">
        {changes.map((change) => (
          <List.Item key={`${change.kind}-${change.createdAt.toISOString()}`}>
            {describe(change)}{" "}
            <Text span c="dimmed" size="sm">
              · {formatInstant(change.createdAt)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
