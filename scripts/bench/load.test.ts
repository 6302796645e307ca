import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ConnectionPool, parseResponse, percentile, runLoad, summarize } from "./load.ts";

describe("load statistics", () => {
  it("takes percentiles from sorted latencies", () => {
    const latencies = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(latencies, 50)).toBe(51);
    expect(percentile(latencies, 99)).toBe(100);
    expect(percentile([], 99)).toBe(0);
  });

  it("reports throughput per second of elapsed time", () => {
    const result = summarize([5, 1, 3, 2, 4], 500, 2);
    expect(result).toMatchObject({ requests: 5, errors: 2, perSecond: 10, p50Ms: 3 });
  });
});

describe("response parsing", () => {
  const response = (text: string) => Buffer.from(text, "latin1");

  it("finds the end of a response by its content length, and waits for the rest", () => {
    const full = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"ok":true}';
    expect(parseResponse(response(full))).toEqual({ status: 200, length: full.length });
    expect(parseResponse(response(full.slice(0, -1)))).toBeNull();
    expect(parseResponse(response("HTTP/1.1 200 OK\r\nContent-Len"))).toBeNull();
  });

  it("reads a chunked body to its last chunk, and a bodiless answer to its headers", () => {
    const chunked = "HTTP/1.1 401 Unauthorized\r\ntransfer-encoding: chunked\r\n\r\n4\r\nabcd\r\n2\r\nef\r\n0\r\n\r\n";
    expect(parseResponse(response(`${chunked}HTTP/1.1 200 OK`))).toEqual({ status: 401, length: chunked.length });
    expect(parseResponse(response(chunked.slice(0, -4)))).toBeNull();
    expect(parseResponse(response("HTTP/1.1 204 No Content\r\n\r\n"))).toEqual({ status: 204, length: 27 });
  });
});

describe("runLoad", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise((resolve) => server?.close(resolve)));

  async function serve(handler: http.RequestListener): Promise<string> {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("sends the headers it is given over keep-alive connections and counts other statuses as errors", async () => {
    const connections = new Set<unknown>();
    const url = await serve((request, response) => {
      connections.add(request.socket);
      const signedIn = request.headers.cookie === "session=abc" && request.url === "/page?n=1";
      response.writeHead(signedIn ? 200 : 401, { "content-type": "application/json" }).end('{"ok":true}');
    });
    const good = await runLoad({
      url: `${url}/page?n=1`,
      headers: { cookie: "session=abc" },
      concurrency: 3,
      durationMs: 150,
    });
    expect(good.requests).toBeGreaterThan(3);
    expect(good.errors).toBe(0);
    expect(connections.size).toBe(3);

    const refused = await runLoad({ url: `${url}/page?n=1`, concurrency: 2, durationMs: 100 });
    expect(refused.requests).toBe(0);
    expect(refused.errors).toBeGreaterThan(0);
  });
});

describe("ConnectionPool", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

  it("reuses an idle connection, opens another while all are busy, and says refused or timeout", async () => {
    const sockets = new Set<unknown>();
    const held: http.ServerResponse[] = [];
    server = http.createServer((request, response) => {
      sockets.add(request.socket);
      if (request.url === "/hold") held.push(response);
      else response.writeHead(request.url === "/busy" ? 503 : 200).end("ok");
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const pool = new ConnectionPool(url);
    try {
      expect(await pool.get("/a", 5_000)).toBe(200);
      expect(await pool.get("/busy", 5_000)).toBe(503);
      expect(sockets.size).toBe(1);

      const waiting = pool.get("/hold", 5_000);
      expect(await pool.get("/b", 5_000)).toBe(200);
      expect(sockets.size).toBe(2);
      for (const response of held) response.end("late");
      expect(await waiting).toBe(200);

      expect(await pool.get("/hold", 50)).toBe("timeout");
    } finally {
      pool.close();
    }
    const closed = new ConnectionPool(url);
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    expect(await closed.get("/a", 5_000)).toBe("refused");
    closed.close();
  });
});
