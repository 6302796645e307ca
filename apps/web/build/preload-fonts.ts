// Preload links for the brand typefaces' Latin files, which every page's first paint uses: the
// browser would otherwise find them only after downloading and parsing the stylesheet.
import type { HtmlTagDescriptor, Plugin } from "vite";

/** The emitted files to preload: the Latin, upright, variable-weight cut of each typeface. */
export const PRELOADED_FONT = /\/(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/;

export function preloadFontTags(fileNames: readonly string[]): HtmlTagDescriptor[] {
  return fileNames
    .map((name) => `/${name}`)
    .filter((href) => PRELOADED_FONT.test(href))
    .map((href) => ({
      tag: "link",
      attrs: { rel: "preload", as: "font", type: "font/woff2", href, crossorigin: "" },
      injectTo: "head",
    }));
}

export function preloadFonts(): Plugin {
  return {
    name: "primp-preload-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (_html, context) => preloadFontTags(Object.keys(context.bundle ?? {})),
    },
  };
}
