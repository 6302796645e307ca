// A pro's information block written as sentences (packages/core pro-about.ts), on the public
// page and the signed-in profile alike.
import { Stack, Text, Title } from "@mantine/core";
import { type ProAboutFacts, proAboutSentences } from "@primp/core";

export function ProAbout({ facts, title }: { facts: ProAboutFacts; title: string }) {
  const sentences = proAboutSentences(facts);
  if (sentences.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text component="div">
        {sentences.map((sentence) => (
          <Text key={sentence} component="p" m={0} mb={4}>
            {sentence}
          </Text>
        ))}
      </Text>
    </Stack>
  );
}
