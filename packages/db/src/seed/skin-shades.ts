// Skin complexion swatches for makeup bookings, lightest to deepest. A booking stores the
// hex code; the foundation shade tells the artist which base to bring.
export interface SeedSkinShade {
  /** "#RRGGBB", unique: it identifies the shade in bookings. */
  hexCode: string;
  foundationShade: string;
}

export const SEED_SKIN_SHADES: readonly SeedSkinShade[] = [
  { hexCode: "#F6DDCC", foundationShade: "110 Fair Cool" },
  { hexCode: "#F1D0B8", foundationShade: "150 Light Neutral" },
  { hexCode: "#EBC3A4", foundationShade: "185 Light Warm" },
  { hexCode: "#E2B393", foundationShade: "220 Light Medium Neutral" },
  { hexCode: "#D8A27F", foundationShade: "240 Medium Warm" },
  { hexCode: "#C99069", foundationShade: "290 Medium Neutral" },
  { hexCode: "#B97D57", foundationShade: "330 Medium Tan Warm" },
  { hexCode: "#A56B46", foundationShade: "360 Tan Golden" },
  { hexCode: "#8E5A3A", foundationShade: "385 Deep Warm" },
  { hexCode: "#774A30", foundationShade: "420 Deep Neutral" },
  { hexCode: "#5F3A26", foundationShade: "445 Deep Red" },
  { hexCode: "#4A2C1E", foundationShade: "470 Very Deep Cool" },
];
