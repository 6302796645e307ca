import { Button, Group } from "@mantine/core";
import type { CarouselMotion } from "./useCarouselMotion";

/** Lets anyone stop a carousel that moves by itself (WCAG 2.2.2), and start it again. */
export function CarouselPauseButton({ motion, what }: { motion: CarouselMotion; what: string }) {
  if (!motion.canAutoplay) return null;
  return (
    <Group justify="center" mt={-8}>
      <Button
        variant="subtle"
        size="compact-sm"
        color="plum"
        // Subtle buttons take the colour's light shade (4.0:1 on the testimonials' blush);
        // shade 8 keeps the text above 4.5:1 on every section background.
        c="plum.8"
        onClick={motion.togglePaused}
        aria-label={motion.autoplaying ? `Pause the ${what}` : `Play the ${what}`}
        leftSection={<span aria-hidden="true">{motion.autoplaying ? "❚❚" : "▶"}</span>}
      >
        {motion.autoplaying ? "Pause" : "Play"}
      </Button>
    </Group>
  );
}
