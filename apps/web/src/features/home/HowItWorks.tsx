import { Box, Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { HOW_IT_WORKS_STEPS, HOW_IT_WORKS_TITLE, PRODUCT_NAME } from "@primp/core";

/** The subtitle plays on the name: getting primped. */
const SUBTITLE = `Getting ${PRODUCT_NAME.toLowerCase()}ed is as easy as one, two, three, four.`;

export function HowItWorks() {
  return (
    <Container component="section" aria-labelledby="how-it-works" py={{ base: 56, sm: 88 }}>
      <Stack gap="xs" align="center" ta="center" mb={{ base: "xl", sm: 48 }}>
        <Title id="how-it-works" order={2} fz={{ base: 32, sm: 44 }} c="plum.9">
          {HOW_IT_WORKS_TITLE}
        </Title>
        <Text c="gray.7" fz={{ base: "md", sm: "lg" }}>
          {SUBTITLE}
        </Text>
      </Stack>
      <SimpleGrid
        component="ol"
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <Card component="li" key={step.title} padding="xl" shadow="xs" radius="lg">
            <Text
              aria-hidden="true"
              ff="var(--mantine-font-family-headings)"
              fz={56}
              lh={1}
              fw={600}
              variant="gradient"
              gradient={{ from: "rose.5", to: "plum.7", deg: 135 }}
            >
              {index + 1}
            </Text>
            <Box mt="md">
              <Title order={3} fz="h4" mb={6} c="plum.9" style={{ letterSpacing: "0.08em" }}>
                {step.title}
              </Title>
              <Text c="gray.7">{step.text}</Text>
            </Box>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
