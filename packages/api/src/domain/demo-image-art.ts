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

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The "SAMPLE" tag in the top-left corner, scaled to the picture. */
function sampleTag(width: number): string {
  const size = Math.round(width * 0.035);
  const padding = Math.round(size * 0.6);
  const tagWidth = Math.round(size * 5.2);
  return `<g>
    <rect x="${padding}" y="${padding}" width="${tagWidth}" height="${Math.round(size * 1.8)}" rx="${Math.round(size * 0.9)}" fill="#ffffff" fill-opacity="0.92"/>
    <text x="${padding + tagWidth / 2}" y="${padding + size * 1.25}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" letter-spacing="${size * 0.15}" fill="${BRAND_COLOURS.deep}">SAMPLE</text>
  </g>`;
}

/** Soft circles and a flowing band: drawn decoration, plainly not a photograph. */
function shapes({ kind, width, height, tone }: SampleArt, deep: string): string {
  const r = Math.min(width, height);
  if (kind === "portrait") {
    // A head-and-shoulders silhouette, the usual stand-in for a profile photo.
    return `<circle cx="${width / 2}" cy="${height * 0.4}" r="${r * 0.2}" fill="${deep}" fill-opacity="0.35"/>
      <ellipse cx="${width / 2}" cy="${height * 0.98}" rx="${r * 0.36}" ry="${r * 0.3}" fill="${deep}" fill-opacity="0.35"/>`;
  }
  const shift = (tone % 3) * 0.12;
  return `<circle cx="${width * (0.78 - shift)}" cy="${height * 0.28}" r="${r * 0.32}" fill="#ffffff" fill-opacity="0.22"/>
    <circle cx="${width * (0.2 + shift)}" cy="${height * 0.62}" r="${r * 0.22}" fill="${deep}" fill-opacity="0.25"/>
    <path d="M0 ${height * 0.72} C ${width * 0.3} ${height * 0.58}, ${width * 0.6} ${height * 0.9}, ${width} ${height * 0.7} L ${width} ${height} L 0 ${height} Z" fill="${deep}" fill-opacity="0.55"/>`;
}

/** The SVG of one sample picture. */
export function sampleArtSvg(art: SampleArt): string {
  const { width, height, title, caption, tone } = art;
  const [light, deep] = PALETTES[tone % PALETTES.length] ?? PALETTES[0];
  const titleSize = Math.round(Math.min(width * (art.kind === "portrait" ? 0.085 : 0.075), height * 0.11));
  const captionSize = Math.round(titleSize * 0.45);
  const baseline = art.kind === "portrait" ? height * 0.8 : height * 0.84;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${shapes(art, deep)}
  ${sampleTag(width)}
  <text x="${width / 2}" y="${baseline}" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="${titleSize}" fill="#ffffff">${escapeXml(`Sample: ${title}`)}</text>
  <text x="${width / 2}" y="${baseline + captionSize * 1.9}" text-anchor="middle" font-family="${FONT}" font-size="${captionSize}" fill="#ffffff" fill-opacity="0.95">${escapeXml(caption)}</text>
</svg>`;
}

/** The picture as a JPEG, as a phone's upload would be (the variants job re-encodes it anyway, so no mozjpeg here). */
export function renderSampleArt(art: SampleArt): Promise<Buffer> {
  return sharp(Buffer.from(sampleArtSvg(art))).jpeg({ quality: 90 }).toBuffer();
}
