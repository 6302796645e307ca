// The development log through the real app and its pino logger: one readable line per request
// (no JSON), warnings labelled, failures with their stack.
import { describe, expect, it } from "vitest";
import { devLogLine, devLogStream } from "./dev-log.ts";
import { appPerTest } from "./testing/app-per-test.ts";

const served = appPerTest();

describe("the development log", () => {
  it("writes one short line per request: time, method, redacted URL, status and duration", async () => {
    const written: string[] = [];
    const { app } = await served.start(
      {},
      {
        logger: { stream: devLogStream({ write: (text: string) => written.push(text) }) },
      },
    );
    await app.inject({ url: "/healthz" });
    await app.inject({ url: "/reset-password?token=secret0123456789" });
    await app.inject({ method: "POST", url: "/trpc/nothing.here", payload: {} });

    const lines = written.join("").trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/healthz 200 \d+(\.\d)? ms$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d GET \/reset-password\?token=%5Bredacted%5D 404 \d+(\.\d)? ms$/);
    expect(lines[2]).toMatch(/^\d\d:\d\d:\d\d POST \/trpc\/nothing\.here 404 /);
    expect(written.join("")).not.toContain("{");
  }, 120_000);

  it("labels levels above info, shows other fields as key=value, and keeps a failure's stack", () => {
    const time = new Date(2026, 10, 26, 9, 5, 7).getTime();
    expect(
      devLogLine(JSON.stringify({ level: 40, time, pid: 1, hostname: "h", msg: "shutting down", signal: "SIGTERM" })),
    ).toBe("09:05:07 WARN shutting down signal=SIGTERM");
    const err = { type: "Error", message: "boom", stack: "Error: boom\n    at here" };
    expect(devLogLine(JSON.stringify({ level: 50, time, msg: "request failed", err }))).toBe(
      "09:05:07 ERROR request failed\n  Error: boom\n      at here",
    );
    expect(devLogLine("not json\n")).toBe("not json");
  });
});
