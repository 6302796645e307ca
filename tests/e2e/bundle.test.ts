// A guard over the production build the journeys run on (built once by global-setup): the
// chart library of the administrators' operations page stays in its own chunk, never in what
// the home page downloads on its first load. Reads files only: no server, no browser.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { measureHomeFirstLoad } from "../../scripts/measure-bundle.ts";
import { WEB_DIST_DIR } from "./support/paths.ts";

// Every @mantine/charts component names itself so (`displayName`), a string minifying keeps.
const CHARTS_MARKER = "@mantine/charts/";

const contains = (file: string, marker: string) => readFileSync(path.join(WEB_DIST_DIR, file), "utf8").includes(marker);

describe("the home page's first-load JavaScript", () => {
  it("never includes @mantine/charts, which the build does hold in another chunk", () => {
    const chunks = readdirSync(path.join(WEB_DIST_DIR, "assets"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => `assets/${name}`);
    // The marker finds the library where it is, so its absence below means something.
    expect(chunks.filter((file) => contains(file, CHARTS_MARKER)).length).toBeGreaterThan(0);

    const firstLoad = measureHomeFirstLoad(WEB_DIST_DIR).files.map((measured) => measured.file);
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.filter((file) => contains(file, CHARTS_MARKER))).toEqual([]);
  });
});
