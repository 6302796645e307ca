// Three highlight images. The owner has EDIT/CANCEL, a picker per slot and SAVE (which
// uploads the chosen slots, then refreshes); everyone else sees the carousel.
import { Alert, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ImagePicker } from "../uploads/ImagePicker";
import { useImageUpload } from "../uploads/useImageUpload";
import { HighlightCarousel } from "./HighlightCarousel";

const SLOTS = [1, 2, 3] as const;

function HighlightsEditor({ current, onSaved }: { current: (string | null)[]; onSaved(): void }) {
  const [files, setFiles] = useState<Record<number, File | null>>({});
  const { upload, progress, error, uploading } = useImageUpload();
  const [slotInFlight, setSlotInFlight] = useState<number | null>(null);
  const save = async () => {
    for (const slot of SLOTS) {
      const file = files[slot];
      if (!file) continue;
      setSlotInFlight(slot);
      const result = await upload({ kind: "highlight", slot }, file);
      if (!result) return setSlotInFlight(null);
    }
    setSlotInFlight(null);
    onSaved();
  };
  const chosen = SLOTS.some((slot) => files[slot]);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {SLOTS.map((slot) => (
          <Paper key={slot} withBorder p="sm" radius="md">
            <Text fw={600} mb="xs">
              Highlight {slot}
            </Text>
            <ImagePicker
              label="Choose image"
              file={files[slot] ?? null}
              onChange={(file) => setFiles((all) => ({ ...all, [slot]: file }))}
              progress={slotInFlight === slot ? progress : null}
              currentUrl={current[slot - 1]}
              disabled={uploading}
            />
          </Paper>
        ))}
      </SimpleGrid>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button onClick={save} disabled={!chosen} loading={uploading}>
          SAVE
        </Button>
      </Group>
    </Stack>
  );
}

export function HighlightsBlock({
  highlights,
  isOwner,
  name,
  onSaved,
}: {
  highlights: (string | null)[];
  isOwner: boolean;
  name: string;
  onSaved(): void;
}) {
  const [editing, setEditing] = useState(false);
  const images = highlights.filter((url): url is string => Boolean(url));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          Highlights
        </Title>
        {isOwner && (
          <Button variant="subtle" onClick={() => setEditing((value) => !value)}>
            {editing ? "CANCEL" : "EDIT"}
          </Button>
        )}
      </Group>
      {isOwner && editing ? (
        <HighlightsEditor
          current={highlights}
          onSaved={() => {
            setEditing(false);
            onSaved();
          }}
        />
      ) : images.length === 0 ? (
        <Text c="dimmed">
          {isOwner ? "Show your best work: choose EDIT to add three photos." : "No highlights yet."}
        </Text>
      ) : isOwner ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {images.map((url, i) => (
            <Image key={url} src={url} alt={`Highlight ${i + 1}`} h={220} radius="md" fit="cover" />
          ))}
        </SimpleGrid>
      ) : (
        <HighlightCarousel images={images} name={name} />
      )}
    </Stack>
  );
}
