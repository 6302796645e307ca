// The testimonial quotes and their carousel library, split from the home page's first load.
import "@mantine/carousel/styles.css";
import { Carousel } from "@mantine/carousel";
import { Box, Card, Group, Skeleton, Text } from "@mantine/core";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { trpc } from "../../trpc";
import { CarouselPauseButton } from "./CarouselPauseButton";
import { useCarouselChrome } from "./carousel-styles";
import { useCarouselMotion } from "./useCarouselMotion";

function QuoteMark() {
  return (
    <Text aria-hidden="true" ff="var(--mantine-font-family-headings)" fz={72} lh={0.6} c="rose.4" h={36}>
      “
    </Text>
  );
}

/** The carousel itself, loaded when the section nears the screen (see LoadWhenNear). */
export function TestimonialsCarousel() {
  const testimonials = trpc.content.testimonials.useQuery();
  // The photos administrators placed beside the first testimonials (Site images), in order.
  const photos = trpc.storefront.homeImages.useQuery(undefined, { staleTime: 60_000 }).data?.testimonials ?? [];
  const chrome = useCarouselChrome();
  const motion = useCarouselMotion("start");
  if (testimonials.isPending) return <Skeleton h={220} radius="lg" />;
  if (!testimonials.data?.length) return null;
  return (
    <>
      <Carousel
        aria-label="What our customers say"
        slideSize={{ base: "100%", md: "50%" }}
        slideGap="lg"
        {...chrome}
        emblaOptions={motion.emblaOptions}
        plugins={motion.plugins}
        previousControlProps={{ "aria-label": "Previous testimonial" }}
        nextControlProps={{ "aria-label": "Next testimonial" }}
        getIndicatorProps={(index) => ({ "aria-label": `Show testimonial ${index + 1}` })}
      >
        {testimonials.data.map((testimonial, index) => {
          const photo = photos[index] ?? null;
          return (
            <Carousel.Slide key={testimonial.id} pb={40} aria-label={`${index + 1} of ${testimonials.data.length}`}>
              <Card component="figure" m={0} h="100%" padding="xl" radius="lg" shadow="xs">
                <QuoteMark />
                <Text
                  component="blockquote"
                  m={0}
                  ff="var(--mantine-font-family-headings)"
                  fz={{ base: "lg", sm: 22 }}
                  lh={1.45}
                  c="plum.9"
                >
                  {testimonial.quote}
                </Text>
                <Group component="figcaption" mt="lg" gap="sm" wrap="nowrap">
                  {photo && (
                    <Box w={48} h={48} style={{ flexShrink: 0 }}>
                      {/* Beside the name it shows, so it says nothing more to a screen reader. */}
                      <ResponsiveImage
                        image={photo.image}
                        alt=""
                        sizes="48px"
                        focalPoint={photo.focalPoint}
                        fallbackSize={{ width: 1, height: 1 }}
                        w={48}
                        h={48}
                        radius="xl"
                      />
                    </Box>
                  )}
                  <Text fw={700} c="plum.8">
                    {testimonial.author}
                    {testimonial.location && (
                      <Text span fw={400} c="gray.7">
                        {` · ${testimonial.location}`}
                      </Text>
                    )}
                  </Text>
                </Group>
              </Card>
            </Carousel.Slide>
          );
        })}
      </Carousel>
      <CarouselPauseButton motion={motion} what="testimonials" />
    </>
  );
}
