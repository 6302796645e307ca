import { Container, Stack, Text, Title } from "@mantine/core";
import { PRODUCT_NAME } from "@primp/core";
import { PageMeta } from "../components/PageMeta";
import { AboutStory } from "../features/content/AboutStory";
import { ArticlesList } from "../features/content/ArticlesList";
import { PageHeader } from "../features/content/PageHeader";

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About us"
        description={`Why we started ${PRODUCT_NAME}, what we stand for, and articles about the team bringing vetted beauty professionals to your door.`}
      />
      <PageHeader
        eyebrow={`The ${PRODUCT_NAME} story`}
        title="About us"
        lead="Beauty on your schedule, from professionals we would trust with our own wedding day."
      />
      <AboutStory />
      <Container component="section" aria-labelledby="articles" pb={{ base: 56, sm: 96 }}>
        <Stack gap="xs" mb="xl">
          <Title id="articles" order={2} fz={{ base: 28, sm: 36 }} c="plum.9" style={{ scrollMarginTop: 96 }}>
            In the press
          </Title>
          <Text c="gray.7" fz="lg">
            Articles and interviews about {PRODUCT_NAME} and the people behind it.
          </Text>
        </Stack>
        <ArticlesList />
      </Container>
    </>
  );
}
