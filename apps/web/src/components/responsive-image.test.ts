// ResponsiveImage as the server renders it (what a browser without JavaScript, or before
// hydration, receives): sources per format with srcset/sizes, the size set, lazy or not.
import { MantineProvider } from "@mantine/core";
import { plainImage, type ResponsiveImageData } from "@primp/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "../theme";
import { ResponsiveImage, type ResponsiveImageProps } from "./ResponsiveImage";

const render = (props: ResponsiveImageProps) =>
  renderToStaticMarkup(createElement(MantineProvider, { theme }, createElement(ResponsiveImage, props)));

const made: ResponsiveImageData = {
  url: "/files/highlights/p/1-abc-look.jpg",
  variantsUrl: "/files/variants/highlights/p/1-abc-look.jpg",
  width: 900,
  height: 1200,
  placeholder: "data:image/webp;base64,UklGRg==",
  widths: [320, 640, 900],
};

describe("ResponsiveImage", () => {
  it("offers AVIF, then WebP, then the JPEG <img>, each in every width, with its size and sizes", () => {
    const html = render({ image: made, alt: "Silk press by Jasmine", sizes: "(min-width: 48em) 33vw, 100vw" });
    const avif = html.indexOf('type="image/avif"');
    const webp = html.indexOf('type="image/webp"');
    expect(avif).toBeGreaterThan(-1);
    expect(webp).toBeGreaterThan(avif);
    expect(html.indexOf("<img")).toBeGreaterThan(webp);
    expect(html).toContain(
      'srcSet="/files/variants/highlights/p/1-abc-look.jpg/320.avif 320w, /files/variants/highlights/p/1-abc-look.jpg/640.avif 640w, /files/variants/highlights/p/1-abc-look.jpg/900.avif 900w"',
    );
    expect(html).toContain('src="/files/variants/highlights/p/1-abc-look.jpg/900.jpg"');
    expect(html).toContain('sizes="(min-width: 48em) 33vw, 100vw"');
    expect(html).toContain('width="900"');
    expect(html).toContain('height="1200"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="Silk press by Jasmine"');
    expect(html).toContain("background-image:url(&quot;data:image/webp;base64,UklGRg==&quot;)");
  });

  it("loads at once, early, above the fold, and keeps the focal point in view", () => {
    const html = render({ image: made, alt: "", sizes: "100vw", priority: true, focalPoint: { x: 30, y: 70 } });
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain("object-position:30% 70%");
  });

  it("shows the original as it is while no variant is made, at the box's fallback proportions", () => {
    const html = render({
      image: plainImage("/images/sample.jpg"),
      alt: "A sample",
      sizes: "100vw",
      fallbackSize: { width: 480, height: 336 },
    });
    expect(html).not.toContain("<source");
    expect(html).not.toContain("srcSet");
    expect(html).toContain('src="/images/sample.jpg"');
    expect(html).toContain('width="480"');
    expect(html).toContain('height="336"');
  });
});
