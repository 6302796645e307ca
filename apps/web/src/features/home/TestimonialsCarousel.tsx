import { Carousel } from "@mantine/carousel";
import { Box, Button, Card, Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { type BookNowState, useHomeInfo } from "../../booking/HomeInfoProvider";
import { paths } from "../../routes/paths";
import { trpc } from "../../trpc";
import { carouselStyles } from "./carousel-styles";
import { useCarouselMotion } from "./useCarouselMotion";

function QuoteMark() {
  return (
    <Text aria-hidden="true" ff="var(--mantine-font-family-headings)" fz={72} lh={0.6} c="rose.4" h={36}>
      “
    </Text>
  );
}

function Quotes() {
  const testimonials = trpc.content.testimonials.useQuery();
  const motion = useCarouselMotion("start");
  if (testimonials.isPending) return <Skeleton h={220} radius="lg" />;
  if (!testimonials.data?.length) return null;
  return (
    <Carousel
      aria-label="What our customers say"
      aria-roledescription="carousel"
      slideSize={{ base: "100%", md: "50%" }}
      slideGap="lg"
      withIndicators
      controlSize={40}
      emblaOptions={motion.emblaOptions}
      plugins={motion.plugins}
      styles={carouselStyles}
      previousControlProps={{ "aria-label": "Previous testimonial" }}
      nextControlProps={{ "aria-label": "Next testimonial" }}
      getIndicatorProps={(index) => ({ "aria-label": `Show testimonial ${index + 1}` })}
    >
      {testimonials.data.map((testimonial, index) => (
        <Carousel.Slide
          key={testimonial.id}
          pb={40}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${testimonials.data.length}`}
        >
          <Card component="figure" m={0} h="100%" padding="xl" radius="lg" shadow="xs">
            <QuoteMark />
            <Text component="blockquote" m={0} ff="var(--mantine-font-family-headings)" fz={{ base: "lg", sm: 22 }} lh={1.45} c="plum.9">
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
  );
}

export function TestimonialsCarousel() {
  const { homeInfo } = useHomeInfo();
  const bookNowState: BookNowState = { homeInfo };
  return (
    <Box component="section" aria-labelledby="testimonials" bg="plum.1" py={{ base: 56, sm: 88 }}>
      <Container>
        <Stack gap="xl">
          <Stack gap="xs" align="center" ta="center">
            <Text c="plum.7" tt="uppercase" fw={700} fz="xs" style={{ letterSpacing: "0.14em" }}>
              Loved by our customers
            </Text>
            <Title id="testimonials" order={2} fz={{ base: 32, sm: 44 }} c="plum.9">
              Kind words
            </Title>
          </Stack>
          <Quotes />
          <Box ta="center">
            <Button component={Link} to={paths.bookNow} state={bookNowState} size="lg">
              Book Now
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
