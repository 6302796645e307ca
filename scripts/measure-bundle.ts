// Measures the JavaScript a first visit to the home page downloads, gzipped, from the built
// web app (apps/web/dist): the entry script of index.html plus every chunk it imports
// statically, followed through their own static imports. Dynamic imports (the other pages)
// are left out, because the home page does not load them.
//
//   pnpm --filter @primp/web build && tsx scripts/measure-bundle.ts [--json] [--budget-kb 200]
//
// Exits with status 1 when --budget-kb is given and the total is over it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const DEFAULT_DIST_DIR = fileURLToPath(new URL("../apps/web/dist", import.meta.url));

export interface MeasuredFile {
  /** Path inside dist, e.g. assets/index-abc123.js */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface HomeBundleReport {
  files: MeasuredFile[];
  totalBytes: number;
  totalGzipBytes: number;
  /** Stylesheets index.html links, gzipped; reported beside the JavaScript, not in its total. */
  cssGzipBytes: number;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/** Local addresses of index.html's module scripts, modulepreloads and stylesheets. */
function htmlReferences(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const isModuleScript = tag.startsWith("<script") && attribute(tag, "type") === "module";
    const rel = attribute(tag, "rel");
    const address = isModuleScript ? attribute(tag, "src") : attribute(tag, "href");
    if (!address || /^[a-z]+:\/\//i.test(address)) continue;
    if (isModuleScript || rel === "modulepreload") scripts.push(address);
    else if (rel === "stylesheet") styles.push(address);
  }
  return { scripts, styles };
}

/** Relative specifiers of a chunk's static imports (`import x from "./a.js"`, `import "./b.js"`, re-exports). */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  // A static import or re-export ends with `from "./x.js"` or is a bare `import "./x.js"`;
  // `import("./x.js")` has a parenthesis and is not matched.
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

const gzipSize = (content: Buffer) => gzipSync(content).length;

export function measureHomeFirstLoad(distDir: string = DEFAULT_DIST_DIR): HomeBundleReport {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} does not exist: build the web app first (pnpm --filter @primp/web build)`);
  }
  const { scripts, styles } = htmlReferences(readFileSync(indexFile, "utf8"));
  const toDistPath = (address: string) => path.join(distDir, address.replace(/^\//, ""));

  const seen = new Set<string>();
  const queue = scripts.map(toDistPath);
  const files: MeasuredFile[] = [];
  while (queue.length > 0) {
    const absolute = queue.shift() as string;
    if (seen.has(absolute)) continue;
    seen.add(absolute);
    const content = readFileSync(absolute);
    files.push({ file: path.relative(distDir, absolute), bytes: content.length, gzipBytes: gzipSize(content) });
    for (const specifier of staticImports(content.toString("utf8"))) {
      queue.push(path.resolve(path.dirname(absolute), specifier));
    }
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    cssGzipBytes: styles.reduce((sum, address) => sum + gzipSize(readFileSync(toDistPath(address))), 0),
  };
}

/** Sizes in KiB (1,024 bytes), named so: budgets and the issue speak of KiB gzipped. */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function main(argv: string[]) {
  const budgetIndex = argv.indexOf("--budget-kb");
  const budgetKb = budgetIndex >= 0 ? Number(argv[budgetIndex + 1]) : undefined;
  const report = measureHomeFirstLoad();
  if (argv.includes("--json")) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log("Home page, JavaScript on first load (gzip):");
    for (const file of report.files) console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${file.file}`);
    console.log(`  ${kb(report.totalGzipBytes).padStart(9)}  total (${kb(report.totalBytes)} before gzip)`);
    console.log(`  ${kb(report.cssGzipBytes).padStart(9)}  CSS, not in the total`);
  }
  if (budgetKb !== undefined && report.totalGzipBytes > budgetKb * 1024) {
    console.error(`Over budget: ${kb(report.totalGzipBytes)} > ${budgetKb} KiB`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main(process.argv.slice(2));
