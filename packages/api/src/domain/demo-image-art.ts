// The demo's sample pictures, drawn with sharp from shapes, the brand's colours and text: no
// photograph, nothing fetched. Each one says on its face that it is sample work and what it
// stands for ("Sample: Silk Press"), so nobody takes it for a real pro's result.
import { BRAND_COLOURS } from "@primp/core";
import sharp from "sharp";

/** What one sample picture shows and where it goes. */
export interface SampleArt {
  kind: "portrait" | "look" | "wide";
  width: number;
  height: number;
  /** The large line: what the picture stands for ("Silk Press", "Jasmine Carter"). */
  title: string;
  /** The small line under it ("Demo look by Jasmine C."). */
  caption: string;
  /** Picks the palette, so neighbouring pictures differ. */
  tone: number;
  /** Where across the text block is centred, and where down the title sits (0 to 1; default the middle). */
  anchorX?: number;
  anchorY?: number;
  /** The title's size as a share of the height (default 0.09), where the picture is shown large. */
  textSize?: number;
}

/** Pairs of (light, deep) colours from the brand's plum and rose. */
const PALETTES = [
  [BRAND_COLOURS.line, BRAND_COLOURS.primary],
  ["#fde1e8", "#cc4f6e"],
  ["#e8c1d7", BRAND_COLOURS.deep],
  ["#f8c1cf", "#5a2049"],
] as const satisfies readonly (readonly [string, string])[];

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const SERIF = "DejaVu Serif, Liberation Serif, Georgia, serif";

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The "SAMPLE" tag, centred on `x` with its top at `top`, scaled to `size`. */
function sampleTag(x: number, top: number, size: number): string {
  const tagWidth = Math.round(size * 5.4);
  return `<g>
    <rect x="${x - tagWidth / 2}" y="${top}" width="${tagWidth}" height="${Math.round(size * 1.8)}" rx="${Math.round(size * 0.9)}" fill="#ffffff" fill-opacity="0.92"/>
    <text x="${x}" y="${top + size * 1.27}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" letter-spacing="${size * 0.15}" fill="${BRAND_COLOURS.deep}">SAMPLE</text>
  </g>`;
}

/** Soft circles and a flowing band: drawn decoration, plainly not a photograph. */
function shapes({ kind, width, height, tone }: SampleArt, deep: string): string {
  const r = Math.min(width, height);
  if (kind === "portrait") {
    // A head-and-shoulders silhouette, the usual stand-in for a profile photo.
    return `<circle cx="${width / 2}" cy="${height * 0.36}" r="${r * 0.13}" fill="${deep}" fill-opacity="0.35"/>
      <ellipse cx="${width / 2}" cy="${height * 0.98}" rx="${r * 0.36}" ry="${r * 0.3}" fill="${deep}" fill-opacity="0.35"/>`;
  }
  const shift = (tone % 3) * 0.12;
  return `<circle cx="${width * (0.78 - shift)}" cy="${height * 0.28}" r="${r * 0.32}" fill="#ffffff" fill-opacity="0.22"/>
    <circle cx="${width * (0.2 + shift)}" cy="${height * 0.62}" r="${r * 0.22}" fill="${deep}" fill-opacity="0.25"/>
    <path d="M0 ${height * 0.72} C ${width * 0.3} ${height * 0.58}, ${width * 0.6} ${height * 0.9}, ${width} ${height * 0.7} L ${width} ${height} L 0 ${height} Z" fill="${deep}" fill-opacity="0.55"/>`;
}

/**
 * The SVG of one sample picture. The tag, title and caption sit as one block around the middle
 * (at `anchorX` across), which every crop the pages make keeps in view: a look's 4:5 in a
 * landscape card, a profile photo in a circle, the hero in a wide strip.
 */
export function sampleArtSvg(art: SampleArt): string {
  const { width, height, title, caption, tone } = art;
  const [light, deep] = PALETTES[tone % PALETTES.length] ?? PALETTES[0];
  const x = width * (art.anchorX ?? 0.5);
  const titleSize = Math.round(
    Math.min(width * (art.kind === "portrait" ? 0.07 : 0.065), height * (art.textSize ?? 0.09)),
  );
  const captionSize = Math.round(titleSize * 0.5);
  const tagSize = Math.round(titleSize * 0.45);
  const baseline = height * (art.anchorY ?? (art.kind === "portrait" ? 0.66 : 0.56));
  const tagTop = art.kind === "portrait" ? height * 0.12 : baseline - titleSize * 2.2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${shapes(art, deep)}
  ${sampleTag(x, tagTop, tagSize)}
  <text x="${x}" y="${baseline}" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="${titleSize}" fill="#ffffff" stroke="${deep}" stroke-width="${titleSize * 0.04}" stroke-opacity="0.5">${escapeXml(`Sample: ${title}`)}</text>
  <text x="${x}" y="${baseline + captionSize * 2}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${captionSize}" fill="#ffffff">${escapeXml(caption)}</text>
</svg>`;
}

/** The picture as a JPEG, as a phone's upload would be (the variants job re-encodes it anyway, so no mozjpeg here). */
export function renderSampleArt(art: SampleArt): Promise<Buffer> {
  return sharp(Buffer.from(sampleArtSvg(art)))
    .jpeg({ quality: 90 })
    .toBuffer();
}
