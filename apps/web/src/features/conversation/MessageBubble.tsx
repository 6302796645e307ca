// One message: mine on the right, theirs on the left, Primp support marked; photos as thumbnails
// that open full size; a hidden message says so (administrators still see it, with the reason).
import { Anchor, Badge, Box, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { formatInstant, MESSAGE_HIDDEN_NOTE } from "@primp/core";
import type { RouterOutputs } from "../../trpc";
import { HideMessageButton } from "./HideMessageButton";
import { LinkedText } from "./LinkedText";

export type ThreadMessage = RouterOutputs["conversation"]["thread"]["messages"][number];

export function MessageBubble({
  message,
  read,
  canHide,
}: {
  message: ThreadMessage;
  /** Shows "Read" under it: the other side has read up to here. */
  read: boolean;
  canHide: boolean;
}) {
  const { mine, author } = message;
  const support = author.role === "SUPPORT";
  const shown = !message.hidden || message.body !== "" || message.photos.length > 0;
  return (
    <Stack gap={4} align={mine ? "flex-end" : "flex-start"} component="li" aria-label={`Message from ${author.name}`}>
      <Group gap={6}>
        {support ? (
          <Badge size="sm" color="rose">
            {author.name}
          </Badge>
        ) : (
          <Text size="xs" fw={600}>
            {mine ? "You" : author.name}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatInstant(message.createdAt)}
        </Text>
      </Group>
      <Paper
        px="sm"
        py={8}
        radius="lg"
        maw="min(85%, 32rem)"
        bg={mine ? "plum.7" : support ? "rose.0" : "gray.1"}
        c={mine ? "white" : undefined}
        withBorder={support}
      >
        {message.hidden && (
          <Text size="sm" fs="italic" c={mine ? "plum.1" : "dimmed"}>
            {MESSAGE_HIDDEN_NOTE}
          </Text>
        )}
        {shown && message.body && <LinkedText text={message.body} />}
        {shown && message.photos.length > 0 && (
          <Group gap="xs" mt={message.body ? 6 : 0}>
            {message.photos.map((photo, index) => (
              <Anchor key={photo.id} href={photo.url} target="_blank" rel="noopener noreferrer">
                <Image
                  src={photo.url}
                  alt={`Photo ${index + 1} from ${mine ? "you" : author.name}`}
                  w={96}
                  h={96}
                  radius="md"
                  fit="cover"
                />
              </Anchor>
            ))}
          </Group>
        )}
      </Paper>
      {message.hiddenReason && (
        <Text size="xs" c="red.8">
          Hidden: {message.hiddenReason}
        </Text>
      )}
      <Box>
        {read && (
          <Text size="xs" c="dimmed">
            Read
          </Text>
        )}
        {canHide && !message.hidden && <HideMessageButton messageId={message.id} />}
      </Box>
    </Stack>
  );
}
