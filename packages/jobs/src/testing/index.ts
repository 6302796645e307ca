// A hand-driven clock for job tests: pg-boss's TestClock moves JavaScript time and the
// database's job clock together, so a job due in two hours runs after setTime(), not a sleep.
import { type JobEngine, SCHEMA } from "../engine.ts";

export { TestClock } from "pg-boss";

/**
 * When the earliest job still waiting (not yet handed out) comes due, by the database's clock,
 * or null when none waits: a test can move its clock straight there instead of stepping through
 * the hours in between.
 */
export async function nextDueAt(engine: JobEngine): Promise<number | null> {
  const { rows } = await engine.boss
    .getDb()
    .executeSql(`SELECT min(start_after) AS at FROM ${SCHEMA}.job WHERE state IN ('created', 'retry')`, []);
  const at = rows[0]?.at;
  return at ? new Date(at).getTime() : null;
}
