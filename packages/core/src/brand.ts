// The brand's colours where both the web app's theme and the e-mails read them, so an e-mail
// looks like the site that sent it.

export const BRAND_COLOURS = {
  /** Deep plum, shade 7 of the theme's primary colour: buttons, links, the wordmark. */
  primary: "#8e3d75",
  /** Shade 8 of the plum: the installed app's theme colour (manifest, index.html's theme-color). */
  deep: "#7a2f63",
  /** The theme's text colour. */
  ink: "#2b1a27",
  /** Shade 0 of the plum: quiet backgrounds. */
  blush: "#fcf2f8",
  /** Shade 1 of the plum: borders and rules. */
  line: "#f4e1ec",
  /** Secondary text. */
  muted: "#6b5a70",
} as const;
