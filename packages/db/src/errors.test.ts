// What "the database is not there" looks like when pg itself meets it (Kysely's hot paths talk
// to pg directly, so Prisma never renames the error), checked against a real refused socket.
import { createServer } from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors.ts";

/** A port nothing listens on: bound, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("isDatabaseUnavailable", () => {
  it("recognises pg's own refused connection", async () => {
    const pool = new pg.Pool({ host: "127.0.0.1", port: await closedPort(), user: "x", database: "x" });
    const error = await pool.query("select 1").catch((caught: unknown) => caught);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises a server shutting down (SQLSTATE 57P01) and a lost connection (08006)", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("connection failure"), { code: "08006" }))).toBe(true);
  });

  it("leaves bugs and refused writes alone", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
