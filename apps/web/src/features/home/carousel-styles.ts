// Carousel looks shared by the home page's carousels: plum indicators on light sections
// (Mantine's default white bars would vanish there) and roomy round controls.
import type { CarouselProps } from "@mantine/carousel";

export const carouselStyles: CarouselProps["styles"] = {
  indicator: {
    width: 10,
    height: 10,
    borderRadius: 999,
    backgroundColor: "var(--mantine-color-plum-7)",
    transition: "width 200ms ease, opacity 200ms ease",
  },
  indicators: { bottom: 0 },
  control: {
    backgroundColor: "white",
    color: "var(--mantine-color-plum-8)",
    border: "1px solid var(--mantine-color-plum-2)",
    opacity: 1,
  },
};
