import { Anchor, Center, Pagination, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { ARTICLES_PAGE_SIZE } from "@primp/core";
import { useSearchParams } from "react-router";
import { PictureCard } from "../../components/PictureCard";
import { errorMessage } from "../../forms/server-errors";
import { type RouterOutputs, trpc } from "../../trpc";

type Article = RouterOutputs["content"]["articles"]["articles"][number];

function ArticleCard({ article }: { article: Article }) {
  return (
    <PictureCard imageUrl={article.imageUrl}>
      <Text c="plum.7" tt="uppercase" fw={700} fz="xs" style={{ letterSpacing: "0.1em" }}>
        {article.website}
      </Text>
      <Title order={3} fz="h4" c="plum.9" lh={1.3}>
        {article.title}
      </Title>
      <Text c="gray.7" style={{ flex: 1 }}>
        {article.preview}
      </Text>
      {article.link && (
        <Anchor href={article.link} target="_blank" rel="noopener noreferrer" fw={700}>
          Read on {article.website}
          <VisuallyHidden>{`: ${article.title}`}</VisuallyHidden>
        </Anchor>
      )}
    </PictureCard>
  );
}

/** The team's articles, 4 to a page; the page number lives in the address (?page=2). */
export function ArticlesList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get("page") ?? "1", 10) || 1);
  const articles = trpc.content.articles.useQuery({ page }, { placeholderData: (previous) => previous });

  const goTo = (next: number) => {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    document.getElementById("articles")?.scrollIntoView({ block: "start" });
  };

  if (articles.isError) {
    return (
      <Text c="red.8" role="alert">
        {errorMessage(articles.error)}
      </Text>
    );
  }
  if (!articles.data) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {Array.from({ length: ARTICLES_PAGE_SIZE }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
          <Skeleton key={i} h={360} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (articles.data.total === 0) return <Text c="gray.7">Press and articles will appear here soon.</Text>;
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" aria-busy={articles.isFetching}>
        {articles.data.articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </SimpleGrid>
      {articles.data.pageCount > 1 && (
        <Center>
          <Pagination
            total={articles.data.pageCount}
            value={articles.data.page}
            onChange={goTo}
            radius="xl"
            getItemProps={(item) => ({ "aria-label": `Articles page ${item}` })}
            getControlProps={(control) =>
              control === "previous"
                ? { "aria-label": "Previous page of articles" }
                : control === "next"
                  ? { "aria-label": "Next page of articles" }
                  : {}
            }
          />
        </Center>
      )}
    </Stack>
  );
}
