// The administrators' operations page: how many weeks its charts cover, how long a list it
// shows, and the week a chart's bar stands for (weeks start on Monday, 00:00 UTC, as
// PostgreSQL's date_trunc('week') counts them).
const DAY_MS = 24 * 60 * 60 * 1000;

export const OPERATIONS = {
  /** Weeks in each chart, the current one last. */
  chartWeeks: 12,
  /** Rows in each list (waiting bookings, held payouts, failed jobs); the page says when there are more. */
  listLimit: 50,
} as const;

/** Monday 00:00 UTC of the week `now` falls in. */
export function weekStart(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/** The first instant the charts cover: the Monday `chartWeeks - 1` weeks before this week's. */
export const chartsFrom = (now: Date) => new Date(weekStart(now).getTime() - (OPERATIONS.chartWeeks - 1) * 7 * DAY_MS);

/** "3 d 4 h", "5 h 20 min", "12 min": how long something has waited, for a table cell. */
export function formatWaited(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1_440);
  const hours = Math.floor((minutes % 1_440) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}
