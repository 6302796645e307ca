// Looks shared by the home page's carousels: plum indicators on light sections (Mantine's
// default white bars would vanish there), and round controls that sit in the carousel's
// side padding on wide screens, so they never cover a quote or a photo. Phones swipe.
import type { CarouselProps } from "@mantine/carousel";
import { em, getBreakpointValue, useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";

const CONTROL_SIZE = 40;

const carouselStyles: CarouselProps["styles"] = {
  indicator: {
    width: 10,
    height: 10,
    borderRadius: 999,
    backgroundColor: "var(--mantine-color-plum-7)",
  },
  indicators: { bottom: 0 },
  control: {
    backgroundColor: "white",
    color: "var(--mantine-color-plum-8)",
    border: "1px solid var(--mantine-color-plum-2)",
    opacity: 1,
  },
};

/** Props for a home carousel: controls (and room for them) from the `sm` breakpoint up. */
export function useCarouselChrome(): Pick<
  CarouselProps,
  "styles" | "withControls" | "withIndicators" | "controlSize" | "controlsOffset" | "px"
> {
  const theme = useMantineTheme();
  const withControls = useMediaQuery(`(min-width: ${em(getBreakpointValue("sm", theme.breakpoints))})`, false, {
    getInitialValueInEffect: false,
  });
  return {
    styles: carouselStyles,
    withControls,
    withIndicators: true,
    controlSize: CONTROL_SIZE,
    controlsOffset: 0,
    px: withControls ? CONTROL_SIZE + 16 : 0,
  };
}
