// What a newcomer runs first: the README's first command needs no global install (npm's npx
// fetches the pinned pnpm for any user), and `pnpm build && pnpm start` builds the web app once.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const root = JSON.parse(read("package.json"));

describe("a newcomer's first commands", () => {
  it("README's first command runs the pinned pnpm through npx, without a global install", () => {
    const firstCommand = /```sh\n([^\n]*)/.exec(read("README.md"))?.[1] ?? "";
    const pnpm = `npx ${root.packageManager}`;
    expect(firstCommand).toMatch(
      new RegExp(`^${pnpm.replaceAll(".", "\\.")} install && ${pnpm.replaceAll(".", "\\.")} dev\\b`),
    );
    expect(firstCommand).not.toMatch(/npm install -g|corepack/);
  });

  it("`pnpm start` serves what `pnpm build` built instead of building again", () => {
    expect(root.scripts.build).toBe("turbo run build");
    expect(root.scripts.start).not.toMatch(/\bbuild\b/);
    expect(root.scripts.start).toMatch(/^NODE_ENV=production pnpm --filter @primp\/server start$/);
  });
});
