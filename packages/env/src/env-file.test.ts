import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_FILE_VARIABLE, type Environment, loadEnvFile, REPO_ROOT } from "./env-file.ts";

function envFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "primp-env-")), ".env");
  writeFileSync(file, text);
  return file;
}

const FILE = envFile(
  [
    "# a comment",
    "PORT=3100",
    "APP_URL=http://localhost:5200",
    'MAIL_FROM="Primp <hello@primp.local>"',
    "STRIPE_SECRET_KEY=",
    "PRIMP_SKIP_POSTGRES=1",
  ].join("\n"),
);

describe("loadEnvFile", () => {
  it("adds the file's variables, quoted values unquoted", () => {
    const env: Environment = { [ENV_FILE_VARIABLE]: FILE };
    expect(loadEnvFile({ env })).toBe(FILE);
    expect(env).toMatchObject({
      PORT: "3100",
      APP_URL: "http://localhost:5200",
      MAIL_FROM: "Primp <hello@primp.local>",
    });
  });

  it("never replaces a variable the real environment sets, even to an empty string", () => {
    const env: Environment = { [ENV_FILE_VARIABLE]: FILE, PORT: "4000", APP_URL: "" };
    loadEnvFile({ env });
    expect(env.PORT).toBe("4000");
    expect(env.APP_URL).toBe("");
    expect(env.MAIL_FROM).toBe("Primp <hello@primp.local>");
  });

  it("takes only the variables asked for (the test runner's switches)", () => {
    const env: Environment = { [ENV_FILE_VARIABLE]: FILE };
    loadEnvFile({ env, only: ["PRIMP_SKIP_POSTGRES"] });
    expect(env).toEqual({ [ENV_FILE_VARIABLE]: FILE, PRIMP_SKIP_POSTGRES: "1" });
  });

  it("reads nothing with PRIMP_ENV_FILE=none, and refuses a file that is not there", () => {
    const env: Environment = { [ENV_FILE_VARIABLE]: "none" };
    expect(loadEnvFile({ env })).toBeNull();
    expect(env).toEqual({ [ENV_FILE_VARIABLE]: "none" });
    expect(() => loadEnvFile({ env: { [ENV_FILE_VARIABLE]: "no-such.env" } })).toThrow(
      `${ENV_FILE_VARIABLE} names ${path.join(REPO_ROOT, "no-such.env")}, which does not exist.`,
    );
  });

  it("finds the repository's root (where .env lives) wherever the process was started", () => {
    expect(existsSync(path.join(REPO_ROOT, "pnpm-workspace.yaml"))).toBe(true);
    expect(existsSync(path.join(REPO_ROOT, ".env.example"))).toBe(true);
  });
});
