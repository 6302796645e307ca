// No Docker engine runs where this is tested, so the Dockerfile is checked as text against the
// repository: everything it copies from the build context exists and is not ignored, the build
// stage's outputs it copies are made by that stage, every workspace manifest reaches the frozen
// install, the command it runs exists and is the server's own start command, and the image runs
// as a non-root user with a health check on /healthz.
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

interface Instruction {
  keyword: string;
  args: string;
  stage: string;
}

/** The Dockerfile's instructions (continuation lines joined, comments dropped), each with its stage. */
function instructions(): Instruction[] {
  const lines = read("Dockerfile")
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  let stage = "";
  return lines.map((line) => {
    const [keyword = "", ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    if (keyword === "FROM") stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? "";
    return { keyword: keyword.toUpperCase(), args, stage };
  });
}

/** A COPY's sources, its flags removed (the last argument is the destination). */
function copySources(args: string): { from: string | undefined; sources: string[] } {
  const words = args.split(/\s+/);
  const from = words.find((word) => word.startsWith("--from="))?.slice("--from=".length);
  const sources = words.filter((word) => !word.startsWith("--")).slice(0, -1);
  return { from, sources };
}

/** Files a source names: itself, or the matches of a `dir/*.ext` pattern. */
function expand(source: string): string[] {
  const clean = source.replace(/\/$/, "");
  if (!clean.includes("*")) return [clean];
  const dir = path.dirname(clean);
  const suffix = path.basename(clean).replace("*", "");
  return readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith(suffix))
    .map((name) => path.join(dir, name));
}

/** .dockerignore's entries; an entry `x` ignores `x` and everything under it, `**\/x` any path segment x. */
function ignoredBy(file: string): string | undefined {
  const entries = read(".dockerignore")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#") && !line.startsWith("!"));
  const segments = file.split("/");
  return entries.find((entry) =>
    entry.startsWith("**/")
      ? segments.includes(entry.slice(3))
      : entry.includes("*")
        ? new RegExp(`^${entry.replaceAll(".", "\\.").replaceAll("*", "[^/]*")}$`).test(segments[0] ?? "")
        : file === entry || file.startsWith(`${entry}/`),
  );
}

interface Lockfile {
  importers: Record<string, { dependencies?: Record<string, { version: string }> }>;
  snapshots: Record<string, { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }>;
}

/**
 * The packages `pnpm install --prod --filter "<name>..."` puts in the image, from the lockfile:
 * the production dependencies of that workspace package and of every workspace package it
 * links, and everything those depend on.
 */
function productionClosure(workspacePackage: string): Set<string> {
  const lock: Lockfile = parseYaml(read("pnpm-lock.yaml"));
  const importerOf = (name: string) =>
    Object.keys(lock.importers).find((dir) => JSON.parse(read(`${dir}/package.json`)).name === name);
  const packages = new Set<string>();
  const visitedImporters = new Set<string>();
  const snapshotsToVisit: string[] = [];
  const visitImporter = (dir: string) => {
    if (visitedImporters.has(dir)) return;
    visitedImporters.add(dir);
    for (const [name, { version }] of Object.entries(lock.importers[dir]?.dependencies ?? {})) {
      if (version.startsWith("link:")) visitImporter(path.posix.normalize(path.posix.join(dir, version.slice(5))));
      else snapshotsToVisit.push(`${name}@${version}`);
    }
  };
  visitImporter(importerOf(workspacePackage) ?? "");
  while (snapshotsToVisit.length) {
    const key = snapshotsToVisit.pop() as string;
    const name = key.slice(0, key.indexOf("@", 1));
    if (packages.has(key)) continue;
    packages.add(key);
    packages.add(name);
    const { dependencies = {}, optionalDependencies = {} } = lock.snapshots[key] ?? {};
    for (const [dependency, version] of Object.entries({ ...dependencies, ...optionalDependencies })) {
      snapshotsToVisit.push(`${dependency}@${version}`);
    }
  }
  return packages;
}

const all = instructions();
const finalStage = all.filter((instruction) => instruction.stage === "production");

