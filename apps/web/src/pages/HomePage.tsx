// The home page (loaded eagerly: it is the most visited). The quick booking bar, the
// testimonials and the blog carousel arrive with the home page issue.
import { Box, Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { HERO_HEADLINE, HOW_IT_WORKS_STEPS, HOW_IT_WORKS_TITLE, PRODUCT_NAME } from "@primp/core";
import { Link } from "react-router-dom";
import { type BookNowState, useHomeInfo } from "../booking/HomeInfoProvider";
import { usePageTitle } from "../hooks/usePageTitle";
import { paths } from "../routes/paths";

/** "Beauty. On Your Time." reads best broken after its first sentence, never mid-phrase. */
function HeadlineLines({ text }: { text: string }) {
  const [first, ...rest] = text.split(/(?<=\.)\s+/);
  return (
    <>
      <Box component="span" display="block">
        {first}
      </Box>
      {rest.length > 0 && (
        <Box component="span" display="block">
          {rest.join(" ")}
        </Box>
      )}
    </>
  );
}

function Hero() {
  const { homeInfo } = useHomeInfo();
  const bookNowState: BookNowState = { homeInfo };
  return (
    <Box
      py={{ base: 64, sm: 112 }}
      style={{
        background:
          "radial-gradient(circle at 85% 15%, var(--mantine-color-rose-4) 0%, transparent 45%), linear-gradient(135deg, var(--mantine-color-plum-7) 0%, var(--mantine-color-plum-9) 100%)",
      }}
    >
      <Container>
        <Stack gap="lg" maw={640}>
          <Text c="rose.2" tt="uppercase" fw={700} fz={{ base: "xs", sm: "sm" }} style={{ letterSpacing: "0.12em" }}>
            Hair · Makeup · Nails · Henna · Wigs
          </Text>
          <Title order={1} c="white" fz={{ base: 44, sm: 64 }} lh={1.05}>
            <HeadlineLines text={HERO_HEADLINE} />
          </Title>
          <Text c="plum.0" fz={{ base: "lg", sm: "xl" }} maw={520}>
            Vetted beauty professionals come to your home, office or hotel, on the date and at the time you choose.
          </Text>
          <Box>
            <Button component={Link} to={paths.bookNow} state={bookNowState} size="lg" color="rose.5">
              Book Now
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

function HowItWorks() {
  return (
    <Container py={{ base: 48, sm: 80 }}>
      <Stack gap="xs" align="center" ta="center" mb={{ base: "xl", sm: 48 }}>
        <Title order={2} fz={{ base: 32, sm: 40 }}>
          {HOW_IT_WORKS_TITLE}
        </Title>
        <Text c="dimmed" size="lg">
          Getting {PRODUCT_NAME.toLowerCase()}ed takes four steps.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <Card key={step.title} padding="lg" shadow="xs" radius="lg">
            <ThemeIcon size={44} radius="xl" variant="light" mb="md">
              <Text fw={700}>{index + 1}</Text>
            </ThemeIcon>
            <Title order={3} size="h4" mb={6} style={{ letterSpacing: "0.04em" }}>
              {step.title}
            </Title>
            <Text c="dimmed">{step.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

export function HomePage() {
  usePageTitle();
  return (
    <>
      <Hero />
      <HowItWorks />
    </>
  );
}
