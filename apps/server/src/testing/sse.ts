// A live stream read over a real connection, as a browser's EventSource would: the GET tRPC's
// httpSubscriptionLink sends, and its events one at a time (tRPC's "connected" and pings too).
import superjson from "superjson";

export interface SseEvent {
  /** "message" for the subscription's own data; tRPC names its others (connected, ping, serialized-error). */
  event: string;
  data: string;
  id: string | undefined;
}

export interface SseStream {
  status: number;
  /** The next event, waiting for it. */
  next(): Promise<SseEvent>;
  /** The next of the subscription's own messages, as the page receives it, skipping tRPC's own events. */
  nextMessage(): Promise<{ id: string | undefined; kind: string }>;
  close(): void;
}

function parseEvent(block: string): SseEvent {
  const field = (name: string) =>
    block
      .split("\n")
      .filter((line) => line.startsWith(`${name}: `))
      .map((line) => line.slice(name.length + 2))
      .join("\n");
  return { event: field("event") || "message", data: field("data"), id: field("id") || undefined };
}

export async function openLiveStream(
  baseUrl: string,
  path: string,
  input: unknown,
  { cookie, lastEventId }: { cookie?: string; lastEventId?: string } = {},
): Promise<SseStream> {
  const controller = new AbortController();
  const query = `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (cookie) headers.cookie = cookie;
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const response = await fetch(`${baseUrl}/trpc/${path}${query}`, { headers, signal: controller.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  async function next(): Promise<SseEvent> {
    while (true) {
      const end = buffered.search(/\n\n+/);
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end).replace(/^\n+/, "");
        return parseEvent(block);
      }
      const chunk = await reader?.read();
      if (!chunk || chunk.done) throw new Error(`the stream ended; unread: ${buffered}`);
      buffered += decoder.decode(chunk.value, { stream: true });
    }
  }
  return {
    status: response.status,
    next,
    async nextMessage() {
      while (true) {
        const event = await next();
        if (event.event === "serialized-error") throw new Error(`refused: ${event.data}`);
        if (event.event !== "message") continue;
        const data = superjson.deserialize<{ kind: string }>(JSON.parse(event.data));
        return { id: event.id, kind: data.kind };
      }
    },
    close: () => controller.abort(),
  };
}
