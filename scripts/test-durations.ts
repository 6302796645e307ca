// The slowest test files of the last run, from the JSON report vitest leaves in artifacts/:
// `pnpm exec tsx scripts/test-durations.ts [count]`. Where a suite's time goes, before tuning it.
import { readFileSync } from "node:fs";
import path from "node:path";

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  assertionResults: unknown[];
}

const report = JSON.parse(readFileSync("artifacts/test-results.json", "utf8")) as { testResults: FileResult[] };
const count = Number(process.argv[2] ?? 30);
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
