import { Accordion, Anchor, Box, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { PRODUCT_NAME } from "@primp/core";
import { Link } from "react-router";
import { PageMeta } from "../components/PageMeta";
import { FAQ, faqSlug } from "../features/content/faq";
import { PageHeader } from "../features/content/PageHeader";
import { paths } from "../navigation/paths";

/** The spec's accordion demo, put to work as the FAQ. */
export function PlaygroundPage() {
  return (
    <>
      <PageMeta
        title="Playground"
        description={`Answers to common questions about booking ${PRODUCT_NAME}, paying, cancelling and staying safe.`}
      />
      <PageHeader
        eyebrow="Frequently asked questions"
        title="Playground: your questions, answered"
        lead="Booking, payment, cancellation and safety, all in one place."
      />
      <Container size="md" py={{ base: 40, sm: 64 }}>
        <Stack gap={48}>
          {FAQ.map((group) => (
            <Box component="section" key={group.id} aria-labelledby={`faq-${group.id}`}>
              <Title id={`faq-${group.id}`} order={2} fz={{ base: 24, sm: 30 }} c="plum.9" mb="md">
                {group.title}
              </Title>
              <Paper radius="lg" shadow="xs">
                <Accordion
                  variant="default"
                  chevronPosition="right"
                  radius="lg"
                  // The first answer starts open, so the page shows straight away how it works.
                  defaultValue={group === FAQ[0] && group.entries[0] ? faqSlug(group.entries[0].question) : null}
                >
                  {group.entries.map((entry) => (
                    <Accordion.Item key={entry.question} value={faqSlug(entry.question)}>
                      <Accordion.Control>
                        <Text fw={600} c="plum.9">
                          {entry.question}
                        </Text>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <Text c="dark.6" lh={1.7}>
                          {entry.answer}
                        </Text>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </Paper>
            </Box>
          ))}
          <Text ta="center" c="dark.6">
            Still wondering?{" "}
            <Anchor component={Link} to={paths.contactUs} fw={700}>
              Send us a message
            </Anchor>
            {" or read our "}
            <Anchor component={Link} to={paths.termOfSale} fw={700}>
              terms of sale
            </Anchor>
            .
          </Text>
        </Stack>
      </Container>
    </>
  );
}
