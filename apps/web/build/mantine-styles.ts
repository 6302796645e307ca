// Mantine's stylesheet per component, in the chunk of the code that uses it, instead of the whole
// styles.css (about 230 kB, a sixth of it used by the home page) blocking every first paint.
// Each component's class names come from its own module, `components/<Name>/<Name>.module.mjs`,
// imported by every module that renders it; this plugin makes that module import the component's
// stylesheet, `@mantine/core/styles/<Name>.css`, too. The bundler then puts each stylesheet in the
// chunk that holds the component (the first page's in its CSS file, a dialog's with the dialog),
// in import order: a component's parts (UnstyledButton for Button) are imported before its own
// class names, so their rules come first, as in styles.css. Our source's one import of the whole
// `@mantine/core/styles.css` (main.tsx) becomes the three stylesheets every page needs (baseline,
// variables, global). Only the build: the dev server serves Mantine prebundled and the whole file.
import type { Plugin } from "vite";

/** `…/@mantine/core/esm/{components,utils}/<Folder…>/<Name>.module.mjs` → `<Name>` (utils: InlineInput's). */
const CLASS_NAMES_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:[^\\/]+[\\/])*([A-Za-z]+)\.module\.mjs$/;

/** The stylesheet a module of Mantine's class names stands for, or null for any other module. */
export function mantineStylesheetFor(id: string): string | null {
  const name = CLASS_NAMES_MODULE.exec(id.split("?")[0] ?? "")?.[1];
  return name ? `@mantine/core/styles/${name}.css` : null;
}

const WHOLE_STYLESHEET = /^import\s+["']@mantine\/core\/styles\.css["'];?$/m;
const EVERY_PAGE = ["baseline", "default-css-variables", "global"].map(
  (name) => `import "@mantine/core/styles/${name}.css";`,
);

/** Our source with its import of the whole stylesheet replaced by the three every page needs. */
export function withoutWholeStylesheet(code: string): string {
  return code.replace(WHOLE_STYLESHEET, EVERY_PAGE.join("\n"));
}

export function mantineStylesPerComponent(): Plugin {
  return {
    name: "primp-mantine-styles-per-component",
    apply: "build",
    transform(code, id) {
      if (!id.includes("/node_modules/")) {
        const rewritten = withoutWholeStylesheet(code);
        return rewritten === code ? null : { code: rewritten, map: null };
      }
      const stylesheet = mantineStylesheetFor(id);
      // Appended: the component's parts, imported above it, keep their rules first.
      return stylesheet ? { code: `${code}\nimport ${JSON.stringify(stylesheet)};\n`, map: null } : null;
    },
  };
}
