// The server renderer's entry (built by `vite build` into dist-ssr/, apps/web/vite.config.ts):
// the same app as main.tsx, on a static router at the requested address, its cache filled with
// the page's data, streamed by React's server renderer once everything (lazy pages included)
// is ready, so crawlers and browsers without JavaScript get the whole page and no inline
// script is needed (the Content-Security-Policy allows none).

import { PassThrough, type Readable } from "node:stream";
import type { QueryKey } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { matchRoutes, StaticRouter } from "react-router";
import { AppProviders, createQueryClient } from "./AppProviders";
import { HERO_IMAGE_QUERY_KEY, pickHeroImage } from "./features/home/hero-images";
import { paths } from "./navigation/paths";
import { AppRoutes, routes } from "./routes/router";
import { serverStateScript } from "./server-state";
import { type RouterOutputs, trpc } from "./trpc";

export interface RenderedApp {
  /** The markup of #root, streamed. */
  html: Readable;
  /** The <script> with the data the browser hydrates from; none for a page it renders afresh. */
  state: string;
  /**
   * Images the first screen shows from a stylesheet (the hero's art, a CSS background), which the
   * browser would find only once the CSS is in: the page's head preloads them.
   */
  preloadImages?: string[];
}

/** `url` (path and query) rendered inside #root; `fill` puts the page's data in the cache. */
async function renderApp(url: string, fill: (queryClient: ReturnType<typeof createQueryClient>) => void) {
  const queryClient = createQueryClient();
  fill(queryClient);
  const html = await new Promise<Readable>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
      {
        // Whole pages inline: React would otherwise move a large part behind a hidden <div>
        // with a script to swap it in, which neither the CSP nor a browser without JavaScript runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => resolve(stream.pipe(new PassThrough())),
        onShellError: reject,
      },
    );
  });
  return { html, queryClient };
}

/**
 * What the frame of every page reads (the header's session, the site's facts, the footer's
 * services), answered by the server with the page (apps/server routes/pro-pages.ts): a query the
 * browser sent while hydrating re-rendered the whole page, in one long task, when it answered.
 */
export interface FrameData {
  site: RouterOutputs["content"]["site"];
  session: RouterOutputs["auth"]["session"];
  homeServices: RouterOutputs["storefront"]["homeServices"];
}

/** A page whose queries' data (and its frame's) is put in the cache, so the browser hydrates from it. */
async function renderWithData(url: string, frame: FrameData, ...queries: [QueryKey, unknown][]): Promise<RenderedApp> {
  const { html, queryClient } = await renderApp(url, (queryClient) => {
    queryClient.setQueryData(getQueryKey(trpc.content.site, undefined, "query"), frame.site);
    queryClient.setQueryData(getQueryKey(trpc.auth.session, undefined, "query"), frame.session);
    queryClient.setQueryData(getQueryKey(trpc.storefront.homeServices, undefined, "query"), frame.homeServices);
    for (const [queryKey, data] of queries) queryClient.setQueryData(queryKey, data);
  });
  return { html, state: serverStateScript(queryClient) };
}

/**
 * The home page's own queries: its placed photos, testimonials, the blog. The quick bar's
 * catalogue is the browser's to ask (apps/server routes/pro-pages.ts says why).
 */
export interface HomeData {
  images: RouterOutputs["storefront"]["homeImages"];
  testimonials: RouterOutputs["content"]["testimonials"];
  blogPosts: RouterOutputs["content"]["blogPosts"];
}

/**
 * The home page, with the queries of its sections (its service cards are the frame's footer
 * services), so the browser asks only for the quick bar's catalogue.
 */
export async function renderHomePage(url: string, frame: FrameData, home: HomeData): Promise<RenderedApp> {
  const { images } = home;
  // The visit's hero art, chosen here so the head can preload it (it is the largest thing on a
  // phone's first screen); a photo an administrator placed is an <img> in the markup instead.
  const heroImage = pickHeroImage();
  const rendered = await renderWithData(
    url,
    frame,
    [getQueryKey(trpc.storefront.homeImages, undefined, "query"), images],
    [getQueryKey(trpc.content.testimonials, undefined, "query"), home.testimonials],
    [getQueryKey(trpc.content.blogPosts, undefined, "query"), home.blogPosts],
    [[...HERO_IMAGE_QUERY_KEY], heroImage],
  );
  return { ...rendered, preloadImages: images.hero ? [] : [heroImage.src] };
}

/** A pro's public page, hydrated by the browser from the same data. */
export const renderProPage = (url: string, frame: FrameData, page: RouterOutputs["pro"]["publicPage"]) =>
  renderWithData(url, frame, [getQueryKey(trpc.pro.publicPage, { slug: page.slug }, "query"), page]);

/** A service's public page (/services/<slug>). */
export const renderServicePage = (url: string, frame: FrameData, page: RouterOutputs["storefront"]["servicePage"]) =>
  renderWithData(url, frame, [getQueryKey(trpc.storefront.servicePage, { slug: page.slug }, "query"), page]);

/**
 * The booking page's first screen (its title, its words, the form's place while it loads): the
 * form itself, which starts from the visitor's own draft and answers, is rendered by the browser.
 */
export const renderBookNowPage = (url: string, frame: FrameData) => renderWithData(url, frame);

/** A served city's public page (/<city>). */
export const renderCityPage = (url: string, frame: FrameData, page: RouterOutputs["storefront"]["cityPage"]) =>
  renderWithData(url, frame, [getQueryKey(trpc.storefront.cityPage, { slug: page.slug }, "query"), page]);

/**
 * Whether one path segment is the address of one of the app's own pages (/login, /book-now),
 * rather than a city's or nothing's: the server asks before looking a city up.
 */
export function isOwnPage(pathname: string): boolean {
  const deepest = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!deepest) return false;
  return deepest.index === true || (deepest.path !== "*" && deepest.path !== paths.cityPage);
}

/** An address only the route table's catch-all takes (one segment would be a city's). */
const NOT_FOUND_PATH = "/-/not-found";

/**
 * The 404 page. The browser renders the address afresh (it finds no state), so the markup is
 * what a visitor without JavaScript, or a crawler, sees.
 */
export async function renderNotFound(): Promise<RenderedApp> {
  const { html } = await renderApp(NOT_FOUND_PATH, () => {});
  return { html, state: "" };
}
