// The blog carousel and its carousel library, split from the home page's first load.
import "@mantine/carousel/styles.css";
import { Carousel } from "@mantine/carousel";
import { AspectRatio, Card, Image, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { BLOG_CAROUSEL_TITLE } from "@primp/core";
import { Link } from "react-router";
import { isExternal } from "../../layout/site-links";
import { type RouterOutputs, trpc } from "../../trpc";
import { CarouselPauseButton } from "./CarouselPauseButton";
import { useCarouselChrome } from "./carousel-styles";
import { useCarouselMotion } from "./useCarouselMotion";

type BlogPost = RouterOutputs["content"]["blogPosts"][number];

/** The spec centres the carousel from 800 px; narrower screens start-align so the next card peeks in. */
const CENTRED_FROM = "(min-width: 800px)";

const CARD = { padding: 0, radius: "lg", shadow: "xs", h: "100%", style: { textDecoration: "none" } } as const;

/** A post on our own pages opens in the app; one written elsewhere opens in a new tab. */
function PostCard({ post }: { post: BlogPost }) {
  const content = (
    <>
      <AspectRatio ratio={4 / 3}>
        <Image src={post.imageUrl} alt="" loading="lazy" decoding="async" bg="plum.1" />
      </AspectRatio>
      <Stack gap={6} p="lg">
        <Title order={3} fz="lg" c="plum.9" lh={1.3}>
          {post.title}
        </Title>
        <Text fz="sm" fw={700} c="plum.7">
          Read the post →
        </Text>
      </Stack>
    </>
  );
  if (isExternal(post.link)) {
    return (
      <Card component="a" href={post.link} target="_blank" rel="noopener noreferrer" {...CARD}>
        {content}
      </Card>
    );
  }
  return (
    <Card component={Link} to={post.link} {...CARD}>
      {content}
    </Card>
  );
}

/** The carousel itself, loaded when the section nears the screen (see LoadWhenNear). */
export function BlogCarousel() {
  const posts = trpc.content.blogPosts.useQuery();
  const centred = useMediaQuery(CENTRED_FROM, false, { getInitialValueInEffect: false });
  const chrome = useCarouselChrome();
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
    <>
      <Carousel
        aria-label={`${BLOG_CAROUSEL_TITLE} blog posts`}
        slideSize={centred ? "33.3333%" : "82%"}
        slideGap="lg"
        {...chrome}
        emblaOptions={motion.emblaOptions}
        plugins={motion.plugins}
        previousControlProps={{ "aria-label": "Previous blog post" }}
        nextControlProps={{ "aria-label": "Next blog post" }}
        getIndicatorProps={(index) => ({ "aria-label": `Show blog post ${index + 1}` })}
      >
        {posts.data.map((post, index) => (
          <Carousel.Slide key={post.id} pb={40} aria-label={`${index + 1} of ${posts.data.length}`}>
            <PostCard post={post} />
          </Carousel.Slide>
        ))}
      </Carousel>
      <CarouselPauseButton motion={motion} what="blog posts" />
    </>
  );
}
