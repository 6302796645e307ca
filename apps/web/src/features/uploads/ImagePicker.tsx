// A file picker for images: the phone's camera is offered (capture), the chosen image is
// previewed, and the upload's progress is shown as a bar.
import { Button, FileButton, Group, Image, Progress, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";

export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function ImagePicker({
  label,
  file,
  onChange,
  progress,
  currentUrl,
  capture = false,
  disabled = false,
}: {
  label: string;
  file: File | null;
  onChange(file: File | null): void;
  progress: number | null;
  currentUrl?: string | null;
  /** Also offer "Take a photo", which opens the camera on phones (photo of finished work). */
  capture?: boolean;
  disabled?: boolean;
}) {
  const preview = useObjectUrl(file);
  const shown = preview ?? currentUrl ?? null;
  return (
    <Stack gap="sm" align="flex-start">
      {shown && (
        <Image
          src={shown}
          alt={file ? `Preview of ${file.name}` : label}
          maw={320}
          mah={320}
          radius="md"
          fit="contain"
          bg="plum.0"
          style={{ border: "1px solid var(--mantine-color-plum-1)" }}
        />
      )}
      <Group gap="sm">
        {capture && (
          <FileButton onChange={onChange} accept="image/*" capture="environment" disabled={disabled}>
            {(props) => (
              <Button {...props} disabled={disabled}>
                Take a photo
              </Button>
            )}
          </FileButton>
        )}
        <FileButton onChange={onChange} accept="image/*" disabled={disabled}>
          {(props) => (
            <Button variant="light" {...props} disabled={disabled}>
              {file ? "Choose another image" : label}
            </Button>
          )}
        </FileButton>
      </Group>
      {file && (
        <Text size="sm" c="dimmed">
          {file.name} · {(file.size / 1024 / 1024).toFixed(1)} MB
        </Text>
      )}
      {progress !== null && <Progress value={progress} w="100%" maw={320} animated aria-label="Upload progress" />}
    </Stack>
  );
}
