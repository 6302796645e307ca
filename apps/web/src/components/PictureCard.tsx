import { AspectRatio, Card, Image, Stack } from "@mantine/core";
import type { ReactNode } from "react";

/** A card led by a wide picture (decorative: the card's own words say what it is), then its words. */
export function PictureCard({ imageUrl, children }: { imageUrl: string; children: ReactNode }) {
  return (
    <Card component="article" padding="lg" radius="lg" shadow="xs" h="100%">
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <Image src={imageUrl} alt="" loading="lazy" decoding="async" bg="plum.1" />
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        {children}
      </Stack>
    </Card>
  );
}
