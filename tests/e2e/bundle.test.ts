// A guard over the production build the journeys run on (built once by global-setup): the
// libraries only some pages need stay in their own chunks, never in what the home page
// downloads on its first load. Reads files only: no server, no browser.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { measureHomeFirstLoad } from "../../scripts/measure-bundle.ts";
import { WEB_DIST_DIR } from "./support/paths.ts";

/** Strings minifying keeps, each found only in its library's code. */
const LIBRARIES_KEPT_OUT = [
  // Every @mantine/charts component names itself so (`displayName`): the operations page's charts.
  { library: "@mantine/charts", marker: "@mantine/charts/" },
  // zod names its classes so ($constructor): the forms' and the server's schemas.
  { library: "zod", marker: "$ZodType" },
  // Mantine's radios name themselves so: the booking form's yes / no and shade questions
  // (apps/web/src/features/booking/radio-inputs.tsx), never the home page's quick booking bar.
  { library: "Mantine's radios", marker: "@mantine/core/Radio" },
];

/**
 * The first load's ceiling in KiB gzipped, the goal: under 150. It is 148.6 (react-dom,
 * React Router's declarative router, Mantine, tRPC with React Query); it was 170.7 with the data
 * router (16.9 KiB of it) and with Mantine's radios and the questionnaire's option lists, which
 * only lazy pages use, held in the home page's files because a module it imports exported them.
 */
const FIRST_LOAD_BUDGET_KIB = 150;

/**
 * The stylesheets index.html links (render-blocking on every page), in KiB gzipped: 11.8 since
 * Mantine's CSS comes per component with the code that uses it (apps/web/build/mantine-styles.ts)
 * and its radios' with the booking form's; the whole of Mantine's stylesheet made it 36.4.
 */
const FIRST_LOAD_CSS_BUDGET_KIB = 12.5;

const contains = (file: string, marker: string) => readFileSync(path.join(WEB_DIST_DIR, file), "utf8").includes(marker);

describe("the home page's first-load JavaScript", () => {
  it.each(LIBRARIES_KEPT_OUT)("never includes $library, which the build does hold in another chunk", ({ marker }) => {
    const chunks = readdirSync(path.join(WEB_DIST_DIR, "assets"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => `assets/${name}`);
    // The marker finds the library where it is, so its absence below means something.
    expect(chunks.filter((file) => contains(file, marker)).length).toBeGreaterThan(0);

    const firstLoad = measureHomeFirstLoad(WEB_DIST_DIR).files.map((measured) => measured.file);
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.filter((file) => contains(file, marker))).toEqual([]);
  });

  it(`weighs under ${FIRST_LOAD_BUDGET_KIB} KiB gzipped`, () => {
    const { totalGzipBytes } = measureHomeFirstLoad(WEB_DIST_DIR);
    expect(totalGzipBytes / 1024).toBeLessThan(FIRST_LOAD_BUDGET_KIB);
  });
});

describe("the home page's first-load CSS", () => {
  it(`weighs at most ${FIRST_LOAD_CSS_BUDGET_KIB} KiB gzipped, and holds no stylesheet of a component only other pages use`, () => {
    const { cssGzipBytes } = measureHomeFirstLoad(WEB_DIST_DIR);
    expect(cssGzipBytes).toBeGreaterThan(0);
    expect(cssGzipBytes / 1024).toBeLessThanOrEqual(FIRST_LOAD_CSS_BUDGET_KIB);
    const html = readFileSync(path.join(WEB_DIST_DIR, "index.html"), "utf8");
    const firstLoadCss = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g)]
      .map(([, file]) => readFileSync(path.join(WEB_DIST_DIR, file ?? ""), "utf8"))
      .join("\n");
    // Mantine's class names (styles/<Component>.css): the home page has buttons, but no dialog
    // and no table, whose rules come with the pages that use them.
    expect(firstLoadCss).toContain(".m_77c9d27d"); // Button's root
    expect(firstLoadCss).not.toContain(".m_9df02822"); // Modal's root
    expect(firstLoadCss).not.toContain(".m_b23fa0ef"); // Table's root
  });
});

describe("React Router in the production build", () => {
  // Its development build differs from the production one in one flag, which keeps warnings like
  // this one (checked on every render of the route table); vite.config.ts takes the production one.
  const DEV_WARNING = "You rendered descendant <Routes>";

  it("is the library's production build, without its development warnings", () => {
    const firstLoad = measureHomeFirstLoad(WEB_DIST_DIR).files.map((measured) => measured.file);
    expect(firstLoad.some((file) => contains(file, "useRoutes() may be used only in the context of a <Router>"))).toBe(
      true,
    );
    expect(firstLoad.filter((file) => contains(file, DEV_WARNING))).toEqual([]);
  });
});
