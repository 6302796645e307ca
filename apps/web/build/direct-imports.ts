// Imports of Mantine's packages point at the module that defines each name, not at the
// package's index. The bundler splits code by which modules an entry can reach through imports,
// before it knows what is used: through the index, the home page's entry "reaches" every
// component, so every component some later page uses (dialogs, scroll areas, floating menus)
// was put in a chunk the home page downloads. Only our own source is rewritten; what Mantine's
// modules import among themselves is already direct.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/** Where each name of a package's index comes from: the module's file and its name there. */
export type ExportSources = Map<string, { file: string; name: string }>;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Reads an index written as Mantine's is (`import { a, b as c } from "./x.mjs";` lines, then one
 * `export { ... }`). `resolveFile` turns a relative specifier into the module's path.
 */
export function exportSources(indexSource: string, resolveFile: (specifier: string) => string): ExportSources {
  const locals = new Map<string, { file: string; name: string }>();
  for (const [, names = "", specifier = ""] of indexSource.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)) {
    for (const binding of names.split(",")) {
      const [imported, local = imported] = binding.trim().split(/\s+as\s+/);
      if (imported && local) locals.set(local, { file: resolveFile(specifier), name: imported });
    }
  }
  const sources: ExportSources = new Map();
  for (const [, names = ""] of indexSource.matchAll(/^export \{([^}]*)\};$/gm)) {
    for (const binding of names.split(",")) {
      const [local, exported = local] = binding.trim().split(/\s+as\s+/);
      const source = local ? locals.get(local) : undefined;
      if (source && exported) sources.set(exported, source);
    }
  }
  return sources;
}

/**
 * `code` with each `import { ... } from "<packageName>"` split into imports from the defining
 * modules. A statement naming anything the map does not know is left as it is.
 */
export function rewriteImports(code: string, packageName: string, sources: ExportSources): string {
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${packageName.replace("/", "\\/")}["'];?`, "g");
  return code.replace(statement, (whole, names: string) => {
    const bindings = names
      .split(",")
      .map((binding) => binding.trim())
      .filter(Boolean)
      .map((binding) => {
        const [imported = "", local = imported] = binding.split(/\s+as\s+/);
        return { imported, local, source: sources.get(imported) };
      });
    if (
      bindings.some(({ imported, local, source }) => !source || !IDENTIFIER.test(imported) || !IDENTIFIER.test(local))
    ) {
      return whole;
    }
    return bindings
      .map(({ local, source }) => `import { ${source?.name} as ${local} } from ${JSON.stringify(source?.file)};`)
      .join("\n");
  });
}

/** Rewrites the web app's imports of `packageNames` (each with an index like Mantine's). */
export function directImports(packageNames: readonly string[]): Plugin {
  const sourcesByPackage = new Map<string, Promise<ExportSources>>();
  return {
    name: "primp-direct-imports",
    apply: "build",
    async transform(code, id) {
      if (id.includes("/node_modules/") || !/\.[jt]sx?$/.test(id)) return null;
      let result = code;
      for (const packageName of packageNames) {
        if (!result.includes(packageName)) continue;
        let sources = sourcesByPackage.get(packageName);
        if (!sources) {
          sources = this.resolve(packageName, id).then((index) => {
            if (!index) throw new Error(`${packageName} cannot be resolved from ${id}`);
            return exportSources(
              readFileSync(index.id, "utf8"),
              (specifier) => new URL(specifier, `file://${index.id}`).pathname,
            );
          });
          sourcesByPackage.set(packageName, sources);
        }
        result = rewriteImports(result, packageName, await sources);
      }
      return result === code ? null : { code: result, map: null };
    },
  };
}
