// Writing a message: text (Ctrl/Cmd+Enter sends), the count once near the cap, photos uploaded
// one by one through the upload pipeline with their progress, then Send.
import { ActionIcon, Button, Group, Image, Stack, Text, Textarea } from "@mantine/core";
import { CONVERSATION, formatCount, MESSAGE_EMPTY, showsBodyCount } from "@primp/core";
import { type KeyboardEvent, useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { errorMessage } from "../../forms/server-errors";
import { trpc } from "../../trpc";
import { ImagePicker } from "../uploads/ImagePicker";
import type { UploadResult } from "../uploads/uploadImage";
import { useImageUpload } from "../uploads/useImageUpload";

export function Composer({ bookingId }: { bookingId: string }) {
  const utils = trpc.useUtils();
  const [body, setBody] = useState("");
  const [photos, setPhotos] = useState<UploadResult[]>([]);
  const [error, setError] = useState<string | null>(null);
  const photoUpload = useImageUpload();
  const post = trpc.conversation.post.useMutation({
    onSuccess: async () => {
      setBody("");
      setPhotos([]);
      await utils.conversation.thread.invalidate({ bookingId });
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  const attach = async (file: File | null) => {
    if (!file) return;
    const uploaded = await photoUpload.upload({ kind: "message", bookingId }, file);
    if (uploaded) setPhotos((current) => [...current, uploaded]);
  };
  const send = () => {
    setError(null);
    if (body.trim() === "" && photos.length === 0) return setError(MESSAGE_EMPTY);
    post.mutate({ bookingId, body, photoIds: photos.map((photo) => photo.uploadId) });
  };
  const sendOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  const photosFull = photos.length >= CONVERSATION.photosPerMessage;

  return (
    <Stack gap="sm">
      <Textarea
        label="Your message"
        description="Your e-mail address and phone number are never shown. Ctrl+Enter sends."
        autosize
        minRows={2}
        maxRows={8}
        maxLength={CONVERSATION.bodyMaxLength}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={sendOnCtrlEnter}
      />
      {showsBodyCount(body.length) && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {formatCount(body.length)} / {formatCount(CONVERSATION.bodyMaxLength)} characters
        </Text>
      )}
      {photos.length > 0 && (
        <Group gap="xs" aria-label="Attached photos">
          {photos.map((photo, index) => (
            <Stack key={photo.uploadId} gap={2} align="center">
              <Image src={photo.url} alt={`Attached photo ${index + 1}`} w={64} h={64} radius="md" fit="cover" />
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => setPhotos((current) => current.filter((kept) => kept !== photo))}
              >
                ×
              </ActionIcon>
            </Stack>
          ))}
        </Group>
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <ImagePicker
          label="Attach a photo"
          file={null}
          onChange={(file) => void attach(file)}
          progress={photoUpload.progress}
          disabled={photoUpload.uploading || photosFull}
        />
        <Button onClick={send} loading={post.isPending} disabled={photoUpload.uploading}>
          Send
        </Button>
      </Group>
      <FormMessage message={photoUpload.error ?? error} />
    </Stack>
  );
}
