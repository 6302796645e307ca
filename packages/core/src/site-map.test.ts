import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./site-map";

describe("robotsTxt", () => {
  it("allows the site, keeps out the API and private pages, and names the sitemap", () => {
    const text = robotsTxt("https://primp.example");
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain("Disallow: /trpc\n");
    expect(text).toContain("Disallow: /dashboard\n");
    expect(text).not.toContain("Disallow: /pros");
    expect(text.trimEnd().split("\n").at(-1)).toBe("Sitemap: https://primp.example/sitemap.xml");
  });
});

describe("sitemapXml", () => {
  it("lists absolute, escaped addresses with the day each last changed", () => {
    const xml = sitemapXml("https://primp.example", [
      { path: "/" },
      { path: "/pros/a&b", lastModified: new Date("2026-11-20T23:30:00Z") },
    ]);
    expect(xml).toContain("<url><loc>https://primp.example/</loc></url>");
    expect(xml).toContain("<url><loc>https://primp.example/pros/a&amp;b</loc><lastmod>2026-11-20</lastmod></url>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });
});
