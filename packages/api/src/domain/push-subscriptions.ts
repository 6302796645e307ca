// A browser's push subscription and the notifications switched on there (push.* procedures).
// Push is off without VAPID keys: then there is no key to subscribe with and nothing is stored.
import {
  PUSH,
  PUSH_ENDPOINT_REFUSED,
  PUSH_OFF,
  PUSH_TOPIC_NOT_FOR_ROLE,
  PUSH_TOPICS_BY_ROLE,
  type PushSubscribeInput,
  type PushTopic,
} from "@primp/core";
import type { Role } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Services } from "../trpc.ts";
import type { Viewer } from "./booking-access.ts";

type Deps = Pick<Services, "db" | "push" | "config">;

export const PUSH_NOT_SUBSCRIBED = "This browser is not set up for notifications yet. Switch one on first.";

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * Where the server will POST: a push service's https address, named by host (an address given
 * as an IP literal or localhost would let a caller aim our server at its own network). Outside
 * production, http to this machine is allowed too, for the local push stand-in.
 */
export function isAllowedEndpoint(endpoint: string, production: boolean): boolean {
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (!production && url.protocol === "http:" && LOOPBACK.test(url.hostname)) return true;
  return url.protocol === "https:" && !LOOPBACK.test(url.hostname) && !IP_LITERAL.test(url.hostname);
}

function assertPushOn(deps: Deps) {
  if (deps.push.kind === "off") throw new TRPCError({ code: "PRECONDITION_FAILED", message: PUSH_OFF });
}

/** Administrators are offered no notifications (support reads on its own); others only their role's. */
function assertTopicsFor(role: Role, topics: PushTopic[]) {
  const offered: readonly PushTopic[] = PUSH_TOPICS_BY_ROLE[role];
  if (offered.length === 0) throw new TRPCError({ code: "FORBIDDEN", message: PUSH_TOPIC_NOT_FOR_ROLE });
  if (topics.some((topic) => !offered.includes(topic))) {
    throw new TRPCError({ code: "BAD_REQUEST", message: PUSH_TOPIC_NOT_FOR_ROLE });
  }
}

/** push.settings: the key to subscribe with (null when push is off) and the switches offered to the caller. */
export function pushSettings(deps: Deps, viewer: Viewer) {
  const publicKey = deps.push.publicKey;
  return { publicKey, topics: publicKey ? [...PUSH_TOPICS_BY_ROLE[viewer.role]] : [] };
}

/** push.subscription: what this browser (its endpoint) has switched on for the caller; null when nothing. */
export async function pushSubscriptionOf(deps: Deps, viewer: Viewer, endpoint: string) {
  const row = await deps.db.pushSubscription.findFirst({ where: { endpoint, userId: viewer.id } });
  return row ? { topics: row.topics as PushTopic[] } : null;
}

/**
 * push.subscribe: stores the browser's subscription for the caller with `topics` on. A browser
 * is one person's at a time: the account that subscribed it last gets its notifications. Past
 * the cap of devices the oldest subscription goes.
 */
export async function subscribeToPush(deps: Deps, viewer: Viewer, input: PushSubscribeInput) {
  assertPushOn(deps);
  assertTopicsFor(viewer.role, input.topics);
  if (!isAllowedEndpoint(input.endpoint, deps.config.production)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: PUSH_ENDPOINT_REFUSED });
  }
  const fields = { userId: viewer.id, p256dh: input.keys.p256dh, auth: input.keys.auth, topics: input.topics };
  await deps.db.$transaction(async (tx) => {
    await tx.pushSubscription.upsert({
      where: { endpoint: input.endpoint },
      create: { endpoint: input.endpoint, ...fields },
      update: fields,
    });
    const beyondCap = await tx.pushSubscription.findMany({
      where: { userId: viewer.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: PUSH.subscriptionsPerUser,
      select: { id: true },
    });
    if (beyondCap.length > 0)
      await tx.pushSubscription.deleteMany({ where: { id: { in: beyondCap.map((row) => row.id) } } });
  });
  return { topics: input.topics };
}

/** push.setOptIns: the switches on for this browser (at least one; switching all off is unsubscribing). */
export async function setPushOptIns(deps: Deps, viewer: Viewer, input: { endpoint: string; topics: PushTopic[] }) {
  assertPushOn(deps);
  assertTopicsFor(viewer.role, input.topics);
  const { count } = await deps.db.pushSubscription.updateMany({
    where: { endpoint: input.endpoint, userId: viewer.id },
    data: { topics: input.topics },
  });
  if (count === 0) throw new TRPCError({ code: "NOT_FOUND", message: PUSH_NOT_SUBSCRIBED });
  return { topics: input.topics };
}

/** push.unsubscribe: forgets this browser for the caller; done already is fine. */
export async function unsubscribeFromPush(deps: Deps, viewer: Viewer, endpoint: string) {
  await deps.db.pushSubscription.deleteMany({ where: { endpoint, userId: viewer.id } });
  return { topics: [] as PushTopic[] };
}
