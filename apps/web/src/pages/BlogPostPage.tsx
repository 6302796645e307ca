import { Anchor, AspectRatio, Button, Container, Image, Skeleton, Stack, Text, Title } from "@mantine/core";
import { BLOG_PATH, formatDayInReadersCalendar } from "@primp/core";
import { Link, useParams } from "react-router";
import { PageMeta } from "../components/PageMeta";
import { errorMessage } from "../forms/server-errors";
import { paths } from "../navigation/paths";
import { trpc } from "../trpc";

const BackToBlog = () => (
  <Anchor component={Link} to={BLOG_PATH} fw={700} c="plum.7">
    ← All posts
  </Anchor>
);

export function BlogPostPage() {
  const { slug = "" } = useParams();
  // An address that names no post stays a plain answer: asking again would not change it.
  const post = trpc.content.blogPost.useQuery({ slug }, { retry: false });
  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <BackToBlog />
        {post.isError && (
          <>
            <PageMeta title="Blog post not found" />
            <Title order={1} c="plum.9">
              Blog post not found
            </Title>
            <Text role="alert" c="gray.8" fz="lg">
              {errorMessage(post.error)}
            </Text>
          </>
        )}
        {post.isPending && (
          <Stack gap="md" aria-busy="true" aria-label="Loading the post">
            <Skeleton h={48} />
            <Skeleton h={280} radius="lg" />
            <Skeleton h={120} />
          </Stack>
        )}
        {post.data && (
          <Stack component="article" gap="lg">
            <PageMeta title={post.data.title} description={post.data.paragraphs[0]?.slice(0, 160)} />
            <Stack gap={6}>
              <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15} c="plum.9">
                {post.data.title}
              </Title>
              <Text c="plum.7">{formatDayInReadersCalendar(post.data.createdAt)}</Text>
            </Stack>
            <AspectRatio ratio={16 / 9}>
              <Image src={post.data.imageUrl} alt="" radius="lg" bg="plum.1" />
            </AspectRatio>
            {post.data.paragraphs.map((paragraph) => (
              <Text key={paragraph} fz={{ base: "md", sm: "lg" }} lh={1.7} c="dark.6">
                {paragraph}
              </Text>
            ))}
            <Button component={Link} to={paths.bookNow} size="md" style={{ alignSelf: "flex-start" }}>
              Book a professional
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
