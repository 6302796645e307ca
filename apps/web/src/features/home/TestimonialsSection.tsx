import { Box, Button, Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import { lazy } from "react";
import { Link } from "react-router";
import { paths } from "../../navigation/paths";
import { trpc } from "../../trpc";
import { type BookNowState, useHomeInfo } from "../booking/HomeInfoProvider";
import { LoadWhenNear } from "./LoadWhenNear";

const TestimonialsCarousel = lazy(async () => ({
  default: (await import("./TestimonialsCarousel")).TestimonialsCarousel,
}));

export function TestimonialsSection() {
  // Asked for now, so the quotes are ready by the time the carousel's code arrives.
  trpc.content.testimonials.useQuery();
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
          <LoadWhenNear placeholder={<Skeleton h={260} radius="lg" />}>
            <TestimonialsCarousel />
          </LoadWhenNear>
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
