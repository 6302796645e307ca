// The pro dashboard's four training videos, served by our own site (public/videos), so the
// dashboard makes no third-party request. Each is an 8-second title card made by
// scripts/make-training-videos.sh until the product owner records the full lessons. Until
// played, a card shows the video's poster and a play button, and nothing else downloads.
import { AspectRatio, Box, Card, Image, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { PlayIcon } from "../../components/icons";

/** File names under /videos and titles; keep in step with scripts/make-training-videos.sh. */
export const TRAINING_VIDEOS = [
  { slug: "welcome", title: "Welcome to Primp" },
  { slug: "first-booking", title: "Your first booking, step by step" },
  { slug: "photos", title: "Taking great photos of your work" },
  { slug: "payouts", title: "Getting paid with StripeConnect" },
] as const;

function TrainingVideo({ slug, title }: (typeof TRAINING_VIDEOS)[number]) {
  const [playing, setPlaying] = useState(false);
  const poster = `/videos/${slug}.jpg`;
  return (
    <Card component="figure" m={0} padding={0} radius="md" withBorder>
      <AspectRatio ratio={16 / 9}>
        {playing ? (
          // biome-ignore lint/a11y/useMediaCaption: a silent title card; the figcaption is its text alternative
          <video controls autoPlay poster={poster} aria-label={title} style={{ display: "block", width: "100%" }}>
            <source src={`/videos/${slug}.webm`} type="video/webm" />
            <source src={`/videos/${slug}.mp4`} type="video/mp4" />
          </video>
        ) : (
          <UnstyledButton onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`} pos="relative">
            <Image src={poster} alt="" loading="lazy" h="100%" />
            {/* In the corner: the poster's title fills the middle. */}
            <Box
              pos="absolute"
              right={12}
              bottom={12}
              c="white"
              bg="rgba(0,0,0,0.35)"
              w={52}
              h={52}
              style={{ borderRadius: 52, display: "flex", alignItems: "center", justifyContent: "center" }}
            >
              <PlayIcon size={24} />
            </Box>
          </UnstyledButton>
        )}
      </AspectRatio>
      <Stack component="figcaption" gap={0} p="sm">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          Preview · the full lesson is coming soon
        </Text>
      </Stack>
    </Card>
  );
}

export function TrainingVideos() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {TRAINING_VIDEOS.map((video) => (
        <TrainingVideo key={video.slug} {...video} />
      ))}
    </SimpleGrid>
  );
}
