// The pro dashboard's four training videos, served by our own site (public/videos), so the
// dashboard makes no third-party request. Each is an 8-second title card made by
// scripts/make-training-videos.sh until the product owner records the full lessons.
import { AspectRatio, Card, SimpleGrid, Stack, Text } from "@mantine/core";

/** File names under /videos and titles; keep in step with scripts/make-training-videos.sh. */
export const TRAINING_VIDEOS = [
  { slug: "welcome", title: "Welcome to Primp" },
  { slug: "first-booking", title: "Your first booking, step by step" },
  { slug: "photos", title: "Taking great photos of your work" },
  { slug: "payouts", title: "Getting paid with StripeConnect" },
] as const;

function TrainingVideo({ slug, title }: (typeof TRAINING_VIDEOS)[number]) {
  return (
    <Card component="figure" m={0} padding={0} radius="md" withBorder>
      <AspectRatio ratio={16 / 9}>
        {/* Nothing downloads until played. The caption below says all the silent card shows. */}
        {/* biome-ignore lint/a11y/useMediaCaption: silent video; the figcaption is its text alternative */}
        <video controls preload="none" poster={`/videos/${slug}.jpg`} aria-label={title} style={{ display: "block" }}>
          <source src={`/videos/${slug}.webm`} type="video/webm" />
          <source src={`/videos/${slug}.mp4`} type="video/mp4" />
        </video>
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
