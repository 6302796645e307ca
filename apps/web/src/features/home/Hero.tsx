import { Box, Container, Stack, Text, Title } from "@mantine/core";
import { HERO_HEADLINE, SERVICE_TYPE_LABELS, SERVICE_TYPES } from "@primp/core";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { trpc } from "../../trpc";
import { QuickBookingBar } from "../booking/QuickBookingBar";
import classes from "./Hero.module.css";
import { useHeroImage } from "./hero-images";

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

const SERVICE_LINE = [...SERVICE_TYPES.map((type) => SERVICE_TYPE_LABELS[type]), "Wigs"].join(" · ");

export function Hero() {
  // Chosen once per visit, as the spec asks.
  const image = useHeroImage();
  // A photo an administrator placed wins; the art is drawn only once it is known there is none
  // (the server renders the page with the answer).
  const placed = trpc.storefront.homeImages.useQuery(undefined, { staleTime: 60_000 });
  const photo = placed.data?.hero ?? null;
  const art = placed.isSuccess && !photo ? image.src : null;
  return (
    <Box
      component="section"
      aria-label="Book a beauty professional"
      data-hero-image={photo?.image.url ?? image.src}
      py={{ base: 48, sm: 96 }}
      pos="relative"
      className={classes.hero}
      style={{ "--hero-image": art ? `url("${art}")` : "none", "--hero-focus-x": image.focusX, overflow: "hidden" }}
    >
      {photo && (
        <>
          <Box className={classes.photo}>
            <ResponsiveImage
              image={photo.image}
              alt=""
              sizes="100vw"
              priority
              focalPoint={photo.focalPoint}
              w="100%"
              h="100%"
            />
          </Box>
          <Box className={classes.veil} aria-hidden="true" />
        </>
      )}
      <Container pos="relative">
        <Stack gap="lg">
          <Stack gap="md" maw={640}>
            <Text c="rose.1" tt="uppercase" fw={700} fz={{ base: "xs", sm: "sm" }} style={{ letterSpacing: "0.14em" }}>
              {SERVICE_LINE}
            </Text>
            <Title order={1} c="white" fz={{ base: 38, xs: 48, sm: 72 }} lh={1.04}>
              <HeadlineLines text={HERO_HEADLINE} />
            </Title>
            <Text c="plum.0" fz={{ base: "lg", sm: "xl" }} maw={520}>
              Vetted beauty professionals come to your home, office or hotel, on the date and at the time you choose.
            </Text>
          </Stack>
          <QuickBookingBar />
        </Stack>
      </Container>
    </Box>
  );
}
