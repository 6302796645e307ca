import { Box, Container, Stack, Text, Title } from "@mantine/core";
import { HERO_HEADLINE, SERVICE_TYPE_LABELS, SERVICE_TYPES } from "@primp/core";
import { useState } from "react";
import { HeroBookingSlot } from "./HeroBookingSlot";
import { pickHeroImage } from "./hero-images";

/** "Beauty. On Your Time." reads best broken after its first sentence, never mid-phrase. */
function HeadlineLines({ text }: { text: string }) {
  const [first, ...rest] = text.split(/(?<=\.)\s+/);
  return (
    <>
      <Box component="span" display="block">
        {first}
      </Box>
      {rest.length > 0 && (
        <Box component="span" display="block" c="rose.2">
          {rest.join(" ")}
        </Box>
      )}
    </>
  );
}

// A dark veil over the art's left side keeps the white headline above 4.5:1 contrast on
// every image, on phones too, where the text covers the whole width.
const VEIL =
  "linear-gradient(90deg, rgba(36,18,31,0.92) 0%, rgba(36,18,31,0.72) 45%, rgba(36,18,31,0.15) 100%)";

const SERVICE_LINE = [...SERVICE_TYPES.map((type) => SERVICE_TYPE_LABELS[type]), "Wigs"].join(" · ");

export function Hero() {
  // Chosen once per visit (per mount of the home page), as the spec asks.
  const [image] = useState(() => pickHeroImage());
  return (
    <Box
      component="section"
      aria-label="Book a beauty professional"
      data-hero-image={image.src}
      py={{ base: 48, sm: 96 }}
      style={{
        backgroundColor: "var(--mantine-color-plum-9)",
        backgroundImage: `${VEIL}, url("${image.src}")`,
        backgroundSize: "cover",
        backgroundPosition: `${image.focusX} center`,
      }}
    >
      <Container>
        <Stack gap="lg">
          <Stack gap="md" maw={640}>
            <Text c="rose.1" tt="uppercase" fw={700} fz={{ base: "xs", sm: "sm" }} style={{ letterSpacing: "0.14em" }}>
              {SERVICE_LINE}
            </Text>
            <Title order={1} c="white" fz={{ base: 44, sm: 72 }} lh={1.02}>
              <HeadlineLines text={HERO_HEADLINE} />
            </Title>
            <Text c="plum.0" fz={{ base: "lg", sm: "xl" }} maw={520}>
              Vetted beauty professionals come to your home, office or hotel, on the date and at the time you choose.
            </Text>
          </Stack>
          <HeroBookingSlot />
        </Stack>
      </Container>
    </Box>
  );
}
