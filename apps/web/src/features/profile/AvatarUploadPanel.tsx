// The owner's avatar UPLOAD panel: pick an image, then Done uploads it and refreshes the page's data.
import { Alert, Button, Group, Paper, Stack } from "@mantine/core";
import { useState } from "react";
import { ImagePicker } from "../uploads/ImagePicker";
import { useImageUpload } from "../uploads/useImageUpload";

export function AvatarUploadPanel({ onDone }: { onDone(uploaded: boolean): void }) {
  const [file, setFile] = useState<File | null>(null);
  const { upload, progress, error, uploading } = useImageUpload();
  const done = async () => {
    if (!file) return onDone(false);
    const result = await upload({ kind: "avatar" }, file);
    if (result) onDone(true);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <ImagePicker label="Choose a photo" file={file} onChange={setFile} progress={progress} disabled={uploading} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button onClick={done} loading={uploading}>
            Done
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
