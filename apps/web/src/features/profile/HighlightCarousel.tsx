// Visitors' view of a pro's three highlights: slides every 5 s with a 750 ms transition,
// loops forever, and pauses while the pointer is over it (the spec's carousel).
import { Box, Group, Image, UnstyledButton } from "@mantine/core";
import { useEffect, useState } from "react";

export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_TRANSITION_MS = 750;

export function HighlightCarousel({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  return (
    <Box
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      aria-roledescription="carousel"
      aria-label={`${name}'s highlights`}
    >
      <Box style={{ overflow: "hidden", borderRadius: "var(--mantine-radius-lg)" }}>
        <Box
          style={{
            display: "flex",
            transform: `translateX(-${index * 100}%)`,
            transition: `transform ${CAROUSEL_TRANSITION_MS}ms ease`,
          }}
        >
          {images.map((url, i) => (
            <Box
              key={url}
              style={{ flex: "0 0 100%" }}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
            >
              <Image src={url} alt={`${name}'s work, highlight ${i + 1}`} h={{ base: 280, sm: 420 }} fit="cover" />
            </Box>
          ))}
        </Box>
      </Box>
      {count > 1 && (
        <Group justify="center" gap={8} mt="sm">
          {images.map((url, i) => (
            <UnstyledButton
              key={url}
              onClick={() => setIndex(i)}
              aria-label={`Show highlight ${i + 1}`}
              aria-current={i === index}
              w={10}
              h={10}
              style={{
                borderRadius: 10,
                background: i === index ? "var(--mantine-color-plum-7)" : "var(--mantine-color-plum-2)",
              }}
            />
          ))}
        </Group>
      )}
    </Box>
  );
}
