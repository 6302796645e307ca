import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type BuildManifest, pageAssetTags, readBuildManifest, scriptsAfterFirstPaint } from "./page-assets.ts";

// The shape of Vite's manifest: the entry (index.html) with the libraries' chunk, and a page
// chunk that shares that chunk and a component chunk with another page.
const MANIFEST: BuildManifest = {
  "index.html": { file: "assets/index-1.js", imports: ["_vendor-1.js"], css: ["assets/index-1.css"] },
  "_vendor-1.js": { file: "assets/vendor-1.js", css: ["assets/vendor-1.css"] },
  "_Avatar-1.js": { file: "assets/Avatar-1.js", imports: ["_vendor-1.js"], css: ["assets/Avatar-1.css"] },
  "_Modal-1.js": { file: "assets/Modal-1.js", imports: ["_Avatar-1.js"], css: ["assets/Modal-1.css"] },
  "src/pages/ProPage.tsx": {
    file: "assets/ProPage-1.js",
    imports: ["_Modal-1.js", "index.html", "_Avatar-1.js"],
    css: ["assets/ProPage-1.css"],
  },
  "src/pages/AboutPage.tsx": { file: "assets/AboutPage-1.js", imports: ["index.html", "_vendor-1.js"] },
  "src/after-first-paint.ts": { file: "assets/after-first-paint-1.js" },
};

// The head Vite writes into index.html, cut to its scripts and styles.
const INDEX_HTML = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="modulepreload" crossorigin href="/assets/paths-1.js">
    <link rel="stylesheet" crossorigin href="/assets/vendor-1.css">
  </head>`;

describe("a server-rendered page's own assets", () => {
  it("links the page's stylesheets, those it imports first, never what index.html loads", () => {
    expect(pageAssetTags(MANIFEST, "src/pages/ProPage.tsx").split("\n    ")).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/Avatar-1.css" />',
      '<link rel="stylesheet" crossorigin href="/assets/Modal-1.css" />',
      '<link rel="stylesheet" crossorigin href="/assets/ProPage-1.css" />',
    ]);
  });

  it("names nothing for a page whose stylesheets index.html loads already, or a module the build lacks", () => {
    expect(pageAssetTags(MANIFEST, "src/pages/AboutPage.tsx")).toBe("");
    expect(pageAssetTags(MANIFEST, "src/pages/NoSuchPage.tsx")).toBe("");
    expect(pageAssetTags({}, "src/pages/ProPage.tsx")).toBe("");
  });

  it("starts with the loader, carrying the app's entry, and neither loads nor preloads the app's scripts", () => {
    expect(scriptsAfterFirstPaint(INDEX_HTML, MANIFEST)).toBe(`<head>
    <script type="module" crossorigin src="/assets/after-first-paint-1.js" data-app-entry="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/vendor-1.css">
  </head>`);
  });

  it("leaves index.html as it is for a build without the loader, or an index.html without the entry", () => {
    const { "src/after-first-paint.ts": _loader, ...withoutLoader } = MANIFEST;
    expect(scriptsAfterFirstPaint(INDEX_HTML, withoutLoader)).toBe(INDEX_HTML);
    const noEntry = INDEX_HTML.replace(/<script[^]*?<\/script>/, "");
    expect(scriptsAfterFirstPaint(noEntry, MANIFEST)).toBe(noEntry);
  });

  it("reads the manifest the build wrote, or none when the build wrote none", () => {
    const distDir = mkdtempSync(path.join(tmpdir(), "primp-page-assets-"));
    expect(readBuildManifest(distDir)).toEqual({});
    mkdirSync(path.join(distDir, ".vite"));
    writeFileSync(path.join(distDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    expect(readBuildManifest(distDir)).toEqual(MANIFEST);
  });
});
