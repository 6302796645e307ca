import { describe, expect, it } from "vitest";
import { defaultAppUrl, devServerUrl, serverPort, webPort } from "./ports.ts";

describe("ports", () => {
  it("default to 3000 for the server and 5173 for the web app", () => {
    expect(serverPort({})).toBe(3000);
    expect(webPort({})).toBe(5173);
    expect(devServerUrl({})).toBe("http://127.0.0.1:3000");
    expect(defaultAppUrl({})).toBe("http://localhost:5173");
  });

  it("follow PORT and WEB_PORT everywhere they are used", () => {
    const env = { PORT: "3100", WEB_PORT: "5200" };
    expect(devServerUrl(env)).toBe("http://127.0.0.1:3100");
    expect(defaultAppUrl(env)).toBe("http://localhost:5200");
    // The production build is served by the Fastify server itself.
    expect(defaultAppUrl({ ...env, NODE_ENV: "production" })).toBe("http://localhost:3100");
    expect(devServerUrl({ ...env, PRIMP_SERVER_URL: "http://10.0.0.2:3000" })).toBe("http://10.0.0.2:3000");
  });

  it("refuse a port that is not one", () => {
    expect(() => webPort({ WEB_PORT: "http://localhost:5200" })).toThrow(
      'WEB_PORT must be a port number from 0 to 65535; got "http://localhost:5200".',
    );
    expect(() => serverPort({ PORT: "70000" })).toThrow("PORT must be a port number");
  });
});
