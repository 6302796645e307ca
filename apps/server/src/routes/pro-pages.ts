// Pages rendered on the server (the home page; a pro's public page, /pros/<slug>; a service's,
// /services/<slug>; a served city's, /<city>): the built index.html with the page's own head (title, description,
// canonical address, Open Graph, JSON-LD) and the app's markup in #root, rendered by the web
// app's server bundle (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr) from the same
// domain function the browser's query calls. An unknown or no longer public pro, service or
// city is the 404 page with status 404.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import {
  createCaller,
  createContext,
  type PublicCityPage,
  type PublicProPage,
  type PublicServicePage,
  publicCityPage,
  publicProPage,
  publicServicePage,
  type Services,
} from "@primp/api";
import {
  cityPageDescription,
  cityPageJsonLd,
  cityPagePath,
  cityPageTitle,
  escapeHtml,
  HERO_HEADLINE,
  HOME_PAGE_DESCRIPTION,
  jsonForScript,
  PRODUCT_NAME,
  proPageDescription,
  proPageJsonLd,
  proPagePath,
  proPageTitle,
  SITE_DESCRIPTION,
  servicePageDescription,
  servicePageJsonLd,
  servicePagePath,
  servicePageTitle,
} from "@primp/core";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fastifyCookieJar } from "../cookie-jar.ts";
import { pageAssetTags, readBuildManifest, scriptsAfterFirstPaint } from "./page-assets.ts";
import { SERVER_PREFIXES } from "./web-app.ts";

/** Every answer of an object of calls, awaited together: `{ a: call(), b: call() }` → `{ a, b }`. */
async function answersOf<Calls extends Record<string, Promise<unknown>>>(
  calls: Calls,
): Promise<{ [Name in keyof Calls]: Awaited<Calls[Name]> }> {
  const answers = await Promise.all(Object.entries(calls).map(async ([name, call]) => [name, await call] as const));
  return Object.fromEntries(answers) as { [Name in keyof Calls]: Awaited<Calls[Name]> };
}

/**
 * What the frame of every page reads (the header's session, the site's facts, the footer's
 * services), from the procedures the browser would call: given with each page, so the browser
 * asks for none of it while it hydrates (an answer then re-rendered the page in one long task).
 */
const frameData = (caller: PageCaller) =>
  answersOf({
    site: caller.content.site(),
    session: caller.auth.session(),
    homeServices: caller.storefront.homeServices(),
  });
type FrameData = Awaited<ReturnType<typeof frameData>>;

/** The procedures, called as the visitor (their cookies, their address) would call them. */
async function pageCaller(services: Services, request: FastifyRequest, reply: FastifyReply) {
  return createCaller(await createContext(services, { cookies: fastifyCookieJar(request, reply), ip: request.ip }));
}
type PageCaller = Awaited<ReturnType<typeof pageCaller>>;

/**
 * The home page's own data, beside its frame's: its placed photos, testimonials and blog posts.
 * Not the quick bar's catalogue: its cities are offered once the page is hydrated, so a choice
 * made in the bar is never lost to hydration resetting it.
 */
const homeData = (caller: PageCaller) =>
  answersOf({
    images: caller.storefront.homeImages(),
    testimonials: caller.content.testimonials(),
    blogPosts: caller.content.blogPosts(),
  });

