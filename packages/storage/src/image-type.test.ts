import { describe, expect, it } from "vitest";
import { detectImageType, detectServedImageType } from "./image-type.ts";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("detectImageType", () => {
  it("recognises each supported image by its magic bytes", () => {
    expect(detectImageType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe("image/png");
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, "JFIF"))).toBe("image/jpeg");
    expect(detectImageType(bytes("GIF89a", 1, 0))).toBe("image/gif");
    expect(detectImageType(bytes("GIF87a", 1, 0))).toBe("image/gif");
    expect(detectImageType(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe("image/jpeg");
  });

  it("returns null for anything else, however it is named", () => {
    expect(detectImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
    expect(detectImageType(bytes("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(detectImageType(bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt "))).toBeNull();
    expect(detectImageType(bytes("GIF90a"))).toBeNull();
    expect(detectImageType(bytes(0x89, "PN"))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe("detectServedImageType", () => {
  it("adds AVIF, which is served (as our variants) but not accepted as an upload", () => {
    const avif = bytes(0, 0, 0, 0x1c, "ftypavif", 0, 0, 0, 0);
    expect(detectServedImageType(avif)).toBe("image/avif");
    expect(detectServedImageType(bytes(0, 0, 0, 0x1c, "ftypavis"))).toBe("image/avif");
    expect(detectImageType(avif)).toBeNull();
    expect(detectServedImageType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe("image/jpeg");
  });

  it("does not take another ISO media file (a video) for an image", () => {
    expect(detectServedImageType(bytes(0, 0, 0, 0x1c, "ftypisom"))).toBeNull();
    expect(detectServedImageType(bytes(0, 0, 0, 0x1c, "ftypmp42"))).toBeNull();
  });
});
