// A hand-driven clock for job tests: pg-boss's TestClock moves JavaScript time and the
// database's job clock together, so a job due in two hours runs after setTime(), not a sleep.

import type { TestClock } from "pg-boss";
import { type JobEngine, SCHEMA } from "../engine.ts";

export { TestClock } from "pg-boss";

const MINUTE = 60_000;

/**
 * When the earliest job still waiting (not yet handed out) comes due after `after`, by the
 * database's clock, or null when none waits: a test can move its clock straight there instead of
 * stepping through the hours in between. Pass the clock's time right after running what was due:
 * a job due earlier that is still waiting is one the test does not run (another queue, or held
 * back by its policy), and without `after` it would hold every later step to a minute.
 */
export async function nextDueAt(engine: JobEngine, after?: number): Promise<number | null> {
  const { rows } = await engine.boss
    .getDb()
    .executeSql(
      `SELECT min(start_after) AS at FROM ${SCHEMA}.job WHERE state IN ('created', 'retry') AND ($1::timestamptz IS NULL OR start_after > $1)`,
      [after === undefined ? null : new Date(after).toISOString()],
    );
  const at = rows[0]?.at;
  return at ? new Date(at).getTime() : null;
}

/**
 * Moves `clock` forward by `ms`, calling `runDue` (which runs the jobs the test is about) at each
 * step. A step is a minute, or longer when no job comes due sooner: then it ends exactly when the
 * next one does. So no job runs more than a minute after it came due, as with minute steps
 * throughout, without hundreds of idle steps through the hours between two attempts.
 */
export async function advanceThroughDueJobs(
  engine: JobEngine,
  clock: TestClock,
  ms: number,
  runDue: () => Promise<unknown>,
  afterEachStep?: (now: number) => void,
): Promise<void> {
  const end = clock.now() + ms;
  while (clock.now() < end) {
    const due = (await nextDueAt(engine, clock.now())) ?? end;
    await clock.setTime(Math.min(Math.max(due, clock.now() + MINUTE), end));
    await runDue();
    afterEachStep?.(clock.now());
  }
}
