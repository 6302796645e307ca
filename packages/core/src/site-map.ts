// What search engines are invited to read (sitemap.xml) and kept out of (robots.txt), served by
// apps/server routes/site-map.ts. The web app's route table (apps/web routes/router.tsx) is the
// source of these addresses: its public group and its signed-in group.

/** Public pages with content of their own; pro pages and blog posts are added one by one. */
export const SITEMAP_PAGES = [
  "/",
  "/blog",
  "/professionals",
  "/book-now",
  "/advisor",
  "/contact-us",
  "/about-us/",
  "/privacy-policy/",
  "/term-of-use/",
  "/term-of-sale/",
] as const;

/** Pages for one person (signed in, or holding a link) and the server's own paths. */
export const ROBOTS_DISALLOWED = [
  "/trpc",
  "/files",
  "/uploads",
  "/webhooks",
  "/dev",
  "/dashboard",
  "/booking-confirmation",
  "/booking-details",
  "/upload",
  "/profile",
  "/pro-applicant",
  "/operations",
  "/site-images",
  "/availability",
  "/rate",
  "/card",
  "/login",
  "/signup",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** A sitemaps.org <urlset>; `lastModified` as a day, when known. */
export function sitemapXml(origin: string, pages: readonly { path: string; lastModified?: Date }[]): string {
  const urls = pages.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
