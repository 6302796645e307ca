// The slowest test files of the last run, from the JSON report vitest leaves in artifacts/:
// `pnpm exec tsx scripts/test-durations.ts [count]`. Where a suite's time goes, before tuning it.
// After a full run, `--write-e2e` records each journey's seconds in tests/e2e/durations.json,
// which orders the journeys slowest first (tests/e2e/support/sequencer.ts).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  assertionResults: unknown[];
}

const report = JSON.parse(readFileSync("artifacts/test-results.json", "utf8")) as { testResults: FileResult[] };
const writeJourneys = process.argv.includes("--write-e2e");
const count = Number(process.argv.filter((arg) => !arg.startsWith("--"))[2] ?? 30);
const files = report.testResults
  .map((file) => ({
    file: path.relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }))
  .sort((a, b) => b.seconds - a.seconds);
const total = files.reduce((sum, file) => sum + file.seconds, 0);
console.log(`${files.length} file runs, ${total.toFixed(0)} s in all (summed over workers)`);
for (const { file, seconds, tests } of files.slice(0, count)) {
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${String(tests).padStart(3)} tests  ${file}`);
}

if (writeJourneys) {
  const journeys = files.filter(({ file }) => file.startsWith("tests/e2e/"));
  const durations = Object.fromEntries(journeys.map(({ file, seconds }) => [file, Math.round(seconds)]));
  writeFileSync("tests/e2e/durations.json", `${JSON.stringify(durations, null, 2)}\n`);
  console.log(`tests/e2e/durations.json: ${journeys.length} journey files`);
}
