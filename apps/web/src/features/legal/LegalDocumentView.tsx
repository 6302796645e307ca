import { Anchor, Box, Container, Grid, List, Paper, Stack, Text, Title } from "@mantine/core";
import { PageMeta } from "../../components/PageMeta";
import { PageHeader } from "../content/PageHeader";
import { LEGAL_LAST_UPDATED, type LegalBlock, type LegalDocument } from "./legal-document";

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") {
    return (
      <Text c="dark.6" lh={1.7}>
        {block}
      </Text>
    );
  }
  if ("callout" in block) {
    return (
      <Paper bg="plum.0" p="lg" radius="md" style={{ borderLeft: "4px solid var(--mantine-color-plum-7)" }}>
        <Text c="plum.9" fw={500} lh={1.7}>
          {block.callout}
        </Text>
      </Paper>
    );
  }
  return (
    <List spacing={6} c="dark.6" lh={1.6} pl="xs">
      {block.list.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** A legal page: header, a table of contents (beside the text on wide screens) and numbered sections. */
export function LegalDocumentView({ document: doc }: { document: LegalDocument }) {
  return (
    <>
      <PageMeta title={doc.title} description={doc.description} />
      <PageHeader eyebrow={`Last updated ${LEGAL_LAST_UPDATED}`} title={doc.title} lead={doc.lead} />
      <Container py={{ base: 40, sm: 64 }}>
        <Grid gap={{ base: "xl", md: 48 }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper
              component="nav"
              aria-label="On this page"
              p="lg"
              radius="lg"
              shadow="xs"
              pos={{ md: "sticky" }}
              top={96}
            >
              <Text fw={700} c="plum.9" mb="sm">
                On this page
              </Text>
              <Stack component="ol" gap={6} m={0} pl="md">
                {doc.sections.map((section) => (
                  <Box component="li" key={section.id} c="plum.7">
                    <Anchor href={`#${section.id}`} fz="sm" c="plum.8">
                      {section.heading}
                    </Anchor>
                  </Box>
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper p={{ base: "lg", sm: 40 }} radius="lg" shadow="xs">
              <Stack gap={36}>
                {doc.sections.map((section, index) => (
                  <Stack component="section" key={section.id} gap="sm" aria-labelledby={section.id}>
                    <Title
                      id={section.id}
                      order={2}
                      fz={{ base: 22, sm: 26 }}
                      c="plum.9"
                      style={{ scrollMarginTop: 96 }}
                    >
                      {`${index + 1}. ${section.heading}`}
                    </Title>
                    {section.blocks.map((block, blockIndex) => (
                      // Blocks never move, so their position is a stable key.
                      // biome-ignore lint/suspicious/noArrayIndexKey: static text
                      <Block key={blockIndex} block={block} />
                    ))}
                  </Stack>
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
