// What every Storage implementation promises, as one suite each implementation's test file
// runs against a real store (a temporary folder, a real S3-compatible server).
import { Readable } from "node:stream";
import { beforeEach, describe, expect, it } from "vitest";
import type { Storage } from "./types.ts";

export async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listKeys(storage: Storage) {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
}

export const UNSAFE_KEYS = [
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

/** `freshStorage` answers an empty store built with publicBasePath "/files/". */
export function storageContract(name: string, freshStorage: () => Promise<Storage>) {
  describe(`${name}: the storage contract`, () => {
    let storage: Storage;
    beforeEach(async () => {
      storage = await freshStorage();
    });

    it("stores a buffer and reads it back whole, with its size, tag and write time", async () => {
      const before = Date.now();
      expect(await storage.put("avatars/user-1/me.png", Buffer.from("hello png"))).toEqual({ sizeBytes: 9 });
      expect(await storage.exists("avatars/user-1/me.png")).toBe(true);
      expect((await readAll(await storage.read("avatars/user-1/me.png"))).toString()).toBe("hello png");
      const stat = await storage.stat("avatars/user-1/me.png");
      expect(stat?.sizeBytes).toBe(9);
      expect(stat?.etag).toMatch(/^"[^"]+"$/);
      // Stores keep whole seconds at least; allow for that and a slow machine.
      expect(Math.abs((stat?.modifiedAt.getTime() ?? 0) - before)).toBeLessThan(60_000);
    });

    it("streams a multi-megabyte source in, counting its bytes, and streams any byte range out", async () => {
      const chunks = Array.from({ length: 100 }, (_, n) => Buffer.alloc(65_536, n));
      const result = await storage.put("highlights/big.jpg", Readable.from(chunks));
      expect(result.sizeBytes).toBe(6_553_600);
      expect((await readAll(await storage.read("highlights/big.jpg"))).equals(Buffer.concat(chunks))).toBe(true);
      const range = await readAll(await storage.read("highlights/big.jpg", { start: 65_530, end: 65_541 }));
      expect([...range]).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
      const last = await readAll(await storage.read("highlights/big.jpg", { start: 6_553_599, end: 6_553_599 }));
      expect([...last]).toEqual([99]);
    });

    it("keeps nothing of a put whose source fails", async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024, 7));
          this.destroy(new Error("client went away"));
        },
      });
      await expect(storage.put("submissions/c/broken.png", failing)).rejects.toThrow("client went away");
      expect(await storage.exists("submissions/c/broken.png")).toBe(false);
      expect(await listKeys(storage)).toEqual([]);
    });

    it("replaces a file with a new tag, deletes files (missing ones too) and knows nothing of missing ones", async () => {
      await storage.put("a/b.gif", Buffer.from("one"));
      const first = await storage.stat("a/b.gif");
      await storage.put("a/b.gif", Buffer.from("two!"));
      expect((await readAll(await storage.read("a/b.gif"))).toString()).toBe("two!");
      const second = await storage.stat("a/b.gif");
      expect(second?.sizeBytes).toBe(4);
      expect(second?.etag).not.toBe(first?.etag);
      await storage.delete("a/b.gif");
      expect(await storage.exists("a/b.gif")).toBe(false);
      expect(await storage.stat("a/b.gif")).toBeNull();
      await expect(storage.read("a/b.gif")).rejects.toThrow();
      await expect(storage.delete("a/b.gif")).resolves.toBeUndefined();
    });

    it("lists every stored file with its key and write time, and nothing in an empty store", async () => {
      expect(await listKeys(storage)).toEqual([]);
      await storage.put("avatars/u1/a.png", Buffer.from("a"));
      await storage.put("submissions/c1/b.jpg", Buffer.from("b"));
      const listed: { key: string; modifiedAt: Date }[] = [];
      for await (const file of storage.list()) listed.push(file);
      expect(listed.map((file) => file.key).sort()).toEqual(["avatars/u1/a.png", "submissions/c1/b.jpg"]);
      expect(listed.every((file) => Math.abs(Date.now() - file.modifiedAt.getTime()) < 60_000)).toBe(true);
    });

    it("reports a folder as not an existing file", async () => {
      await storage.put("folder/file.png", Buffer.from("x"));
      expect(await storage.exists("folder")).toBe(false);
      expect(await storage.stat("folder")).toBeNull();
    });

    it("builds the public URL under the base path without a double slash", () => {
      expect(storage.publicUrl("avatars/me.png")).toBe("/files/avatars/me.png");
      expect(storage.publicUrl("avatars/my photo.png")).toBe("/files/avatars/my%20photo.png");
    });

    it.each(UNSAFE_KEYS)("refuses the unsafe key %j everywhere", async (key) => {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.stat(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.read(key)).rejects.toThrow(/Unsafe storage key/);
      expect(() => storage.publicUrl(key)).toThrow(/Unsafe storage key/);
    });
  });
}