/** What apps/web/src/entry-server.tsx exports. */
interface RenderedApp {
  html: Readable;
  state: string;
  preloadImages?: string[];
}
interface ServerRenderer {
  renderHomePage(url: string, frame: FrameData, home: Awaited<ReturnType<typeof homeData>>): Promise<RenderedApp>;
  renderProPage(url: string, frame: FrameData, page: PublicProPage): Promise<RenderedApp>;
  renderServicePage(url: string, frame: FrameData, page: PublicServicePage): Promise<RenderedApp>;
  renderCityPage(url: string, frame: FrameData, page: PublicCityPage): Promise<RenderedApp>;
  renderBookNowPage(url: string, frame: FrameData): Promise<RenderedApp>;
  renderNotFound(): Promise<RenderedApp>;
  isOwnPage(pathname: string): boolean;
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
export function headTags(meta: {
  /** Before " | Primp"; none for the home page, which is titled with the brand line (as PageMeta does). */
  title?: string;
  description: string;
  url?: string;
  image: string;
  jsonLd?: object;
  /** Open Graph's kind of page: a person's profile, or a plain page. */
  type?: "profile" | "website";
}) {
  const fullTitle = meta.title ? `${meta.title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} | ${HERO_HEADLINE}`;
  const tag = (attribute: "name" | "property", key: string, content: string) =>
    `<meta data-script-less ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title data-script-less>${escapeHtml(fullTitle)}</title>`,
    tag("name", "description", meta.description),
    // A page that does not exist has no address of its own to name.
    ...(meta.url ? [`<link rel="canonical" href="${escapeHtml(meta.url)}" />`] : []),
    tag("property", "og:type", meta.type ?? "website"),
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

/** The booking page's address and title (as apps/web's paths.ts and BookNowPage name them). */
const BOOK_NOW_PATH = "/book-now";
const BOOK_NOW_TITLE = "Book Now";

/** The site-wide preview image (apps/web/public/images/hero), for a page without a picture of its own. */
const SITE_IMAGE_PATH = "/images/hero/og-image.jpg";

/** How one kind of page names itself: its address, texts, picture and structured data. */
interface PageKind<Page> {
  path(page: Page): string;
  title(page: Page): string;
  description(page: Page): string;
  /** The page's own picture, if it has one; else the site's. */
  image(page: Page): string | null;
  jsonLd(page: Page, url: string, origin: string): object;
  type?: "profile" | "website";
  /** The web app's module of the page, whose own stylesheets its head links (page-assets.ts). */
  module: string;
}

function pageHead<Page>(kind: PageKind<Page>, page: Page, origin: string) {
  const url = origin + kind.path(page);
  return headTags({
    title: kind.title(page),
    description: kind.description(page),
    url,
    image: new URL(kind.image(page) ?? SITE_IMAGE_PATH, origin).href,
    jsonLd: kind.jsonLd(page, url, origin),
    type: kind.type,
  });
}

const PRO_PAGE: PageKind<PublicProPage> = {
  path: (page) => proPagePath(page.slug),
  title: proPageTitle,
  description: proPageDescription,
  image: (page) => page.avatarUrl,
  jsonLd: proPageJsonLd,
  type: "profile",
  module: "src/pages/ProPage.tsx",
};

const SERVICE_PAGE: PageKind<PublicServicePage> = {
  path: (page) => servicePagePath(page.slug),
  title: servicePageTitle,
  description: servicePageDescription,
  image: (page) => page.imageUrl,
  jsonLd: servicePageJsonLd,
  module: "src/pages/ServicePage.tsx",
};

const CITY_PAGE: PageKind<PublicCityPage> = {
  path: (page) => cityPagePath(page.slug),
  title: cityPageTitle,
  description: cityPageDescription,
  image: (page) => page.imageUrl,
  jsonLd: cityPageJsonLd,
  module: "src/pages/CityPage.tsx",
};

/** The page's data, or null when the domain says it does not exist (NOT_FOUND). */
async function unlessNotFound<Page>(load: Promise<Page>): Promise<Page | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

/** The rendered page, streamed: the shell's head, then React's markup, then the rest. */
function sendPage(
  reply: FastifyReply,
  shell: ReturnType<typeof pageShell>,
  head: string,
  rendered: RenderedApp,
  frame?: FrameData,
) {
  const preloads = (rendered.preloadImages ?? []).map(
    (href) => `\n    <link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high" />`,
  );
  async function* document() {
    yield `${shell.head}  ${head}${preloads.join("")}\n  ${shell.body}`;
    yield* rendered.html;
    yield `</div>${rendered.state}${shell.tail.slice("</div>".length)}`;
  }
  // The page carries data of this moment (reviews, services): checked again on every visit; and
  // a signed-in visitor's page carries their name, for no cache but their browser's.
  const cacheControl = frame?.session.user ? "private, no-cache" : "no-cache";
  return reply.type("text/html; charset=utf-8").header("cache-control", cacheControl).send(Readable.from(document()));
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
  const manifest = readBuildManifest(distDir);
  const shell = pageShell(scriptsAfterFirstPaint(readFileSync(path.join(distDir, "index.html"), "utf8"), manifest));
  const origin = services.config.appUrl;
  const assets = (module: string) => pageAssetTags(manifest, module);

  const notFound = async (reply: FastifyReply) => {
    const head = headTags({
      title: "Page not found",
      description: "This page does not exist.",
      image: origin + SITE_IMAGE_PATH,
    });
    const tags = `${head}\n    ${assets("src/pages/NotFoundPage.tsx")}`;
    return sendPage(reply.code(404), shell, tags, await renderer.renderNotFound());
  };

  /** One kind of page: its data by slug, its head, its markup; the 404 page when there is no such page. */
  const page =
    <Page>(
      load: (slug: string) => Promise<Page>,
      kind: PageKind<Page>,
      render: (url: string, frame: FrameData, page: Page) => Promise<RenderedApp>,
    ) =>
    async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
      const found = await unlessNotFound(load(request.params.slug));
      if (found === null) return notFound(reply);
      const head = `${pageHead(kind, found, origin)}\n    ${assets(kind.module)}`;
      const frame = await frameData(await pageCaller(services, request, reply));
      return sendPage(reply, shell, head, await render(request.url, frame, found), frame);
    };

  // The most visited page: its first paint (the hero) comes with the HTML, not after the scripts.
  app.get("/", async (request, reply) => {
    const meta = headTags({ description: HOME_PAGE_DESCRIPTION, url: `${origin}/`, image: origin + SITE_IMAGE_PATH });
    // The page's lower sections are a chunk of their own (HomePage.tsx), with their own stylesheets.
    const head = `${meta}\n    ${assets("src/features/home/HomeLowerSections.tsx")}`;
    const caller = await pageCaller(services, request, reply);
    const [frame, home] = await Promise.all([frameData(caller), homeData(caller)]);
    return sendPage(reply, shell, head, await renderer.renderHomePage(request.url, frame, home), frame);
  });
  // The booking page (client-rendered before): its first screen comes with the HTML, so it paints
  // before the scripts have run; the browser renders the form from the visitor's draft.
  const bookNow = async (request: FastifyRequest, reply: FastifyReply) => {
    // One canonical address with or without a trailing slash, and without the link's answers (?service=).
    const pathname = request.url.split("?")[0]?.replace(/\/+$/, "") || BOOK_NOW_PATH;
    const head = headTags({
      title: BOOK_NOW_TITLE,
      description: SITE_DESCRIPTION,
      url: origin + pathname,
      image: origin + SITE_IMAGE_PATH,
    });
    const tags = `${head}\n    ${assets("src/pages/BookNowPage.tsx")}`;
    const frame = await frameData(await pageCaller(services, request, reply));
    return sendPage(reply, shell, tags, await renderer.renderBookNowPage(request.url, frame), frame);
  };
  app.get(BOOK_NOW_PATH, bookNow);
  app.get(`${BOOK_NOW_PATH}/:type`, bookNow);
  app.get<{ Params: { slug: string } }>(
    "/pros/:slug",
    page((slug) => publicProPage(services.db, slug), PRO_PAGE, renderer.renderProPage),
  );
  app.get<{ Params: { slug: string } }>(
    "/services/:slug",
    page((slug) => publicServicePage(services, slug), SERVICE_PAGE, renderer.renderServicePage),
  );
  // Every one-segment address comes here unless a file or a server route has it: the app's own
  // pages (/login) are left to the browser as before, the rest is a city's page or the 404 page.
  const cityPage = page((slug) => publicCityPage(services, slug), CITY_PAGE, renderer.renderCityPage);
  app.get<{ Params: { slug: string } }>("/:slug", async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    if (renderer.isOwnPage(pathname)) return reply.type("text/html").sendFile("index.html");
    if (SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return reply.callNotFound();
    return cityPage(request, reply);
  });
}
