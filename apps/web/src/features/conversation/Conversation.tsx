// The "Messages" section of /booking-details (customer, pro and administrators): the thread,
// read receipts, and the composer, or in words why it is read-only. Shown messages are marked read.
import { Alert, Loader, Stack, Text } from "@mantine/core";
import { CONVERSATION_EMPTY } from "@primp/core";
import { useEffect } from "react";
import { BookingSection } from "../../components/BookingSection";
import { errorMessage } from "../../forms/server-errors";
import { type RouterOutputs, trpc } from "../../trpc";
import { Composer } from "./Composer";
import { MessageBubble } from "./MessageBubble";

type Thread = RouterOutputs["conversation"]["thread"];

/** Marks the thread read up to its newest message when someone else wrote it. */
function useMarkRead(bookingId: string, thread: Thread | undefined) {
  const markRead = trpc.conversation.markRead.useMutation();
  const newest = thread?.messages.at(-1);
  const unreadId = newest && !newest.mine ? newest.id : null;
  const { mutate } = markRead;
  useEffect(() => {
    if (unreadId) mutate({ bookingId, messageId: unreadId });
  }, [bookingId, unreadId, mutate]);
}

/** The id of my newest message once the other side has read up to it. */
function readMessageId(thread: Thread): string | null {
  const mine = thread.messages.filter((message) => message.mine).at(-1);
  const readAt = thread.otherSideReadAt;
  return mine && readAt && readAt.getTime() >= mine.createdAt.getTime() ? mine.id : null;
}

function ThreadBody({ bookingId, thread }: { bookingId: string; thread: Thread }) {
  const read = readMessageId(thread);
  return (
    <Stack gap="md">
      {thread.messages.length === 0 ? (
        <Text c="dimmed">{CONVERSATION_EMPTY}</Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: "none" }} aria-label="Messages">
          {thread.messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              read={message.id === read}
              canHide={thread.role === "SUPPORT"}
            />
          ))}
        </Stack>
      )}
      {thread.canWrite ? (
        <Composer bookingId={bookingId} />
      ) : (
        <Alert color="gray" variant="light">
          {thread.writeRefusal}
        </Alert>
      )}
    </Stack>
  );
}

export function Conversation({ bookingId }: { bookingId: string }) {
  const query = trpc.conversation.thread.useQuery({ bookingId });
  useMarkRead(bookingId, query.data);
  // The unread notice links here with #messages.
  return (
    <BookingSection id="messages" title="Messages" ready={query.data !== undefined}>
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading messages" />
      ) : query.error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <ThreadBody bookingId={bookingId} thread={query.data} />
      )}
    </BookingSection>
  );
}
