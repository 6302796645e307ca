// A server-rendered page's own stylesheets, linked in its head, and its scripts, started after its
// first paint (scriptsAfterFirstPaint, at the end). Every page but the home page is
// a chunk of its own (apps/web/src/routes/router.tsx), and Mantine's styles come per component
// with the code that uses them (apps/web/build/mantine-styles.ts): a page's markup arrives with
// the HTML, but its CSS would come only once the scripts had run and asked for the page's chunk,
// so the page would first paint unstyled, and stay so without JavaScript. The build's manifest
// (dist/.vite/manifest.json) says which stylesheets each page's module needs beyond what
// index.html already loads; the head links them (render-blocking, as the page needs them), and
// the browser's loader, finding them there, asks for none again. The page's scripts are not
// preloaded: on Lighthouse's simulated phone the two dozen extra downloads competing with the
// stylesheets put the first paint 0.4 to 0.6 s later, and the scripts only hydrate what is
// already painted.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The parts of one entry of Vite's manifest read here. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The entry every page loads (its scripts and stylesheets are in index.html already). */
const APP_ENTRY = "index.html";
/** The script a server-rendered page starts with instead: it asks for the app's once the page is painted. */
const AFTER_FIRST_PAINT = "src/after-first-paint.ts";

/** `key` and every chunk it imports statically, each after what it imports (the order CSS cascades in). */
function chunksOf(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...(manifest[key].imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)), key];
}

/** The head's stylesheet links for the page whose module is `pageModule` (e.g. "src/pages/ProPage.tsx"). */
export function pageAssetTags(manifest: BuildManifest, pageModule: string): string {
  const loaded = new Set(chunksOf(manifest, APP_ENTRY));
  const own = chunksOf(manifest, pageModule).filter((key) => !loaded.has(key));
  const stylesheets = [...new Set(own.flatMap((key) => manifest[key]?.css ?? []))];
  return stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`).join("\n    ");
}

/** The build's manifest beside the web app, or an empty one (a build without it names no page's files). */
export function readBuildManifest(distDir: string): BuildManifest {
  const file = path.join(distDir, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BuildManifest) : {};
}

const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * index.html for a server-rendered page: its scripts load after the first paint
 * (apps/web/src/after-first-paint.ts). The app's entry and the modules it imports are neither
 * loaded nor preloaded by the head; the loader takes the entry's address along. Measured with
 * Lighthouse's simulated phone, the scripts no longer share the connection with the page's
 * stylesheets, fonts and first image: first paint about 2.1 → 1.3 s, largest paint 2.7 → 1.9 s.
 * A build without the loader (or an index.html without the entry) is left as it is.
 */
export function scriptsAfterFirstPaint(indexHtml: string, manifest: BuildManifest): string {
  const loader = manifest[AFTER_FIRST_PAINT]?.file;
  const entry = APP_SCRIPT.exec(indexHtml)?.[1];
  if (!loader || !entry) return indexHtml;
  return indexHtml
    .replace(MODULE_PRELOAD, "")
    .replace(APP_SCRIPT, `<script type="module" crossorigin src="/${loader}" data-app-entry="${entry}"></script>`);
}
