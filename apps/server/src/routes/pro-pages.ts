// Pages rendered on the server (a pro's public page, /pros/<slug>): the built index.html with
// the page's own head (title, description, canonical address, Open Graph, JSON-LD) and the
// app's markup in #root, rendered by the web app's server bundle (apps/web/src/entry-server.tsx,
// built into apps/web/dist-ssr) from the same domain function the browser's query calls.
// An unknown or no longer public pro is the 404 page with status 404.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { type PublicProPage, publicProPage, type Services } from "@primp/api";
import {
  escapeHtml,
  jsonForScript,
  PRODUCT_NAME,
  proPageDescription,
  proPageJsonLd,
  proPagePath,
  proPageTitle,
} from "@primp/core";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply } from "fastify";

/** What apps/web/src/entry-server.tsx exports. */
interface RenderedApp {
  html: Readable;
  state: string;
}
interface ServerRenderer {
  renderProPage(url: string, page: PublicProPage): Promise<RenderedApp>;
  renderNotFound(): Promise<RenderedApp>;
}

const ROOT = '<div id="root"></div>';

/** index.html without its site-wide title and preview tags, split around #root. */
export function pageShell(indexHtml: string) {
  const withoutSiteHead = indexHtml
    .replace(/<title data-script-less>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta\s+data-script-less[^>]*>\s*/g, "");
  const rootAt = withoutSiteHead.indexOf(ROOT);
  const headEnd = withoutSiteHead.indexOf("</head>");
  if (rootAt < 0 || headEnd < 0) throw new Error("index.html has no </head> or no empty #root");
  return {
    head: withoutSiteHead.slice(0, headEnd),
    body: withoutSiteHead.slice(headEnd, rootAt + ROOT.length - "</div>".length),
    tail: withoutSiteHead.slice(rootAt + ROOT.length - "</div>".length),
  };
}

/** A page's head tags. Title and previews are data-script-less: the browser's PageMeta takes over. */
export function headTags(meta: { title: string; description: string; url?: string; image: string; jsonLd?: object }) {
  const fullTitle = `${meta.title} | ${PRODUCT_NAME}`;
  const tag = (attribute: "name" | "property", key: string, content: string) =>
    `<meta data-script-less ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title data-script-less>${escapeHtml(fullTitle)}</title>`,
    tag("name", "description", meta.description),
    // A page that does not exist has no address of its own to name.
    ...(meta.url ? [`<link rel="canonical" href="${escapeHtml(meta.url)}" />`] : []),
    tag("property", "og:type", "profile"),
    tag("property", "og:site_name", PRODUCT_NAME),
    tag("property", "og:title", fullTitle),
    tag("property", "og:description", meta.description),
    ...(meta.url ? [tag("property", "og:url", meta.url)] : []),
    tag("property", "og:image", meta.image),
    tag("name", "twitter:card", "summary_large_image"),
    ...(meta.jsonLd
      ? [`<script type="application/ld+json">${jsonForScript(JSON.stringify(meta.jsonLd))}</script>`]
      : []),
  ].join("\n    ");
}

/** The site-wide preview image (apps/web/public/images/hero), when a pro has no photo. */
const SITE_IMAGE_PATH = "/images/hero/og-image.jpg";

function proPageHead(page: PublicProPage, origin: string) {
  const url = origin + proPagePath(page.slug);
  return headTags({
    title: proPageTitle(page),
    description: proPageDescription(page),
    url,
    image: new URL(page.avatarUrl ?? SITE_IMAGE_PATH, origin).href,
    jsonLd: proPageJsonLd(page, url, origin),
  });
}

/** The rendered page, streamed: the shell's head, then React's markup, then the rest. */
function sendPage(reply: FastifyReply, shell: ReturnType<typeof pageShell>, head: string, rendered: RenderedApp) {
  async function* document() {
    yield `${shell.head}  ${head}\n  ${shell.body}`;
    yield* rendered.html;
    yield `</div>${rendered.state}${shell.tail.slice("</div>".length)}`;
  }
  // The page carries data of this moment (reviews, services): checked again on every visit.
  return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(Readable.from(document()));
}

/** The server renderer built beside the web app, or null when only the browser's app was built. */
async function loadRenderer(distDir: string): Promise<ServerRenderer | null> {
  const entry = path.resolve(distDir, "../dist-ssr/entry-server.js");
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

export async function registerProPages(app: FastifyInstance, services: Services, distDir: string) {
  const renderer = await loadRenderer(distDir);
  if (!renderer) {
    // Not a fault: a build of the browser's app alone (some tests) still serves every page.
    app.log.debug("apps/web/dist-ssr is missing: pro pages are rendered in the browser only");
    return;
  }
  const shell = pageShell(readFileSync(path.join(distDir, "index.html"), "utf8"));
  const origin = services.config.appUrl;

  app.get<{ Params: { slug: string } }>("/pros/:slug", async (request, reply) => {
    const { slug } = request.params;
    let page: PublicProPage;
    try {
      page = await publicProPage(services.db, slug);
    } catch (error) {
      if (!(error instanceof TRPCError && error.code === "NOT_FOUND")) throw error;
      const notFound = headTags({
        title: "Page not found",
        description: "This page does not exist.",
        image: origin + SITE_IMAGE_PATH,
      });
      return sendPage(reply.code(404), shell, notFound, await renderer.renderNotFound());
    }
    return sendPage(reply, shell, proPageHead(page, origin), await renderer.renderProPage(request.url, page));
  });
}
