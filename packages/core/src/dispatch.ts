// Who a paid booking is offered to first: the eligible pros in rank order, and how long each
// wave of offers waits before the next goes out.

/** What ranking weighs of one eligible pro. */
export interface DispatchCandidate {
  id: string;
  /** The customer keeps this pro among their favourites. */
  favourite: boolean;
  /** Average of their visible reviews; null before the first. */
  averageRating: number | null;
  /** Bookings they handed back close to the appointment. */
  lateReleases: number;
  /** From their home to the appointment. */
  miles: number;
}

export const DISPATCH = {
  /** Pros offered a booking in each wave. */
  waveSize: 3,
  /** What an unrated pro counts as, so a new pro is neither first nor last. */
  unratedAs: 4,
} as const;

/**
 * Minutes a wave waits before the next: shorter as the appointment nears. First match wins
 * (appointment at least `hoursAhead` away).
 */
export const WAVE_WINDOWS: readonly { hoursAhead: number; minutes: number }[] = [
  { hoursAhead: 48, minutes: 30 },
  { hoursAhead: 24, minutes: 20 },
  { hoursAhead: 0, minutes: 10 },
];

export function waveWindowMinutes(appointmentAt: Date, now: Date): number {
  const hoursAhead = (appointmentAt.getTime() - now.getTime()) / 3_600_000;
  return (WAVE_WINDOWS.find((window) => hoursAhead >= window.hoursAhead) ?? WAVE_WINDOWS.at(-1))?.minutes ?? 10;
}

const ratingOf = (candidate: DispatchCandidate) => candidate.averageRating ?? DISPATCH.unratedAs;

/**
 * The candidates best first: the pro the customer asked for, then their favourites, then
 * rating (higher first), then reliability (fewer late releases), then distance (nearer), then
 * id so the order is stable.
 */
export function rankPros<T extends DispatchCandidate>(candidates: readonly T[], requestedProId?: string | null): T[] {
  return [...candidates].sort(
    (a, b) =>
      Number(b.id === requestedProId) - Number(a.id === requestedProId) ||
      Number(b.favourite) - Number(a.favourite) ||
      ratingOf(b) - ratingOf(a) ||
      a.lateReleases - b.lateReleases ||
      a.miles - b.miles ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
