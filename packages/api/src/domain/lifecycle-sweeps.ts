// The periodic sweeps that move bookings on by themselves: payouts that have come due and
// reschedules their pro did not confirm in time. Each reads what is due from the bookings
// (the record; no job is the only trace of anything) and hands every booking to the same
// function a person would use, whose conditional update makes a second run, a late run or a
// run on another server change nothing. A booking that changed in between is reported in the
// note the job logs, with the reason.
import { TRPCError } from "@trpc/server";
import type { Services } from "../trpc.ts";
import { captureFinishedHolds } from "./card-hold.ts";
import { payoutsDue } from "./completion.ts";
import { lateCancellationsDue, payLateCancellation, payOutBooking } from "./payout.ts";
import { expireRescheduleConfirmation, rescheduleConfirmationsDue } from "./reschedule.ts";
import { tipTransfersDue, transferTip } from "./tips.ts";

type Deps = Pick<Services, "db" | "payments" | "config" | "jobs" | "live">;

/**
 * Runs `act` for each booking id, counting those it did; a refusal (TRPCError: the booking
 * changed, is on hold, its pro cannot be paid yet) is noted, not thrown, so one booking never
 * stops the sweep. Anything else (the database is down) fails the job, which is retried.
 */
async function eachBooking(ids: string[], act: (id: string) => Promise<unknown>) {
  let done = 0;
  const skipped: string[] = [];
  for (const id of ids) {
    try {
      await act(id);
      done++;
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      skipped.push(`${id}: ${error.message}`);
    }
  }
  return { done, skipped };
}

const skippedNote = (skipped: string[]) => (skipped.length > 0 ? `; did nothing for ${skipped.join("; ")}` : "");

/**
 * First charges the holds of accepted bookings whose appointment day is over (the pro may have
 * forgotten to mark them done), then pays every pro whose job was marked done LIFECYCLE.autoPayoutAfterDoneHours ago and is not on
 * hold, and every pro owed a share of a late cancellation; and sends the tips that could not be
 * sent when they were charged (the pro had no StripeConnect account yet, the provider failed).
 */
export async function payDuePayouts(deps: Deps, now: Date): Promise<string> {
  const captured = await captureFinishedHolds(deps, now);
  const due = await payoutsDue(deps.db, now);
  const payouts = await eachBooking(
    due.map((payout) => payout.bookingId),
    (id) => payOutBooking(deps, id, now, { automatic: true }),
  );
  const shares = await eachBooking(await lateCancellationsDue(deps.db), (id) => payLateCancellation(deps, id, now));
  let tipsSent = 0;
  for (const id of await tipTransfersDue(deps.db)) if (await transferTip(deps, id, now)) tipsSent++;
  return (
    (captured ? `captured ${captured} holds, ` : "") +
    `paid ${payouts.done} payouts and ${shares.done} late-cancellation shares` +
    (tipsSent ? `, and sent ${tipsSent} tips` : "") +
    skippedNote([...payouts.skipped, ...shares.skipped])
  );
}

/** Returns to the pool every moved booking its pro has not confirmed within LIFECYCLE.rescheduleConfirmHours. */
export async function expireDueReschedules(deps: Deps, now: Date): Promise<string> {
  const skipped: string[] = [];
  let expired = 0;
  for (const id of await rescheduleConfirmationsDue(deps.db, now)) {
    const outcome = await expireRescheduleConfirmation(deps, id, now);
    if (outcome.expired) expired++;
    else skipped.push(`${id}: ${outcome.reason}`);
  }
  return `returned ${expired} unconfirmed reschedules to the pool${skippedNote(skipped)}`;
}
