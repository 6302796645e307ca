// The order the journeys start in: the slowest first, by the seconds each file took in a recent
// full run (tests/e2e/durations.json, rewritten by `pnpm exec tsx scripts/test-durations.ts
// --write-e2e`). Two journeys run at a time, so a long file started last keeps one core busy
// alone at the end; vitest's own order on a clean clone (no cache) is by file size, which says
// little about a journey's length. Files the table does not know (new ones) start first, and the
// other projects keep vitest's order.
import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const DURATIONS_FILE = path.join(import.meta.dirname, "../durations.json");

/** Seconds per journey file, by its path from the repository's root. */
export type JourneyDurations = Record<string, number>;

export function readJourneyDurations(file = DURATIONS_FILE): JourneyDurations {
  return JSON.parse(readFileSync(file, "utf8")) as JourneyDurations;
}

export class SlowestJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const durations = readJourneyDurations();
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) =>
      spec.project.name === "e2e" ? (durations[path.relative(root, spec.moduleId)] ?? Number.POSITIVE_INFINITY) : 0;
    const journeys = ordered.filter((spec) => spec.project.name === "e2e");
    journeys.sort((a, b) => seconds(b) - seconds(a));
    // The journeys keep their place after the other projects (their group runs last).
    let next = 0;
    return ordered.map((spec) => (spec.project.name === "e2e" ? (journeys[next++] as TestSpecification) : spec));
  }
}
