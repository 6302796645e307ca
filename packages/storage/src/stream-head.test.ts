import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readAll } from "./storage-contract.ts";
import { peekHead } from "./stream-head.ts";

describe("peekHead", () => {
  it("gives the first bytes across small chunks and still streams every byte", async () => {
    const chunks = ["ab", "cdefgh", "ijklmnopqrstuvwxyz"].map((text) => Buffer.from(text));
    const { head, stream } = await peekHead(Readable.from(chunks, { objectMode: false }), 5);
    expect(head.toString()).toBe("abcde");
    expect((await readAll(stream)).toString()).toBe("abcdefghijklmnopqrstuvwxyz");
  });

  it("gives all of a stream shorter than asked, and an empty one as empty", async () => {
    const short = await peekHead(Readable.from([Buffer.from("abc")], { objectMode: false }), 16);
    expect(short.head.toString()).toBe("abc");
    expect((await readAll(short.stream)).toString()).toBe("abc");
    const empty = new PassThrough();
    empty.end();
    const none = await peekHead(empty, 16);
    expect(none.head.length).toBe(0);
    expect((await readAll(none.stream)).length).toBe(0);
  });

  it("gives back every byte of a stream whose end arrives with its first chunk", async () => {
    const source = new PassThrough();
    source.end(Buffer.alloc(68, 3));
    const { head, stream } = await peekHead(source, 16);
    expect(head.length).toBe(16);
    expect((await readAll(stream)).length).toBe(68);
  });

  it("holds no more than what arrived before the head was complete", async () => {
    const source = new PassThrough();
    source.write(Buffer.alloc(20, 1));
    const peeked = peekHead(source, 16);
    const { head, stream } = await peeked;
    expect(head.length).toBe(16);
    source.end(Buffer.alloc(10, 2));
    expect((await readAll(stream)).length).toBe(30);
  });

  it("rejects with the source's error", async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error("client went away"));
      },
    });
    await expect(peekHead(failing)).rejects.toThrow("client went away");
  });
});
