// A hand-driven clock for job tests: pg-boss's TestClock moves JavaScript time and the
// database's job clock together, so a job due in two hours runs after setTime(), not a sleep.
export { TestClock } from "pg-boss";
