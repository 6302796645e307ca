import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import {
  ADVISOR_NEEDS,
  ADVISOR_OCCASIONS,
  ADVISOR_TIMES,
  type AdvisorNeed,
  type AdvisorOccasion,
  type AdvisorTime,
  recommendServices,
} from "@primp/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../forms/server-errors";
import { paths } from "../../navigation/paths";
import { trpc } from "../../trpc";
import { AdvisorQuestion } from "./AdvisorQuestion";
import { RecommendationCard } from "./RecommendationCard";

interface Answers {
  occasion: AdvisorOccasion | null;
  need: AdvisorNeed | null;
  time: AdvisorTime | null;
}
const NO_ANSWERS: Answers = { occasion: null, need: null, time: null };

function Recommendations({ answers }: { answers: Required<{ [K in keyof Answers]: NonNullable<Answers[K]> }> }) {
  const catalogue = trpc.booking.catalogue.useQuery();
  const recommendations = useMemo(
    () => (catalogue.data ? recommendServices(answers, catalogue.data.services) : []),
    [answers, catalogue.data],
  );
  if (catalogue.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(catalogue.error)}
      </Alert>
    );
  }
  if (!catalogue.data) {
    return (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Skeleton h={320} radius="lg" />
        <Skeleton h={320} radius="lg" />
        <Skeleton h={320} radius="lg" />
      </SimpleGrid>
    );
  }
  if (recommendations.length === 0) {
    return (
      <Paper p="xl" radius="lg" shadow="xs">
        <Text c="dark.6">
          We do not offer that service in our live cities just yet.{" "}
          <Anchor component={Link} to={paths.bookNow} state={{ homeInfo: null }} fw={700}>
            See everything you can book today
          </Anchor>
          .
        </Text>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {recommendations.map((recommendation, index) => (
        <RecommendationCard key={recommendation.service.id} recommendation={recommendation} best={index === 0} />
      ))}
    </SimpleGrid>
  );
}

/** The advisor's three questions; recommendations appear as soon as all three are answered. */
export function AdvisorQuiz() {
  const [answers, setAnswers] = useState<Answers>(NO_ANSWERS);
  const answer =
    <Key extends keyof Answers>(key: Key) =>
    (value: NonNullable<Answers[Key]>) =>
      setAnswers((current) => ({ ...current, [key]: value }));
  const { occasion, need, time } = answers;
  const complete = occasion && need && time ? { occasion, need, time } : null;
  const isComplete = complete !== null;

  // On a phone the suggestions appear below the fold: bring them into view once, when the
  // last question is answered (later changes update them in place).
  const results = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (isComplete) results.current?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
  }, [isComplete, reducedMotion]);

  return (
    <Stack gap={40}>
      <Paper p={{ base: "lg", sm: 40 }} radius="lg" shadow="xs">
        <Stack gap={32}>
          <AdvisorQuestion
            step={1}
            question="What's the occasion?"
            options={ADVISOR_OCCASIONS}
            value={occasion}
            onChange={answer("occasion")}
          />
          <AdvisorQuestion
            step={2}
            question="What would you like done?"
            options={ADVISOR_NEEDS}
            value={need}
            onChange={answer("need")}
          />
          <AdvisorQuestion
            step={3}
            question="How much time do you have?"
            options={ADVISOR_TIMES}
            value={time}
            onChange={answer("time")}
          />
        </Stack>
      </Paper>
      <Stack gap="lg" aria-live="polite" ref={results} style={{ scrollMarginTop: 96 }}>
        {complete ? (
          <>
            <Group justify="space-between" align="flex-end">
              <Title order={2} fz={{ base: 28, sm: 36 }} c="plum.9">
                Our recommendations
              </Title>
              <Button variant="subtle" onClick={() => setAnswers(NO_ANSWERS)}>
                Start over
              </Button>
            </Group>
            <Recommendations answers={complete} />
          </>
        ) : (
          <Text c="gray.7" ta="center">
            Answer the three questions and we will suggest the services that suit you best.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
