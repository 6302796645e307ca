// How long a message waits after each failed delivery: roughly doubling, from a minute to
// twelve hours, about 28 hours in all before it is given up as FAILED. A provider outage of
// a day loses nothing; the first retries come quickly for the common blip of a few minutes.
const MINUTE = 60_000;

/** Minutes to wait after failed attempt 1, 2, …; after the last, the message is FAILED. */
export const MAIL_RETRY_DELAYS_MINUTES = [1, 5, 15, 30, 60, 120, 240, 480, 720] as const;

/** Deliveries tried before a message is given up as FAILED. */
export const MAX_MAIL_ATTEMPTS = MAIL_RETRY_DELAYS_MINUTES.length + 1;

/** When to try again after `attempts` failed deliveries, or null when it is time to give up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const minutes = MAIL_RETRY_DELAYS_MINUTES[attempts - 1];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * MINUTE);
}
