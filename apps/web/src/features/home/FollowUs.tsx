import { AspectRatio, Box, Button, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { PRODUCT_NAME } from "@primp/core";
import { EXTERNAL_LINKS } from "../../layout/site-links";
import { HERO_IMAGES } from "./hero-images";

/** "@primpbeauty" from https://www.instagram.com/primpbeauty/ */
const handle = `@${new URL(EXTERNAL_LINKS.photoNetwork).pathname.split("/").filter(Boolean)[0] ?? PRODUCT_NAME.toLowerCase()}`;

// Tiles cut from our own hero art (no images fetched from the photo network itself).
const TILES = [
  { image: 0, position: "85% 40%", tag: "#GetPrimped" },
  { image: 1, position: "74% 47%", tag: "#BridalGlow" },
  { image: 3, position: "72% 40%", tag: "#GlamAtHome" },
  { image: 2, position: "78% 80%", tag: "#SilkPress" },
  { image: 3, position: "90% 75%", tag: "#HennaNight" },
  { image: 0, position: "60% 75%", tag: "#NailedIt" },
] as const;

export function FollowUs() {
  return (
    <Container component="section" aria-labelledby="follow-us" py={{ base: 56, sm: 88 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: "xl", md: 56 }} style={{ alignItems: "center" }}>
        <Stack gap="md">
          <Text c="plum.7" tt="uppercase" fw={700} fz="xs" style={{ letterSpacing: "0.14em" }}>
            Follow us on Instagram
          </Text>
          <Title id="follow-us" order={2} fz={{ base: 32, sm: 44 }} c="plum.9">
            {handle}
          </Title>
          <Text c="gray.7" fz="lg">
            Fresh looks from our professionals, a peek behind the scenes and beauty tips you can use tomorrow morning.
            Tag your look with #GetPrimped to be featured.
          </Text>
          <Box>
            <Button
              component="a"
              href={EXTERNAL_LINKS.photoNetwork}
              target="_blank"
              rel="noopener noreferrer"
              size="md"
              variant="outline"
            >
              Follow {handle}
            </Button>
          </Box>
        </Stack>
        <SimpleGrid cols={3} spacing="sm" aria-hidden="true">
          {TILES.map((tile) => (
            <AspectRatio key={tile.tag} ratio={1}>
              <Box
                style={{
                  borderRadius: "var(--mantine-radius-md)",
                  backgroundImage: `url("${HERO_IMAGES[tile.image]?.src}")`,
                  backgroundSize: "300%",
                  backgroundPosition: tile.position,
                  display: "flex",
                  alignItems: "flex-end",
                }}
              >
                <Text
                  c="white"
                  fz="xs"
                  fw={700}
                  p={8}
                  visibleFrom="xs"
                  style={{ textShadow: "0 1px 3px rgba(0,0,0,0.5)" }}
                >
                  {tile.tag}
                </Text>
              </Box>
            </AspectRatio>
          ))}
        </SimpleGrid>
      </SimpleGrid>
    </Container>
  );
}
