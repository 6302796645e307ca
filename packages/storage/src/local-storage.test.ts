import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.ts";
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

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("local storage", () => {
  it("writes a buffer to a real file under the root, creating folders", async () => {
    const result = await storage.put("avatars/user-1/me.png", Buffer.from("hello png"));
    expect(result).toEqual({ sizeBytes: 9 });
    expect(await readFile(path.join(root, "avatars/user-1/me.png"), "utf8")).toBe("hello png");
    expect(await storage.exists("avatars/user-1/me.png")).toBe(true);
    expect((await readAll(storage.read("avatars/user-1/me.png"))).toString()).toBe("hello png");
  });

  it("writes a stream, counts its bytes and leaves no partial file behind", async () => {
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(50_000, 2)];
    const result = await storage.put("highlights/big.jpg", Readable.from(chunks));
    expect(result.sizeBytes).toBe(120_000);
    expect((await readFile(path.join(root, "highlights/big.jpg"))).length).toBe(120_000);
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
    expect(await storage.exists("submissions/broken.png")).toBe(false);
  });

  it("replaces an existing file and deletes files, missing ones included", async () => {
    await storage.put("a/b.gif", Buffer.from("one"));
    await storage.put("a/b.gif", Buffer.from("two!"));
    expect(await readFile(path.join(root, "a/b.gif"), "utf8")).toBe("two!");
    await storage.delete("a/b.gif");
    expect(await storage.exists("a/b.gif")).toBe(false);
    await expect(storage.delete("a/b.gif")).resolves.toBeUndefined();
  });

  it("lists every stored file with its key and modification time, and nothing before the first write", async () => {
    const empty = createLocalStorage({ root: path.join(root, "not-yet"), publicBasePath: "/files" });
    const none: unknown[] = [];
    for await (const file of empty.list()) none.push(file);
    expect(none).toEqual([]);

    await storage.put("avatars/u1/a.png", Buffer.from("a"));
    await storage.put("submissions/c1/b.jpg", Buffer.from("b"));
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual(["avatars/u1/a.png", "submissions/c1/b.jpg"]);
    expect(listed.every((file) => Date.now() - file.modifiedAt.getTime() < 60_000)).toBe(true);
  });

  it("reports a folder as not an existing file", async () => {
    await storage.put("folder/file.png", Buffer.from("x"));
    expect(await storage.exists("folder")).toBe(false);
  });

  it("builds the public URL under the base path without a double slash", () => {
    expect(storage.publicUrl("avatars/me.png")).toBe("/files/avatars/me.png");
  });

  const unsafeKeys = [
    "../outside.png",
    "avatars/../../outside.png",
    "avatars/..",
    // Resolves inside the root, but ".." is refused anywhere: keys come from safeFileName, which never makes one.
    "avatars/../avatars/me.png",
    "a..b.png",
    "/etc/passwd",
    "C:/Windows/win.ini",
    "avatars\\me.png",
    "avatars/me.png\0.jpg",
    "",
    "avatars//me.png",
    "./me.png",
    "avatars/",
  ];

  it.each(unsafeKeys)("refuses the unsafe key %j everywhere", async (key) => {
    await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.exists(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
    expect(() => storage.read(key)).toThrow(/Unsafe storage key/);
    expect(() => storage.publicUrl(key)).toThrow(/Unsafe storage key/);
  });

  it("never writes outside the root for a traversal key", async () => {
    await writeFile(path.join(parent, "secret.txt"), "keep me");
    await expect(storage.put("../secret.txt", Buffer.from("overwritten"))).rejects.toThrow();
    expect(await readFile(path.join(parent, "secret.txt"), "utf8")).toBe("keep me");
  });
});
