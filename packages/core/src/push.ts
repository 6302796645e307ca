// Web Push: which notifications each role may switch on, what a subscription must look like, and
// the words of every notification. A payload is a short title and a link, never personal data:
// the page opened from it loads the rest for whoever is signed in.
import { z } from "zod";

/** What a person can be notified of, one switch each. */
export const PUSH_TOPICS = ["offers", "acceptance", "on-my-way", "messages"] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** The switches each role is offered: pros hear of offers and messages, customers of their booking's steps. */
export const PUSH_TOPICS_BY_ROLE = {
  PRO: ["offers", "messages"],
  CUSTOMER: ["acceptance", "on-my-way", "messages"],
  ADMIN: [],
} as const satisfies Record<"PRO" | "CUSTOMER" | "ADMIN", readonly PushTopic[]>;

export const PUSH_TOPIC_LABELS: Record<PushTopic, string> = {
  offers: "A booking is offered to me",
  acceptance: "A pro accepts my booking",
  "on-my-way": "My pro is on the way",
  messages: "A new message about a booking",
};

/** The notification's title for each topic: no name, address or service. */
export const PUSH_TITLES: Record<PushTopic, string> = {
  offers: "New booking offer on Primp",
  acceptance: "A pro accepted your booking",
  "on-my-way": "Your pro is on the way",
  messages: "New message about your booking",
};

export const PUSH = {
  /** Devices one account may have subscribed at once; a new one past it replaces the oldest. */
  subscriptionsPerUser: 10,
  /** Push services' endpoints are short; a longer one is not a real subscription. */
  endpointMaxLength: 1024,
  /** How long a push service keeps an undelivered notification (web-push's TTL, seconds). */
  ttlSeconds: 6 * 60 * 60,
} as const;

export const PUSH_TOPICS_REQUIRED = "Choose at least one notification to switch on.";
export const PUSH_TOPIC_NOT_FOR_ROLE = "That notification is not offered to your account.";
export const PUSH_ENDPOINT_REFUSED = "This browser's push address cannot be used. Try another browser.";
export const PUSH_OFF = "Notifications are not available on this site.";

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_ENDPOINT_REFUSED);

const topicsSchema = z
  .array(z.enum(PUSH_TOPICS))
  .min(1, PUSH_TOPICS_REQUIRED)
  .max(PUSH_TOPICS.length)
  .transform((topics) => [...new Set(topics)]);

const endpointSchema = z.string().trim().max(PUSH.endpointMaxLength, PUSH_ENDPOINT_REFUSED).url(PUSH_ENDPOINT_REFUSED);

/** What PushSubscription.toJSON() gives, with the switches to turn on for this device. */
export const pushSubscribeInputSchema = z.object({
  endpoint: endpointSchema,
  // p256dh: an uncompressed P-256 point (65 bytes, 87 characters); auth: 16 bytes (22).
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
  topics: topicsSchema,
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeInputSchema>;

export const pushEndpointInputSchema = z.object({ endpoint: endpointSchema });

export const pushOptInsInputSchema = z.object({ endpoint: endpointSchema, topics: topicsSchema });
