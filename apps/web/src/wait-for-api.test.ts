// The dev page's wait for its API, against a real HTTP server standing in for the dev proxy:
// 502 while the API server starts, then 200 from /healthz.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { apiAnswers, waitForApi } from "./wait-for-api";

it("says the server is starting after each 502, and goes on once /healthz answers 200", async () => {
  const answers = [502, 502, 200];
  const asked: string[] = [];
  const proxy = createServer((request, response) => {
    asked.push(request.url ?? "");
    response.writeHead(answers.shift() ?? 500).end();
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  const events: string[] = [];
  try {
    await waitForApi({
      healthy: apiAnswers(() => fetch(`http://127.0.0.1:${port}/healthz`)),
      waiting: () => events.push("starting screen"),
      pause: async () => {
        events.push("pause");
      },
    });
  } finally {
    proxy.close();
  }
  expect(asked).toEqual(["/healthz", "/healthz", "/healthz"]);
  expect(events).toEqual(["starting screen", "pause", "starting screen", "pause"]);
});

it("counts a dev proxy that cannot be reached as not started yet", async () => {
  let asks = 0;
  await waitForApi({
    healthy: apiAnswers(async () => {
      asks += 1;
      if (asks === 1) throw new TypeError("fetch failed");
      return new Response(null, { status: 200 });
    }),
    waiting: () => {},
    pause: async () => {},
  });
  expect(asks).toBe(2);
});
