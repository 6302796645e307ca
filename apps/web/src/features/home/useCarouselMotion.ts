// Auto-play for the home page's carousels (spec: every 5 s, 750 ms slide transition).
// Auto-play stops while the pointer is over a carousel or focus is inside it, and never
// starts for visitors who ask their system for reduced motion.
import { useReducedMotion } from "@mantine/hooks";
import { CAROUSEL } from "@primp/core";
import type { EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { useMemo } from "react";

/**
 * Embla's `duration` is not in milliseconds: it is the easing's strength per 60 fps frame.
 * 22 brings a slide to rest (within half a pixel) in about 750 ms, found by stepping
 * embla's own scroll-body formula (velocity += distance / duration; velocity *= 0.68).
 * Recalibrate it if CAROUSEL.transitionMs changes.
 */
const EMBLA_DURATION_FOR_750_MS = 22;

export function useCarouselMotion(align: "start" | "center" = "center"): {
  emblaOptions: EmblaOptionsType;
  plugins: EmblaPluginType[];
} {
  const reducedMotion = useReducedMotion();
  // One plugin instance per carousel: embla re-initialises when the plugins array changes.
  const plugins = useMemo(
    () =>
      reducedMotion
        ? []
        : [
            Autoplay({
              delay: CAROUSEL.intervalMs,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
              // Resume after the pointer leaves or a swipe ends, rather than stopping for good.
              stopOnInteraction: false,
            }),
          ],
    [reducedMotion],
  );
  const emblaOptions = useMemo<EmblaOptionsType>(
    () => ({ loop: true, align, duration: reducedMotion ? 0 : EMBLA_DURATION_FOR_750_MS }),
    [reducedMotion, align],
  );
  return { emblaOptions, plugins };
}
