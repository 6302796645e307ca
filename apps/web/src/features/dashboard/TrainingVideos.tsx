// The pro dashboard's four training videos. Each is a facade until played: nothing is
// loaded from the video host until the pro asks for it (privacy, and a lighter dashboard).
import { AspectRatio, Box, Card, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { PlayIcon } from "./icons";

/**
 * The product owner's training playlist. The ids are placeholders until the owner supplies
 * the real videos (see docs/decisions.md); only youtube-nocookie.com is allowed by the CSP.
 */
export const TRAINING_VIDEOS = [
  { id: "primp-welcome", title: "Welcome to Primp", minutes: 4 },
  { id: "primp-first-booking", title: "Your first booking, step by step", minutes: 6 },
  { id: "primp-photos", title: "Taking great photos of your work", minutes: 3 },
  { id: "primp-payouts", title: "Getting paid with StripeConnect", minutes: 5 },
] as const;

function VideoFacade({ id, title, minutes }: (typeof TRAINING_VIDEOS)[number]) {
  const [playing, setPlaying] = useState(false);
  return (
    <Card padding={0} radius="md" withBorder>
      <AspectRatio ratio={16 / 9}>
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            style={{ border: 0 }}
          />
        ) : (
          <UnstyledButton
            onClick={() => setPlaying(true)}
            aria-label={`Play video: ${title}`}
            style={{
              background: "linear-gradient(135deg, var(--mantine-color-plum-8), var(--mantine-color-rose-6))",
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
            }}
          >
            <Box
              c="white"
              bg="rgba(0,0,0,0.25)"
              w={56}
              h={56}
              style={{ borderRadius: 56, display: "flex", alignItems: "center", justifyContent: "center" }}
            >
              <PlayIcon size={26} />
            </Box>
          </UnstyledButton>
        )}
      </AspectRatio>
      <Stack gap={0} p="sm">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {minutes} min
        </Text>
      </Stack>
    </Card>
  );
}

export function TrainingVideos() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {TRAINING_VIDEOS.map((video) => (
        <VideoFacade key={video.id} {...video} />
      ))}
    </SimpleGrid>
  );
}
