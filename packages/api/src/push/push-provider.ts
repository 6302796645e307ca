// Web Push delivery, like mail and texts behind a small interface: through the `web-push`
// library (VAPID-signed, payload encrypted for the browser) when VAPID keys are set, and off
// otherwise, in which case nothing is offered to anyone and nothing is sent.
import webpush from "web-push";
import { ConfigurationError } from "../configuration-error.ts";

/** Where one browser's notifications go (PushSubscription.toJSON()). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A short title and the page to open: nothing personal (the page loads the rest). */
export interface PushPayload {
  title: string;
  url: string;
  /** Notifications with one tag replace each other on the device (one per booking and topic). */
  tag: string;
}

/** "gone": the push service says the subscription no longer exists (404/410); forget it. */
export type PushDelivery = "sent" | "gone";

export interface PushProvider {
  readonly kind: "web-push" | "off";
  /** The VAPID public key browsers subscribe with; null when push is off. */
  readonly publicKey: string | null;
  /** Resolves once the push service took it; throws when it refused or could not be reached (retry). */
  send(target: PushTarget, payload: PushPayload, options: { ttlSeconds: number }): Promise<PushDelivery>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: address push services may contact about our traffic. */
  subject: string;
}

export const VAPID_KEYS = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"] as const;

const present = (value: string | undefined) => Boolean(value?.trim());

/** Push is on with all three keys, off with none; half a setup is a mistake. */
export function vapidKeysFrom(env: Record<string, string | undefined>): VapidKeys | null {
  const missing = VAPID_KEYS.filter((name) => !present(env[name]));
  if (missing.length === VAPID_KEYS.length) return null;
  if (missing.length > 0) {
    throw new ConfigurationError(
      `Push notifications need all of ${VAPID_KEYS.join(", ")}; ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. ` +
        "Set them all (npx web-push generate-vapid-keys makes a pair) to offer push notifications, or none to leave them off.",
    );
  }
  const value = (name: (typeof VAPID_KEYS)[number]) => (env[name] as string).trim();
  const keys = {
    publicKey: value("VAPID_PUBLIC_KEY"),
    privateKey: value("VAPID_PRIVATE_KEY"),
    subject: value("VAPID_SUBJECT"),
  };
  try {
    // Checks the keys' lengths and the subject's form now, rather than at the first send.
    webpush.getVapidHeaders("https://push.example", keys.subject, keys.publicKey, keys.privateKey, "aes128gcm");
  } catch (error) {
    throw new ConfigurationError(`The VAPID keys are not usable: ${(error as Error).message}`);
  }
  return keys;
}

/** A push service's refusal other than "gone" (its status, when it answered). */
export class PushRefused extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
  }
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * `web-push` encrypts the payload for the browser (RFC 8291) and signs the request (VAPID); the
 * request itself goes out through fetch, which speaks http as well as https (web-push's own
 * sender speaks https only), so the same code reaches a push service on this machine in tests.
 */
export function createWebPushProvider(keys: VapidKeys): PushProvider {
  return {
    kind: "web-push",
    publicKey: keys.publicKey,
    async send(target, payload, { ttlSeconds }) {
      const request = webpush.generateRequestDetails(target, JSON.stringify(payload), {
        vapidDetails: keys,
        TTL: ttlSeconds,
        contentEncoding: "aes128gcm",
      });
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        throw new PushRefused(`The push service could not be reached: ${(error as Error).message}`, null);
      }
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return "gone";
      if (!response.ok) throw new PushRefused(`The push service answered ${response.status}.`, response.status);
      return "sent";
    },
  };
}

export const pushOff: PushProvider = {
  kind: "off",
  publicKey: null,
  async send() {
    throw new PushRefused("Push notifications are off (no VAPID keys).", null);
  },
};

export function createPushProvider(keys: VapidKeys | null): PushProvider {
  return keys ? createWebPushProvider(keys) : pushOff;
}
