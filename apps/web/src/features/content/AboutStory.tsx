import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { PRODUCT_NAME } from "@primp/core";

const VALUES = [
  {
    title: "Vetted, every one",
    text: "Every professional is interviewed, checked and reviewed before their first booking, and their work is reviewed after it.",
  },
  {
    title: "On your time",
    text: "Early call time, late meeting, a hotel room on the road: you choose the place, the date and the hour.",
  },
  {
    title: "Every texture, every tone",
    text: "Silk presses and locs, braids and wigs, soft glam and henna: our professionals are chosen for range, not one look.",
  },
] as const;

/** The mission and the story (spec part 2, section 2, about page). */
export function AboutStory() {
  return (
    <Container py={{ base: 48, sm: 80 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }}>
        <Stack gap="md">
          <Title order={2} fz={{ base: 28, sm: 36 }} c="plum.9">
            Our mission
          </Title>
          <Text fz="lg" c="dark.6">
            To make expert beauty effortless. {PRODUCT_NAME} brings talented, vetted professionals to your home, office
            or hotel, so looking and feeling your best fits around your life instead of the other way round.
          </Text>
          <Text fz="lg" c="dark.6">
            We also build a better way to work for beauty professionals: fair pay, flexible hours and clients who value
            their craft.
          </Text>
        </Stack>
        <Stack gap="md">
          <Title order={2} fz={{ base: 28, sm: 36 }} c="plum.9">
            Our story
          </Title>
          <Text c="dark.6">
            {PRODUCT_NAME} began with a familiar scramble: a wedding morning, a bridal party of six, one salon across
            town and not enough hours. What we wanted was simple: the right professional, at our door, on time, with
            everything they needed.
          </Text>
          <Text c="dark.6">
            So we built it. Today customers book hair, makeup, nails, henna and wig services in a few minutes, and we
            match each booking with a professional who specialises in exactly that. Independent stylists, makeup
            artists, braiders and henna artists grow their own business with us, on their own schedule.
          </Text>
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={{ base: 40, sm: 64 }}>
        {VALUES.map((value, index) => (
          <Card key={value.title} padding="xl" radius="lg" shadow="xs">
            <ThemeIcon size={40} radius="xl" color="rose.1" c="plum.8" mb="md" aria-hidden="true">
              <Text fw={700}>{index + 1}</Text>
            </ThemeIcon>
            <Title order={3} fz="h4" c="plum.9" mb={6}>
              {value.title}
            </Title>
            <Text c="gray.7">{value.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
