import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mantineStylesheetFor, withoutWholeStylesheet } from "./mantine-styles";

// Mantine as installed: its component modules and its per-component stylesheets.
// The package's entry is <package>/cjs/index.cjs (its package.json is not an export).
const mantineDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve("@mantine/core")), "..");
const stylesDir = path.join(mantineDir, "styles");
const EVERY_PAGE = ["baseline.css", "default-css-variables.css", "global.css"];

const classNameModules = ["components", "utils"].flatMap((folder) =>
  readdirSync(path.join(mantineDir, "esm", folder), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".module.mjs"))
    .map((file) => path.join(mantineDir, "esm", folder, file)),
);

describe("Mantine's styles per component", () => {
  it("names the stylesheet of each component's class names, and nothing for other modules", () => {
    expect(mantineStylesheetFor("/repo/node_modules/@mantine/core/esm/components/Button/Button.module.mjs")).toBe(
      "@mantine/core/styles/Button.css",
    );
    expect(
      mantineStylesheetFor("/repo/node_modules/.pnpm/x/node_modules/@mantine/core/esm/components/Menu/Menu.module.mjs"),
    ).toBe("@mantine/core/styles/Menu.css");
    expect(mantineStylesheetFor("/repo/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs")).toBe(
      "@mantine/core/styles/InlineInput.css",
    );
    expect(mantineStylesheetFor("/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs")).toBeNull();
    expect(mantineStylesheetFor("/repo/apps/web/src/features/home/Hero.module.css")).toBeNull();
  });

  it("covers the installed Mantine: every class-name module has its stylesheet, and every component stylesheet a module", () => {
    expect(classNameModules.length).toBeGreaterThan(50);
    const named = classNameModules.map((file) => mantineStylesheetFor(file)?.replace("@mantine/core/styles/", ""));
    for (const stylesheet of named)
      expect(existsSync(path.join(stylesDir, stylesheet ?? "(none)")), stylesheet).toBe(true);
    // A stylesheet no module names would never load: a Mantine upgrade that moved one must fail here.
    const componentStylesheets = readdirSync(stylesDir).filter(
      (file) => file.endsWith(".css") && !file.endsWith(".layer.css") && !EVERY_PAGE.includes(file),
    );
    expect([...new Set(named)].sort()).toEqual(componentStylesheets.sort());
  });

  it("replaces our import of the whole stylesheet by the three every page needs, and leaves other code alone", () => {
    const main =
      'import "@fontsource-variable/inter/wght.css";\nimport "@mantine/core/styles.css";\nimport { x } from "y";';
    expect(withoutWholeStylesheet(main)).toBe(
      [
        'import "@fontsource-variable/inter/wght.css";',
        ...EVERY_PAGE.map((file) => `import "@mantine/core/styles/${file}";`),
        'import { x } from "y";',
      ].join("\n"),
    );
    for (const file of EVERY_PAGE) expect(existsSync(path.join(stylesDir, file)), file).toBe(true);
    const other = 'import "@mantine/carousel/styles.css";';
    expect(withoutWholeStylesheet(other)).toBe(other);
  });
});
