// The testimonial quotes and their carousel library, split from the home page's first load.
import "@mantine/carousel/styles.css";
import { Carousel } from "@mantine/carousel";
import { Card, Skeleton, Text } from "@mantine/core";
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
        {testimonials.data.map((testimonial, index) => (
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
              <Text component="figcaption" mt="lg" fw={700} c="plum.8">
                {testimonial.author}
                {testimonial.location && (
                  <Text span fw={400} c="gray.7">
                    {` · ${testimonial.location}`}
                  </Text>
                )}
              </Text>
            </Card>
          </Carousel.Slide>
        ))}
      </Carousel>
      <CarouselPauseButton motion={motion} what="testimonials" />
    </>
  );
}
