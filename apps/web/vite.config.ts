import { createRequire } from "node:module";
import path from "node:path";
import { BRAND_COLOURS, HERO_HEADLINE, PRODUCT_NAME, SITE_DESCRIPTION } from "@primp/core";
import { devServerUrl, loadEnvFile, webPort } from "@primp/env";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { directImports } from "./build/direct-imports.ts";
import { mantineStylesPerComponent } from "./build/mantine-styles.ts";
import { precompress } from "./build/precompress.ts";
import { preloadFonts } from "./build/preload-fonts.ts";
import { webManifestPlugin } from "./build/web-manifest.ts";

// The repository's .env (never overriding the real environment): WEB_PORT and PORT here, and
// VITE_STRIPE_PUBLISHABLE_KEY for the browser, which Vite takes from process.env.
loadEnvFile();

// Everything the Fastify server answers itself; the dev server forwards these to it so the
// browser sees one origin, exactly as in production. The Host header is kept (no
// changeOrigin) because the server compares it with the Origin of mutations.
const SERVER_PATHS = "^/(trpc|uploads|files|webhooks|dev|healthz)(/|\\?|$)";

/** Fills index.html's %PLACEHOLDERS% from @primp/core, so the name and words stay one constant. */
function productHtml(): Plugin {
  return {
    name: "primp-product-html",
    transformIndexHtml: (html) =>
      html
        .replaceAll("%PRODUCT_NAME%", PRODUCT_NAME)
        .replaceAll("%HERO_HEADLINE%", HERO_HEADLINE)
        .replaceAll("%SITE_DESCRIPTION%", SITE_DESCRIPTION)
        .replaceAll("%BRAND_COLOURS.deep%", BRAND_COLOURS.deep),
  };
}

/**
 * Puts the server renderer beside the browser's app wherever that is built: the server looks
 * for it at `<dist>/../dist-ssr` (apps/server routes/pro-pages.ts), and a build with `--outDir`
 * (the benchmarks' throwaway folder) must neither miss it nor overwrite apps/web/dist-ssr.
 */
function serverRendererBesideApp(): Plugin {
  let appOutDir = "dist";
  return {
    name: "primp-server-renderer-beside-app",
    config(config) {
      appOutDir = config.build?.outDir ?? appOutDir;
    },
    configEnvironment(name) {
      if (name === "ssr") return { build: { outDir: path.join(appOutDir, "../dist-ssr") } };
    },
  };
}

/**
 * React Router ships two builds that differ in one flag, its development warnings, and its
 * package points every bundler at the development one. A production build takes the other: the
 * warnings' checks ran on every render of the route table (part of a phone's blocking time).
 */
function reactRouterBuild(mode: string) {
  if (mode !== "production") return [];
  const entry = createRequire(import.meta.url).resolve("react-router");
  return [
    { find: /^react-router$/, replacement: entry.replace(/development[\\/]index\.(m?js)$/, "production/index.mjs") },
  ];
}

export default defineConfig(({ mode }) => ({
  resolve: { alias: reactRouterBuild(mode) },
  plugins: [
    react(),
    directImports(["@mantine/core", "@mantine/hooks"]),
    mantineStylesPerComponent(),
    productHtml(),
    preloadFonts(),
    webManifestPlugin(),
    precompress(),
    serverRendererBesideApp(),
  ],
  server: {
    // APP_URL's default (packages/env) follows the same WEB_PORT, so e-mailed links open here.
    port: webPort(process.env),
    strictPort: true,
    proxy: { [SERVER_PATHS]: { target: devServerUrl(process.env) } },
  },
  preview: { port: 4173 },
  // `vite build` builds both: the browser's app into dist/ and the server renderer
  // (src/entry-server.tsx) into dist-ssr/, outside what the server publishes. Everything the
  // renderer imports is bundled in, so a production image needs no web dependencies.
  builder: {},
  environments: {
    ssr: {
      resolve: { noExternal: true },
      // React (bundled in) picks its development or production build by NODE_ENV when the server
      // loads the renderer: a production build renders with production React even in a process
      // started without NODE_ENV (the benchmarks, the journeys), where development React made
      // every server-rendered page several times slower to answer.
      define: { "process.env.NODE_ENV": JSON.stringify(mode === "production" ? "production" : "development") },
      build: {
        copyPublicDir: false,
        manifest: false,
        // The browser's chunking (below) is about downloads; the server loads its files from disk.
        rolldownOptions: { input: "src/entry-server.tsx", output: { codeSplitting: true } },
      },
    },
  },
  build: {
    // Maps for error reporting, without the comment that points browsers at them; the server
    // refuses to serve *.map (apps/server/src/routes/web-app.ts).
    sourcemap: "hidden",
    // dist/.vite/manifest.json: which stylesheets and chunks each page's module needs, so the
    // server links a server-rendered page's own CSS in its head (apps/server routes/page-assets.ts).
    // A dot folder: the server publishes none of it.
    manifest: true,
    // The libraries' chunk is about 510 kB before gzip; what limits the home page is the
    // gzipped budget in tests/e2e/bundle.test.ts.
    chunkSizeWarningLimit: 600,
    // Every browser the site supports preloads modules itself (Chrome and Edge since 2018, Firefox
    // 115, Safari 17); one without it still loads each module when it is imported, a little later.
    // Vite's polyfill was about 0.2 KiB of the home page's first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // index.html is the app; after-first-paint.ts is the one script a server-rendered page starts
      // with, which asks for the app's once the page is painted (apps/server routes/page-assets.ts).
      input: { index: "index.html", "after-first-paint": "src/after-first-paint.ts" },
      // @primp/core is pure (constants, schemas, functions) but, being a source package, has
      // no "sideEffects": false of its own; saying so here keeps zod and the catalogue out
      // of pages that only need a constant or two.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          // The libraries the first page needs in one file, our own code in the entry: left to
          // itself the bundler made some twenty small shared chunks of Mantine's modules, each
          // a request the first paint waited for. Libraries change less often than our code,
          // so the larger file stays cached across most releases.
          groups: [{ name: "vendor", test: /[\\/]node_modules[\\/]/, tags: ["$initial"] }],
        },
      },
    },
  },
}));
