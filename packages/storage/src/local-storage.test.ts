import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.ts";
import { storageContract } from "./storage-contract.ts";
import type { Storage } from "./types.ts";

let parent: string;
let root: string;
let storage: Storage;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), "primp-storage-"));
  root = path.join(parent, "uploads");
  storage = createLocalStorage({ root, publicBasePath: "/files/" });
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

storageContract("local disk", async () => storage);

describe("local storage on disk", () => {
  it("writes real files under the root, creating folders, and leaves no partial file behind", async () => {
    await storage.put("avatars/user-1/me.png", Buffer.from("hello png"));
    expect(await readFile(path.join(root, "avatars/user-1/me.png"), "utf8")).toBe("hello png");
    await storage.put("highlights/big.jpg", Readable.from([Buffer.alloc(70_000, 1), Buffer.alloc(50_000, 2)]));
    expect(await readdir(path.join(root, "highlights"))).toEqual(["big.jpg"]);
  });

  it("removes the partial file when the source stream fails", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from("partial"));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(storage.put("submissions/broken.png", failing)).rejects.toThrow("client went away");
    expect(await readdir(path.join(root, "submissions"))).toEqual([]);
  });

  it("lists nothing before the first write created the root", async () => {
    const empty = createLocalStorage({ root: path.join(root, "not-yet"), publicBasePath: "/files" });
    const none: unknown[] = [];
    for await (const file of empty.list()) none.push(file);
    expect(none).toEqual([]);
  });

  it("never writes outside the root for a traversal key", async () => {
    await writeFile(path.join(parent, "secret.txt"), "keep me");
    await expect(storage.put("../secret.txt", Buffer.from("overwritten"))).rejects.toThrow();
    expect(await readFile(path.join(parent, "secret.txt"), "utf8")).toBe("keep me");
  });
});
