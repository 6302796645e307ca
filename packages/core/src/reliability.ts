// A pro's reliability as administrators see it on the applicant/pro review page.
const HOUR_MS = 3_600_000;

export const RELIABILITY = {
  /** A pro handing a booking back closer than this to its start has cancelled late. */
  lateReleaseHours: 24,
} as const;

export function isLateRelease(releasedAt: Date, appointmentAt: Date): boolean {
  return appointmentAt.getTime() - releasedAt.getTime() < RELIABILITY.lateReleaseHours * HOUR_MS;
}

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
