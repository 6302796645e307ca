import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { socialHandle } from "@primp/core";
import { useSocialLink } from "../../site-info";

/** The Instagram band, shown only when the deployment names its account (SOCIAL_INSTAGRAM_URL). */
export function FollowUs() {
  const instagram = useSocialLink("photoNetwork");
  if (!instagram) return null;
  const handle = socialHandle(instagram.href) ?? "us";
  return (
    <Container component="section" aria-labelledby="follow-us" py={{ base: 48, sm: 72 }}>
      <Stack gap="md" align="center" ta="center" maw={640} mx="auto">
        <Text c="plum.7" tt="uppercase" fw={700} fz="xs" style={{ letterSpacing: "0.14em" }}>
          Follow us on Instagram
        </Text>
        <Title id="follow-us" order={2} fz={{ base: 32, sm: 44 }} c="plum.9">
          {handle}
        </Title>
        <Text c="gray.7" fz="lg">
          Fresh looks from our professionals, a peek behind the scenes and beauty tips you can use tomorrow morning. Tag
          your look with #GetPrimped to be featured.
        </Text>
        <Button
          component="a"
          href={instagram.href}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          variant="outline"
        >
          Follow {handle}
        </Button>
      </Stack>
    </Container>
  );
}
