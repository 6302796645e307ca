// sitemap.xml (the public pages, every service and city page, every public pro page and blog
// post) and robots.txt, written from packages/core site-map.ts with the configured public
// origin (APP_URL).
import { blogSlugs, publicProSlugs, type Services, storefrontSlugs } from "@primp/api";
import {
  blogPostPath,
  cityPagePath,
  proPagePath,
  robotsTxt,
  SITEMAP_PAGES,
  servicePagePath,
  sitemapXml,
} from "@primp/core";
import type { FastifyInstance } from "fastify";

export function registerSiteMap(app: FastifyInstance, services: Services) {
  const origin = services.config.appUrl;
  app.get("/robots.txt", (_request, reply) => reply.type("text/plain; charset=utf-8").send(robotsTxt(origin)));
  app.get("/sitemap.xml", async (_request, reply) => {
    const [storefront, pros, posts] = await Promise.all([
      storefrontSlugs(services),
      publicProSlugs(services.db),
      blogSlugs(services.db),
    ]);
    const pages = [
      ...SITEMAP_PAGES.map((path) => ({ path })),
      ...storefront.services.map((slug) => ({ path: servicePagePath(slug) })),
      ...storefront.cities.map((slug) => ({ path: cityPagePath(slug) })),
      ...pros.map(({ slug, updatedAt }) => ({ path: proPagePath(slug), lastModified: updatedAt })),
      ...posts.map(({ slug, createdAt }) => ({ path: blogPostPath(slug), lastModified: createdAt })),
    ];
    return reply.type("application/xml; charset=utf-8").send(sitemapXml(origin, pages));
  });
}