describe("Dockerfile", () => {
  it("copies from the build context only files that exist and .dockerignore lets through", () => {
    const copied = all
      .filter(({ keyword }) => keyword === "COPY")
      .map(({ args }) => copySources(args))
      .filter(({ from }) => from === undefined)
      .flatMap(({ sources }) => sources.filter((source) => source !== ".").flatMap(expand));
    expect(copied.length).toBeGreaterThan(15);
    expect(copied.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
    expect(copied.filter((file) => ignoredBy(file) !== undefined)).toEqual([]);
  });

  it("copies from the build stage files the repository has, or the stage's own outputs", () => {
    const builtByStage = new Map([
      ["apps/web/dist", "pnpm --filter @primp/web build"],
      ["packages/db/src", "pnpm install --frozen-lockfile"],
    ]);
    const buildRuns = all
      .filter(({ stage, keyword }) => stage === "build" && keyword === "RUN")
      .map(({ args }) => args);
    for (const { args } of finalStage.filter(({ keyword }) => keyword === "COPY")) {
      const { from, sources } = copySources(args);
      if (from === undefined) continue;
      expect(from).toBe("build");
      for (const source of sources) {
        const file = source.replace(/^\/app\//, "");
        const command = builtByStage.get(file.replace(/\/$/, ""));
        if (command) expect(buildRuns.some((run) => run.includes(command))).toBe(true);
        else
          expect(
            expand(file).every((each) => existsSync(path.join(ROOT, each))),
            file,
          ).toBe(true);
      }
    }
  });

  it("hands every workspace package's manifest to the frozen install", () => {
    const globs: string[] = parseYaml(read("pnpm-workspace.yaml")).packages;
    const manifests = globs.flatMap((glob) =>
      glob.endsWith("/*")
        ? readdirSync(path.join(ROOT, glob.slice(0, -2))).map((name) => `${glob.slice(0, -2)}/${name}/package.json`)
        : [`${glob}/package.json`],
    );
    const copied = all
      .filter(({ stage, keyword }) => stage === "manifests" && keyword === "COPY")
      .flatMap(({ args }) => copySources(args).sources);
    expect(manifests.filter((manifest) => !copied.includes(manifest))).toEqual([]);
    for (const file of ["pnpm-lock.yaml", "pnpm-workspace.yaml", "package.json", ".npmrc"]) {
      expect(copied).toContain(file);
    }
  });

  it("runs the server's own start command, with tsx among its production dependencies", () => {
    const workdir = finalStage.filter(({ keyword }) => keyword === "WORKDIR").at(-1)?.args;
    expect(workdir).toBe("/app/apps/server");
    const command: string[] = JSON.parse(finalStage.find(({ keyword }) => keyword === "CMD")?.args ?? "[]");
    expect(command.slice(0, 3)).toEqual(["node", "--import", "tsx"]);
    const entry = command[3] ?? "";
    expect(existsSync(path.join(ROOT, "apps/server", entry))).toBe(true);
    const server = JSON.parse(read("apps/server/package.json"));
    expect(server.scripts.start).toBe(`tsx ${entry}`);
    expect(server.dependencies.tsx).toBeDefined();
  });

  it("uses the repository's Node and pnpm versions, runs as a non-root user, and checks /healthz", () => {
    const root = JSON.parse(read("package.json"));
    const nodeVersion = /ARG NODE_VERSION=(\d+)\.(\d+)/.exec(read("Dockerfile"));
    const [, minMajor, minMinor] = /(\d+)\.(\d+)/.exec(root.engines.node) ?? [];
    expect(Number(nodeVersion?.[1])).toBe(Number(minMajor));
    expect(Number(nodeVersion?.[2])).toBeGreaterThanOrEqual(Number(minMinor));
    expect(read("Dockerfile")).toContain(`ARG PNPM_VERSION=${root.packageManager.replace("pnpm@", "")}`);
    const user = finalStage.filter(({ keyword }) => keyword === "USER").at(-1)?.args;
    expect(user).toBeDefined();
    expect(["root", "0"]).not.toContain(user);
    const health = finalStage.find(({ keyword }) => keyword === "HEALTHCHECK")?.args ?? "";
    // Exec form: Docker reads the part after CMD as a JSON array.
    const probe: string[] = JSON.parse(health.slice(health.indexOf("CMD ") + 4));
    expect(probe[0]).toBe("node");
    expect(probe.join(" ")).toContain("/healthz");
    expect(finalStage.find(({ keyword }) => keyword === "ENV")?.args).toContain("NODE_ENV=production");
  });

  it("installs no test-only package in the production image", () => {
    const install = finalStage.find(({ keyword, args }) => keyword === "RUN" && args.includes("--prod"))?.args ?? "";
    const filter = /--filter "([^"]+)\.\.\."/.exec(install)?.[1] ?? "";
    expect(filter).toBe("@primp/scripts");
    const image = productionClosure(filter);
    // The closure is real: the server's own runtime is in it.
    for (const runtime of ["fastify", "tsx", "pg", "stripe"]) expect(image.has(runtime), runtime).toBe(true);
    // The test tools at the versions our tests declare. (Prisma's runtime brings its own
    // fast-check 3, through effect; that one is not ours to leave out.)
    const testTools = ["playwright-core", "axe-core", "fast-check"].map(
      (name) => `${name}@${JSON.parse(read("scripts/package.json")).devDependencies[name]}`,
    );
    expect(testTools.filter((tool) => image.has(tool))).toEqual([]);
    expect(image.has("playwright-core") || image.has("axe-core") || image.has("vitest")).toBe(false);
  });

  it("has a health check command that passes on 200 from /healthz and fails on 503", async () => {
    const health = finalStage.find(({ keyword }) => keyword === "HEALTHCHECK")?.args ?? "";
    const [, flag = "", script = ""]: string[] = JSON.parse(health.slice(health.indexOf("CMD ") + 4));
    let status = 200;
    const paths: string[] = [];
    const server = createServer((request, response) => {
      paths.push(request.url ?? "");
      response.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? String(address.port) : "";
    const probe = () =>
      promisify(execFile)(process.execPath, [flag, script], { env: { PORT: port } }).then(
        () => 0,
        (error: { code: number }) => error.code,
      );
    try {
      expect(await probe()).toBe(0);
      status = 503;
      expect(await probe()).toBe(1);
      expect(paths).toEqual(["/healthz", "/healthz"]);
    } finally {
      server.close();
    }
  });
});
