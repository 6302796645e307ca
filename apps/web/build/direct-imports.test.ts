import { describe, expect, it } from "vitest";
import { exportSources, rewriteImports } from "./direct-imports";

// The shape of @mantine/core's esm/index.mjs: imports of each module, then one export list.
const INDEX = [
  'import { Button } from "./components/Button/Button.mjs";',
  'import { Drawer } from "./components/Drawer/Drawer.mjs";',
  'import { em, rem } from "./core/utils/units-converters/rem.mjs";',
  'import { transitions as MANTINE_TRANSITIONS } from "./components/Transition/transitions.mjs";',
  "export { Button, Drawer, MANTINE_TRANSITIONS, em, rem };",
].join("\n");
const sources = exportSources(INDEX, (specifier) => `/mantine/esm/${specifier.slice(2)}`);

describe("direct imports of Mantine's modules", () => {
  it("finds where each exported name is defined, under its name there", () => {
    expect(sources.get("Drawer")).toEqual({ file: "/mantine/esm/components/Drawer/Drawer.mjs", name: "Drawer" });
    expect(sources.get("rem")).toEqual({ file: "/mantine/esm/core/utils/units-converters/rem.mjs", name: "rem" });
    expect(sources.get("MANTINE_TRANSITIONS")).toEqual({
      file: "/mantine/esm/components/Transition/transitions.mjs",
      name: "transitions",
    });
    expect(sources.has("transitions")).toBe(false);
  });

  it("imports each name from its own module, keeping local names", () => {
    const code = 'import { Button, rem as toRem } from "@mantine/core";\nButton(toRem(1));';
    expect(rewriteImports(code, "@mantine/core", sources)).toBe(
      [
        'import { Button as Button } from "/mantine/esm/components/Button/Button.mjs";',
        'import { rem as toRem } from "/mantine/esm/core/utils/units-converters/rem.mjs";',
        "Button(toRem(1));",
      ].join("\n"),
    );
  });

  it("leaves a statement alone when it names something the index does not export, and other packages", () => {
    const unknown = 'import { Button, Unheard } from "@mantine/core";';
    expect(rewriteImports(unknown, "@mantine/core", sources)).toBe(unknown);
    const other = 'import { Button } from "@mantine/core-extras";\nimport { Drawer } from "other";';
    expect(rewriteImports(other, "@mantine/core", sources)).toBe(other);
  });
});
