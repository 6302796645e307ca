// axe-core, injected into the page under test (never part of the web app's bundle), against
// WCAG 2.1 A and AA and axe's best practices.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "playwright-core";
import { REPO_ROOT } from "./paths.ts";

const axeSource = readFileSync(
  createRequire(path.join(REPO_ROOT, "scripts/package.json")).resolve("axe-core/axe.min.js"),
  "utf8",
);
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  resultTypes: ["violations"],
};

/** The page's violations as it stands, in words: "where: rule (impact): what to fix; element". */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(context: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    AXE_OPTIONS,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${where}: ${violation.id} (${violation.impact}): ${violation.help}; ${node.target.join(" ")}`,
    ),
  );
}
