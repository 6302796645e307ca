// The pro's day-of steps ("On my way", "Arrived", "Mark as done") and the server's latest answer.
// Held by the part of the page that stays on screen once the booking is done (the day-of section,
// the pro's booking actions): the buttons go when the page reads the booking again, and the
// answer ("Thank you! The booking is marked done…") must not go with them.
import { errorMessage } from "../../forms/server-errors";
import { trpc } from "../../trpc";

export function useDayOfSteps(onChanged: () => void) {
  const onMyWay = trpc.pro.onMyWay.useMutation({ onSuccess: onChanged });
  const arrived = trpc.pro.arrived.useMutation({ onSuccess: onChanged });
  const markDone = trpc.pro.markDone.useMutation({ onSuccess: onChanged });
  // The steps come in order, so the latest answer is that of the furthest step.
  const answered = markDone.data ?? arrived.data ?? onMyWay.data;
  const failed = markDone.error ?? arrived.error ?? onMyWay.error;
  return {
    onMyWay,
    arrived,
    markDone,
    answer: answered?.message ?? null,
    failure: failed ? errorMessage(failed) : null,
    busy: onMyWay.isPending || arrived.isPending || markDone.isPending,
  };
}

export type DayOfSteps = ReturnType<typeof useDayOfSteps>;
