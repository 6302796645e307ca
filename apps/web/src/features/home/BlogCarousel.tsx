import { Carousel } from "@mantine/carousel";
import { Anchor, AspectRatio, Box, Card, Container, Image, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { BLOG_CAROUSEL_TITLE } from "@primp/core";
import { EXTERNAL_LINKS } from "../../layout/site-links";
import { type RouterOutputs, trpc } from "../../trpc";
import { carouselStyles } from "./carousel-styles";
import { useCarouselMotion } from "./useCarouselMotion";

type BlogPost = RouterOutputs["content"]["blogPosts"][number];

/** The spec centres the carousel from 800 px; narrower screens start-align so the next card peeks in. */
const CENTRED_FROM = "(min-width: 800px)";

function PostCard({ post }: { post: BlogPost }) {
  return (
    <Card
      component="a"
      href={post.link}
      target="_blank"
      rel="noopener noreferrer"
      padding={0}
      radius="lg"
      shadow="xs"
      h="100%"
      style={{ textDecoration: "none" }}
    >
      <AspectRatio ratio={4 / 3}>
        <Image src={post.imageUrl} alt="" loading="lazy" decoding="async" bg="plum.1" />
      </AspectRatio>
      <Stack gap={6} p="lg">
        <Title order={3} fz="lg" c="plum.9" lh={1.3}>
          {post.title}
        </Title>
        <Text fz="sm" fw={700} c="plum.7">
          Read the article →
        </Text>
      </Stack>
    </Card>
  );
}

function Posts() {
  const posts = trpc.content.blogPosts.useQuery();
  const centred = useMediaQuery(CENTRED_FROM, false, { getInitialValueInEffect: false });
  const motion = useCarouselMotion(centred ? "center" : "start");
  if (posts.isPending) return <Skeleton h={320} radius="lg" />;
  if (!posts.data?.length) {
    return (
      <Text c="gray.7" ta="center">
        New articles are on their way.
      </Text>
    );
  }
  return (
    <Carousel
      aria-label={`${BLOG_CAROUSEL_TITLE} blog posts`}
      aria-roledescription="carousel"
      slideSize={centred ? "34%" : "82%"}
      slideGap="lg"
      withIndicators
      controlSize={40}
      emblaOptions={motion.emblaOptions}
      plugins={motion.plugins}
      styles={carouselStyles}
      previousControlProps={{ "aria-label": "Previous blog post" }}
      nextControlProps={{ "aria-label": "Next blog post" }}
      getIndicatorProps={(index) => ({ "aria-label": `Show blog post ${index + 1}` })}
    >
      {posts.data.map((post, index) => (
        <Carousel.Slide key={post.id} pb={40} aria-roledescription="slide" aria-label={`${index + 1} of ${posts.data.length}`}>
          <PostCard post={post} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

export function BlogCarousel() {
  return (
    <Box component="section" aria-labelledby="blog" bg="white" py={{ base: 56, sm: 88 }}>
      <Container size="xl">
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
              <Anchor href={EXTERNAL_LINKS.blog} target="_blank" rel="noopener noreferrer" fw={700}>
                Visit the blog
              </Anchor>
            </Text>
          </Stack>
          <Posts />
        </Stack>
      </Container>
    </Box>
  );
}
