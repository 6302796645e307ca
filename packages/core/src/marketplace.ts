// How well the marketplace matches supply to demand, for the operations page: of the bookings
// paid in a window, how many a pro accepted, how fast, how many were cancelled because nobody
// did, and how many were booked instantly; and what is booked, city by city, for the days ahead.
const DAY_MS = 24 * 60 * 60 * 1000;

export const MARKETPLACE = {
  /** The windows an administrator can choose, in days back from now. */
  windowDays: [7, 30, 90] as const,
  defaultWindowDays: 30,
  /** How far ahead the per-city table of requests looks. */
  daysAhead: 14,
} as const;

export type MarketplaceWindowDays = (typeof MARKETPLACE.windowDays)[number];

/** A booking paid inside the window, as the figures need it. */
export interface PaidBooking {
  paidAt: Date;
  /** When a pro accepted it; null if none has (or the one who did released it). */
  acceptedAt: Date | null;
  /** Cancelled automatically because no pro accepted it in time. */
  cancelledForNoPro: boolean;
}

export interface MarketplaceFigures {
  paid: number;
  accepted: number;
  /** Paid bookings still waiting for a pro: their outcome is not known yet. */
  waiting: number;
  /** Accepted / paid; null when nothing was paid. */
  fillRate: number | null;
  medianMinutesToAccept: number | null;
  p90MinutesToAccept: number | null;
  /** Cancelled for lack of a pro / paid; null when nothing was paid. */
  noProCancelRate: number | null;
  /**
   * Accepted at the very instant of payment / accepted. An instant booking is accepted in the
   * transaction that records the payment, so its acceptedAt equals its paidAt; null when none
   * was accepted.
   */
  instantShare: number | null;
}

/**
 * The `p`-th percentile (0..1) of `values`, interpolating between the two nearest ranks as
 * PostgreSQL's percentile_cont does: the median of an even count is the mean of the middle two.
 * Null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return lower + (upper - lower) * (rank - below);
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const roundedMinutes = (ms: number | null) => (ms === null ? null : Math.round(ms / 60_000));

export function marketplaceFigures(bookings: readonly PaidBooking[]): MarketplaceFigures {
  const accepted = bookings.filter((b): b is PaidBooking & { acceptedAt: Date } => b.acceptedAt !== null);
  const waits = accepted.map((b) => b.acceptedAt.getTime() - b.paidAt.getTime());
  const cancelledForNoPro = bookings.filter((b) => b.cancelledForNoPro).length;
  const instant = accepted.filter((b) => b.acceptedAt.getTime() === b.paidAt.getTime()).length;
  return {
    paid: bookings.length,
    accepted: accepted.length,
    waiting: bookings.length - accepted.length - cancelledForNoPro,
    fillRate: share(accepted.length, bookings.length),
    medianMinutesToAccept: roundedMinutes(percentile(waits, 0.5)),
    p90MinutesToAccept: roundedMinutes(percentile(waits, 0.9)),
    noProCancelRate: share(cancelledForNoPro, bookings.length),
    instantShare: share(instant, accepted.length),
  };
}

/** A paid, not cancelled booking whose appointment is in the days ahead. */
export interface UpcomingRequest {
  city: string;
  state: string;
  accepted: boolean;
}

export interface CityRequests {
  city: string;
  state: string;
  requests: number;
  accepted: number;
  /** Requests no pro has accepted yet: where supply is short. */
  waiting: number;
  /** The open hours of the pros who serve the city over the same days (availability's openHours). */
  openProHours: number;
}

/**
 * Requests per city beside the open hours of the pros who serve it (keyed "City, ST"; a city
 * with open hours and no request is listed too), the city with the most waiting first (then the
 * fewest open hours, then the most requests, then by name).
 */
export function requestsByCity(
  requests: readonly UpcomingRequest[],
  openProHours: ReadonlyMap<string, number> = new Map(),
): CityRequests[] {
  const cities = new Map<string, CityRequests>();
  const rowOf = (city: string, state: string) => {
    const key = `${city}, ${state}`;
    const row = cities.get(key) ?? {
      city,
      state,
      requests: 0,
      accepted: 0,
      waiting: 0,
      openProHours: Math.round(openProHours.get(key) ?? 0),
    };
    cities.set(key, row);
    return row;
  };
  for (const { city, state, accepted } of requests) {
    const row = rowOf(city, state);
    row.requests++;
    if (accepted) row.accepted++;
    else row.waiting++;
  }
  for (const key of openProHours.keys()) {
    const [city = "", state = ""] = key.split(", ");
    rowOf(city, state);
  }
  return [...cities.values()].sort(
    (a, b) =>
      b.waiting - a.waiting ||
      a.openProHours - b.openProHours ||
      b.requests - a.requests ||
      `${a.city}${a.state}`.localeCompare(`${b.city}${b.state}`),
  );
}

/** The window's first instant: `days` days before now. */
export const windowStart = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
/** The end of the days ahead the per-city table covers. */
export const aheadEnd = (now: Date) => new Date(now.getTime() + MARKETPLACE.daysAhead * DAY_MS);

/** "62%", or "–" when there is nothing to divide. */
export function formatShare(value: number | null): string {
  return value === null ? "–" : `${Math.round(value * 100)}%`;
}
