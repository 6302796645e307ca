import { describe, expect, it } from "vitest";
import { safeFileName } from "./file-name.ts";

describe("safeFileName", () => {
  it.each([
    ["photo.jpg", "photo.jpg"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\me\\My Holiday Photo.JPG", "My-Holiday-Photo.jpg"],
    ["Résumé final.PDF", "Resume-final.pdf"],
    // "</script>" holds a slash, so only the last "folder" survives.
    ["<script>alert(1)</script>.png", "script.png"],
    ["my (1) photo!.png", "my-1-photo.png"],
    [".htaccess", "file.htaccess"],
    ["archive.tar.gz", "archive.tar.gz"],
    ["weird..name...png", "weird.name.png"],
    ["report.final-v2", "report.final-v2"],
    ["trailing dot.", "trailing-dot"],
  ])("%j becomes %j", (original, expected) => {
    expect(safeFileName(original)).toBe(expected);
  });

  it.each(["", "...", "/", "🙂🙂", "..\\..", "  "])("never returns an empty name for %j", (original) => {
    expect(safeFileName(original)).toBe("file");
  });

  it("keeps the extension of a name with nothing else usable", () => {
    expect(safeFileName("🙂.png")).toBe("file.png");
    expect(safeFileName("../.PNG")).toBe("file.png");
  });

  it("bounds the length and only ever uses the allowed characters", () => {
    const name = safeFileName(`${"a".repeat(500)}.jpeg`);
    expect(name).toBe(`${"a".repeat(80)}.jpeg`);
    expect(safeFileName("x\0y;rm -rf ~.png")).toMatch(/^[A-Za-z0-9._-]+$/);
  });
});
