// Auto-play for the home page's carousels (spec: every 5 s, 750 ms slide transition).
// Auto-play stops while the pointer is over a carousel or focus is inside it, and never
// starts for visitors who ask their system for reduced motion.
import { useReducedMotion } from "@mantine/hooks";
import { CAROUSEL } from "@primp/core";
import type { EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { useMemo, useState } from "react";

/**
 * Embla's `duration` is not in milliseconds: it is the easing's strength per 60 fps frame.
 * 22 brings a slide within a pixel of its place in about 700 ms and within half a pixel in
 * about 770 ms, found by stepping embla's own scroll-body formula (velocity += distance /
 * duration; velocity *= 0.68) and checked by tests/e2e/public.test.ts, which runs the page on
 * a fake clock frame by frame.
 * Recalibrate it if CAROUSEL.transitionMs changes.
 */
const EMBLA_DURATION_FOR_750_MS = 22;

export interface CarouselMotion {
  emblaOptions: EmblaOptionsType;
  plugins: EmblaPluginType[];
  /** False when the visitor paused it or prefers reduced motion. */
  autoplaying: boolean;
  /** Whether there is auto-play to pause at all (not with reduced motion). */
  canAutoplay: boolean;
  togglePaused: () => void;
}

export function useCarouselMotion(align: "start" | "center" = "center"): CarouselMotion {
  const reducedMotion = useReducedMotion();
  // A pause the visitor chose; leaving the carousel with the pointer must not undo it, so
  // the plugin is removed rather than stopped (it restarts itself on mouseleave).
  const [paused, setPaused] = useState(false);
  const autoplaying = !reducedMotion && !paused;
  // One plugin instance per carousel: embla re-initialises when the plugins array changes.
  const plugins = useMemo(
    () =>
      autoplaying
        ? [
            Autoplay({
              delay: CAROUSEL.intervalMs,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
              // Resume after the pointer leaves or a swipe ends, rather than stopping for good.
              stopOnInteraction: false,
            }),
          ]
        : [],
    [autoplaying],
  );
  const emblaOptions = useMemo<EmblaOptionsType>(
    () => ({ loop: true, align, duration: reducedMotion ? 0 : EMBLA_DURATION_FOR_750_MS }),
    [reducedMotion, align],
  );
  return {
    emblaOptions,
    plugins,
    autoplaying,
    canAutoplay: !reducedMotion,
    togglePaused: () => setPaused((current) => !current),
  };
}
