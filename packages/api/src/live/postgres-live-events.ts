// Live events shared by every server process on one PostgreSQL: `publish` is a NOTIFY on the
// channel below (through the ordinary pool), and each process holds one dedicated connection
// that LISTENs on it and hands what arrives to its own subscribers. The payload is the event
// only (a few ids), far under NOTIFY's 8000-byte limit. The connection opens with the first
// subscriber, so a process (or a test) that never subscribes opens none. When it drops, the bus
// reconnects with a growing pause and then tells its subscribers to resync: NOTIFYs sent while
// nobody listened are lost, so every open page re-reads once.
import { connectClient } from "@primp/db";
import { type Kysely, sql } from "kysely";
import { z } from "zod";
import { deliverTo, type LiveEvent, type LiveEvents, type LiveListener } from "./live-events.ts";

export const LIVE_CHANNEL = "primp_live";
/** How the LISTEN connection shows in pg_stat_activity (operators, and the reconnect test). */
export const LIVE_APPLICATION_NAME = "primp-live";

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 10_000;

type ListenClient = Awaited<ReturnType<typeof connectClient>>;

const liveEventSchema: z.ZodType<LiveEvent> = z.discriminatedUnion("kind", [
  // An older process's event names no customer: its booking's page still hears it.
  z.object({
    kind: z.literal("booking.changed"),
    bookingId: z.string(),
    customerId: z.string().nullable().default(null),
  }),
  z.object({ kind: z.literal("conversation.changed"), bookingId: z.string() }),
  z.object({ kind: z.literal("offer.new"), proId: z.string(), bookingId: z.string() }),
]);

/** A NOTIFY payload as an event, or null for one this version does not know (a newer process's). */
export function parseLivePayload(payload: string | undefined): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(payload ?? ""));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A promise and its resolve (Node 20 has no Promise.withResolvers). */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export interface PostgresLiveEventsOptions {
  connectionString: string;
  /** The pool publishes through; NOTIFY needs no connection of its own. */
  // biome-ignore lint/suspicious/noExplicitAny: only `sql` templates run on it, whatever its tables.
  sql: Kysely<any>;
  /** Told about a lost LISTEN connection and each failed reconnect (the server logs them). */
  onConnectionError?: (error: Error) => void;
}

export function createPostgresLiveEvents({
  connectionString,
  sql: pool,
  onConnectionError = () => {},
}: PostgresLiveEventsOptions): LiveEvents {
  const listeners = new Set<LiveListener>();
  let client: ListenClient | null = null;
  let connecting: Promise<void> | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pauseMs = RECONNECT_FIRST_MS;
  let closed = false;
  /** Settles when a LISTEN connection is up; a new one is made each time it is lost. */
  let connected = signal();

  function lost(dropped: ListenClient, error: Error) {
    if (client !== dropped) return;
    client = null;
    connected = signal();
    onConnectionError(error);
    dropped.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen().then(() => deliverTo(listeners, { kind: "resync" }));
    }, pauseMs);
    pauseMs = Math.min(pauseMs * 2, RECONNECT_MAX_MS);
  }

  /** Opens the LISTEN connection; on failure, tries again later (never rejects). */
  function listen(): Promise<void> {
    connecting ??= (async () => {
      let opened: ListenClient | null = null;
      try {
        opened = await connectClient({ connectionString, application_name: LIVE_APPLICATION_NAME }, (error) => {
          if (opened) lost(opened, error);
        });
        opened.on("notification", (message) => {
          if (message.channel !== LIVE_CHANNEL) return;
          const event = parseLivePayload(message.payload);
          if (event) deliverTo(listeners, event);
        });
        opened.on("end", () => {
          if (opened) lost(opened, new Error("the LISTEN connection ended"));
        });
        await opened.query(`LISTEN ${LIVE_CHANNEL}`);
        if (closed) {
          await opened.end();
          return;
        }
        client = opened;
        pauseMs = RECONNECT_FIRST_MS;
        connected.resolve();
      } catch (error) {
        onConnectionError(error as Error);
        opened?.end().catch(() => {});
        scheduleReconnect();
        throw error;
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting.catch(() => {});
  }

  return {
    async publish(event) {
      await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`.execute(pool);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!client && !retry && !closed) void listen();
      return () => listeners.delete(listener);
    },
    ready() {
      if (client) return Promise.resolve();
      if (!retry && !closed) void listen();
      return connected.promise;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      await connecting?.catch(() => {});
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
