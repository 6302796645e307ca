// The brand in one place: palette, type and component defaults. Type: Inter for text and
// Fraunces for display, self-hosted (main.tsx imports them; index.html preloads their Latin
// files), each with system fallbacks shown while it loads (font-display: swap).
import {
  type AvatarProps,
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineTheme,
  type ModalProps,
} from "@mantine/core";
import { BRAND_COLOURS } from "@primp/core";
import classes from "./theme.module.css";

/** Deep plum, the brand's primary colour (shade 7 is the one buttons and links use). */
const plum: MantineColorsTuple = [
  BRAND_COLOURS.blush,
  BRAND_COLOURS.line,
  "#e8c1d7",
  "#db9ec0",
  "#cd7eab",
  "#c0679c",
  "#a8508a",
  BRAND_COLOURS.primary,
  BRAND_COLOURS.deep,
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
  '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
const displayFont =
  '"Fraunces Variable", "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "DejaVu Serif", serif';

export const theme = createTheme({
  primaryColor: "plum",
  primaryShade: { light: 7, dark: 5 },
  colors: { plum, rose },
  black: BRAND_COLOURS.ink,
  fontFamily: bodyFont,
  headings: { fontFamily: displayFont, fontWeight: "600", textWrap: "balance" },
  defaultRadius: "md",
  cursorType: "pointer",
  autoContrast: true,
  other: { displayFont },
  // Plain objects typed by each component's props rather than `Avatar.extend(...)`, which only
  // types its argument: referring to Avatar or Modal here would put their code (and Modal's
  // focus trap, scroll lock and transitions) in every page's first download.
  components: {
    // Initials avatars take the brand's colours, not Mantine's whole rainbow.
    Avatar: { defaultProps: { allowedInitialsColors: ["plum", "rose"] } satisfies Partial<AvatarProps> },
    // Light badges sit on their colour's palest tint (shade 0, not 1), which keeps their
    // darkest-shade text above WCAG AA's 4.5:1 for every colour the site uses (teal: 4.7:1).
    // Every badge writes its words as given, in one weight and shape (no capitals of Mantine's).
    Badge: {
      defaultProps: { radius: "sm", tt: "none", fw: 600 } satisfies Partial<BadgeProps>,
      vars: (theme: MantineTheme, props: BadgeProps) =>
        props.variant === "light"
          ? { root: { "--badge-bg": `var(--mantine-color-${(props.color ?? theme.primaryColor).split(".")[0]}-0)` } }
          : { root: {} },
    },
    Input: { classNames: { input: classes.input } },
    // Mantine's close button is an unnamed icon: every dialog's says what it does.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } satisfies Partial<ModalProps> },
    // A dialog's title bar is a div: Mantine's <header> would be a second banner landmark.
    ModalHeader: { defaultProps: { component: "div" } },
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
 * Mantine's dimmed text (gray 6) is 3.3:1 on white and its error text (red 6) 3.3:1, under
 * WCAG AA's 4.5:1 for body text; gray 7 (7:1) and red 9 (5.5:1, 5:1 on the blush) keep
 * their look and pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});
