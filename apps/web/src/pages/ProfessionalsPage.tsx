import { Badge, Box, Card, Container, Grid, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { PRODUCT_NAME, SPECIALITIES } from "@primp/core";
import { PageMeta } from "../components/PageMeta";
import { ApplicationForm } from "../features/applicants/ApplicationForm";
import { PageHeader } from "../features/content/PageHeader";
import { HOW_TO_JOIN, PAYOUT_PERCENT, REQUIREMENTS, WHY_JOIN } from "../features/content/professionals/pro-benefits";
import { RatedPros } from "../features/reviews/RatedPros";

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Title id={id} order={2} fz={{ base: 28, sm: 36 }} c="plum.9" mb="lg">
      {children}
    </Title>
  );
}

export function ProfessionalsPage() {
  return (
    <>
      <PageMeta
        title="Our professionals"
        description={`Join ${PRODUCT_NAME} as a beauty professional: keep ${PAYOUT_PERCENT} of every booking, choose your own hours and meet clients at their door.`}
      />
      <PageHeader
        eyebrow="Join the team"
        title="Our professionals"
        lead={`Stylists, makeup artists, braiders, nail technicians and henna artists: do your best work on your own schedule, and keep ${PAYOUT_PERCENT} of every booking.`}
      />
      <Container py={{ base: 48, sm: 80 }}>
        <Stack gap={72}>
          <RatedPros />
          <Box component="section" aria-labelledby="why-join">
            <SectionTitle id="why-join">{`Why professionals choose ${PRODUCT_NAME}`}</SectionTitle>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {WHY_JOIN.map((reason) => (
                <Card key={reason.title} padding="xl" radius="lg" shadow="xs">
                  <Title order={3} fz="h4" c="plum.9" mb={6}>
                    {reason.title}
                  </Title>
                  <Text c="gray.7">{reason.text}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </Box>

          <Grid gap={{ base: 48, md: 64 }}>
            <Grid.Col span={{ base: 12, md: 6 }} component="section" aria-labelledby="requirements">
              <SectionTitle id="requirements">What we look for</SectionTitle>
              <List spacing="sm" c="dark.6" fz="lg">
                {REQUIREMENTS.map((requirement) => (
                  <List.Item key={requirement}>{requirement}</List.Item>
                ))}
              </List>
              <Text fw={700} c="plum.9" mt="xl" mb="sm">
                Specialities we book
              </Text>
              <Group gap="xs">
                {SPECIALITIES.map((speciality) => (
                  <Badge key={speciality} variant="light" color="plum" size="lg">
                    {speciality}
                  </Badge>
                ))}
              </Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }} component="section" aria-labelledby="how-to-join">
              <SectionTitle id="how-to-join">How to join</SectionTitle>
              <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: "none" }}>
                {HOW_TO_JOIN.map((step, index) => (
                  <Group component="li" key={step.title} wrap="nowrap" align="flex-start" gap="md">
                    <Text
                      aria-hidden="true"
                      ff="var(--mantine-font-family-headings)"
                      fz={36}
                      lh={1}
                      fw={600}
                      c="rose.7"
                      w={32}
                    >
                      {index + 1}
                    </Text>
                    <Stack gap={2}>
                      <Text fw={700} c="plum.9" fz="lg">
                        {step.title}
                      </Text>
                      <Text c="gray.7">{step.text}</Text>
                    </Stack>
                  </Group>
                ))}
              </Stack>
            </Grid.Col>
          </Grid>

          <Box component="section" aria-labelledby="apply-title" id="apply">
            <SectionTitle id="apply-title">Apply to join</SectionTitle>
            <Paper p={{ base: "lg", sm: 40 }} radius="lg" shadow="sm">
              <Text c="dark.6" mb="xl" maw={640}>
                The application takes about ten minutes. Have your licence number and a link to your portfolio to hand;
                we reply by e-mail once our team has reviewed it.
              </Text>
              <ApplicationForm />
            </Paper>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
