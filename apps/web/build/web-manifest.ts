// The installable app's manifest, written from the product's constants (name, brand colour) so
// it never drifts from the page: emitted into the build, and answered by the dev server.
import { BRAND_COLOURS, PRODUCT_NAME, SITE_DESCRIPTION } from "@primp/core";
import type { Plugin } from "vite";

export const MANIFEST_FILE = "manifest.webmanifest";

const icon = (file: string, size: number, purpose: "any" | "maskable") => ({
  src: `/icons/${file}-${size}.png`,
  sizes: `${size}x${size}`,
  type: "image/png",
  purpose,
});

export function webManifest() {
  return {
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: SITE_DESCRIPTION,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: BRAND_COLOURS.deep,
    icons: [
      icon("icon", 192, "any"),
      icon("icon", 512, "any"),
      icon("icon-maskable", 192, "maskable"),
      icon("icon-maskable", 512, "maskable"),
    ],
  };
}

export function webManifestPlugin(): Plugin {
  const body = `${JSON.stringify(webManifest(), null, 2)}\n`;
  return {
    name: "primp-web-manifest",
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST_FILE}`, (_request, response) => {
        response.setHeader("content-type", "application/manifest+json");
        response.end(body);
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: MANIFEST_FILE, source: body });
    },
  };
}
