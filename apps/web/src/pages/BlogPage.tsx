import { Container, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { BLOG_CAROUSEL_TITLE, PRODUCT_NAME } from "@primp/core";
import { PageMeta } from "../components/PageMeta";
import { BlogPostCard } from "../features/blog/BlogPostCard";
import { PageHeader } from "../features/content/PageHeader";
import { errorMessage } from "../forms/server-errors";
import { trpc } from "../trpc";

function BlogPosts() {
  const posts = trpc.content.blog.useQuery();
  if (posts.isError) {
    return (
      <Text c="red.8" role="alert">
        {errorMessage(posts.error)}
      </Text>
    );
  }
  if (!posts.data) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label="Loading the posts">
        {[0, 1, 2].map((placeholder) => (
          <Skeleton key={placeholder} h={360} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (posts.data.length === 0) return <Text c="gray.7">New articles are on their way.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {posts.data.map((post) => (
        <BlogPostCard key={post.id} post={post} />
      ))}
    </SimpleGrid>
  );
}

export function BlogPage() {
  return (
    <>
      <PageMeta
        title={`${BLOG_CAROUSEL_TITLE}, the ${PRODUCT_NAME} blog`}
        description="Tips, trends and inspiration from our beauty professionals: silk presses, bridal mornings, henna, protective styles and more."
      />
      <PageHeader
        eyebrow="From the blog"
        title={BLOG_CAROUSEL_TITLE}
        lead="Tips, trends and inspiration from our beauty professionals."
      />
      <Container py={{ base: 40, sm: 72 }}>
        <BlogPosts />
      </Container>
    </>
  );
}
