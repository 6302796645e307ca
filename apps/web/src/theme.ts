// The brand in one place: palette, type and component defaults. Fonts are system stacks
// only, so the site loads nothing from another origin.
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";

/** Deep plum, the brand's primary colour (shade 7 is the one buttons and links use). */
const plum: MantineColorsTuple = [
  "#fcf2f8",
  "#f4e1ec",
  "#e8c1d7",
  "#db9ec0",
  "#cd7eab",
  "#c0679c",
  "#a8508a",
  "#8e3d75",
  "#7a2f63",
  "#5a2049",
];

/** Soft rose, the accent for highlights and badges. */
const rose: MantineColorsTuple = [
  "#fff1f4",
  "#fde1e8",
  "#f8c1cf",
  "#f29db2",
  "#ec7e99",
  "#e86a89",
  "#e55f80",
  "#cc4f6e",
  "#b64561",
  "#a03853",
];

const bodyFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
const displayFont = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "DejaVu Serif", serif';

export const theme = createTheme({
  primaryColor: "plum",
  primaryShade: { light: 7, dark: 5 },
  colors: { plum, rose },
  black: "#2b1a27",
  fontFamily: bodyFont,
  headings: { fontFamily: displayFont, fontWeight: "600", textWrap: "balance" },
  defaultRadius: "md",
  cursorType: "pointer",
  autoContrast: true,
  other: { displayFont },
  components: {
    Button: { defaultProps: { radius: "xl" } },
    Container: { defaultProps: { size: "lg" } },
    Paper: { defaultProps: { radius: "lg" } },
    TextInput: { defaultProps: { size: "md" } },
    PasswordInput: { defaultProps: { size: "md" } },
  },
});

/** Page background behind cards: a faint blush, so white cards stand out without borders. */
export const PAGE_BACKGROUND = "var(--mantine-color-plum-0)";

/**
 * Mantine's dimmed text (gray 6) is 3.3:1 on white, under WCAG AA's 4.5:1 for body text;
 * gray 7 keeps the quieter look at 7:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: {},
});
