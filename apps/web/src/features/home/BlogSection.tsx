import { Anchor, Box, Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import { BLOG_CAROUSEL_TITLE } from "@primp/core";
import { lazy } from "react";
import { Link } from "react-router";
import { paths } from "../../navigation/paths";
import { trpc } from "../../trpc";
import { LoadWhenNear } from "./LoadWhenNear";

const BlogCarousel = lazy(async () => ({ default: (await import("./BlogCarousel")).BlogCarousel }));

export function BlogSection() {
  // Asked for now, so the posts are ready by the time the carousel's code arrives.
  trpc.content.blogPosts.useQuery();
  return (
    <Box component="section" aria-labelledby="blog" bg="white" py={{ base: 56, sm: 88 }}>
      <Container>
        <Stack gap="xl">
          <Stack gap="xs" align="center" ta="center">
            <Text c="plum.7" tt="uppercase" fw={700} fz="xs" style={{ letterSpacing: "0.14em" }}>
              From the blog
            </Text>
            <Title id="blog" order={2} fz={{ base: 32, sm: 44 }} c="plum.9">
              {BLOG_CAROUSEL_TITLE}
            </Title>
            <Text c="gray.7" fz="lg">
              Tips, trends and inspiration from our beauty professionals.{" "}
              <Anchor component={Link} to={paths.blog} fw={700}>
                Visit the blog
              </Anchor>
            </Text>
          </Stack>
          <LoadWhenNear placeholder={<Skeleton h={360} radius="lg" />}>
            <BlogCarousel />
          </LoadWhenNear>
        </Stack>
      </Container>
    </Box>
  );
}
