// Every rate limit of the product, in one place. A rule names its counter (the key, from the
// caller and the parsed input) and its budget; procedures apply it with `rateLimited(rule)` from
// trpc.ts, the upload route and the login check call `enforceRateLimits` with the same rules.
// The figures are recorded in docs/decisions/accounts.md ("Rate limits").
import { CONVERSATION } from "@primp/core";
import type { RateLimitRule } from "./rate-limit.ts";

/** What a key may depend on: the client address, the signed-in user, the parsed input. */
export interface RateLimitCaller {
  ip: string;
  user: { id: string } | null;
}

export interface KeyedRateLimitRule<Input = unknown> extends RateLimitRule {
  key(caller: RateLimitCaller, input: Input): string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type WithEmail = { email: string };
type WithBookingId = { bookingId: string };

/**
 * Login counts FAILED attempts only, per account from one address and per address: an
 * attacker guessing from elsewhere can never lock the owner out, and a success never counts.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: KeyedRateLimitRule<WithEmail> = {
  limit: 10,
  windowMs: 15 * MINUTE,
  key: ({ ip }, { email }) => `login-failed:account:${email}:address:${ip}`,
};
export const LOGIN_FAILURES_PER_ADDRESS: KeyedRateLimitRule<WithEmail> = {
  limit: 50,
  windowMs: 15 * MINUTE,
  key: ({ ip }) => `login-failed:address:${ip}`,
};

/** Sign-ups: a household behind one address is fine; a script creating accounts is not. */
export const SIGN_UPS_PER_ADDRESS: KeyedRateLimitRule = {
  limit: 10,
  windowMs: HOUR,
  key: ({ ip }) => `sign-up:address:${ip}`,
};
/**
 * Every address together, counting addresses rather than sign-ups (enforceClientAndSharedLimits):
 * a burst from many addresses still cannot mail thousands of strangers, and a few dozen
 * addresses spending their own budgets cannot shut sign-up for everyone else.
 */
export const SIGN_UPS_EVERYWHERE: KeyedRateLimitRule = {
  limit: 500,
  windowMs: HOUR,
  key: () => "sign-up:everywhere",
};
/**
 * Sign-ups naming one e-mail address, taken or not (both answer alike): a typo retried, not a
 * stream of "someone tried to sign up with your address" notices to its owner.
 */
export const SIGN_UPS_PER_EMAIL: KeyedRateLimitRule<WithEmail> = {
  limit: 3,
  windowMs: HOUR,
  key: (_caller, { email }) => `sign-up:email:${email}`,
};

export const RESET_PER_ACCOUNT: KeyedRateLimitRule<WithEmail> = {
  limit: 5,
  windowMs: HOUR,
  key: (_caller, { email }) => `reset:account:${email}`,
};
export const RESET_PER_ADDRESS: KeyedRateLimitRule<WithEmail> = {
  limit: 20,
  windowMs: HOUR,
  key: ({ ip }) => `reset:address:${ip}`,
};

/** Public booking calls write rows and reach the payment provider: enough for a family booking together. */
export const QUICK_REQUESTS_PER_ADDRESS: KeyedRateLimitRule = {
  limit: 60,
  windowMs: HOUR,
  key: ({ ip }) => `quick-request:ip:${ip}`,
};
export const BOOKINGS_PER_ADDRESS: KeyedRateLimitRule = {
  limit: 30,
  windowMs: HOUR,
  key: ({ ip }) => `booking-create:ip:${ip}`,
};
/** Card attempts on one booking: retries after a decline, not card testing. */
export const PAYMENT_ATTEMPTS_PER_BOOKING: KeyedRateLimitRule<WithBookingId> = {
  limit: 10,
  windowMs: HOUR,
  key: (_caller, { bookingId }) => `booking-pay:${bookingId}`,
};

/** Enough for a household or a salon sharing one address; not enough to flood the review queue. */
export const APPLICATIONS_PER_ADDRESS: KeyedRateLimitRule = {
  limit: 10,
  windowMs: HOUR,
  key: ({ ip }) => `apply:address:${ip}`,
};
/**
 * Applications naming one e-mail address, pending or not (both answer alike and e-mail the
 * address): a second try after a typo, not a stream of mail to the applicant.
 */
export const APPLICATIONS_PER_EMAIL: KeyedRateLimitRule<WithEmail> = {
  limit: 3,
  windowMs: DAY,
  key: (_caller, { email }) => `apply:email:${email}`,
};
/** Enough for a person with follow-up questions; too few for a script filling admins' inboxes. */
export const CONTACT_PER_ADDRESS: KeyedRateLimitRule = {
  limit: 5,
  windowMs: HOUR,
  key: ({ ip }) => `contact:address:${ip}`,
};

/**
 * A pro releasing an accepted booking back to the pool: a change of plans happens; releasing the
 * same booking again and again (each release is news to the customer) does not.
 */
export const RELEASES_PER_BOOKING: KeyedRateLimitRule<WithBookingId> = {
  limit: 2,
  windowMs: DAY,
  key: (_caller, { bookingId }) => `release:booking:${bookingId}`,
};
export const RELEASES_PER_PRO: KeyedRateLimitRule = {
  limit: 5,
  windowMs: DAY,
  key: ({ user }) => `release:pro:${user?.id ?? "anonymous"}`,
};

/** Image uploads per signed-in user: a profile session's worth, not a disk-filling loop. */
export const UPLOADS_PER_USER: KeyedRateLimitRule = {
  limit: 30,
  windowMs: HOUR,
  key: ({ user }) => `upload:user:${user?.id ?? "anonymous"}`,
};
/** Bytes uploaded per user a day, replaced images included: a profile's worth many times over, not a disk. */
export const UPLOAD_BYTES_PER_USER: KeyedRateLimitRule = {
  limit: 100 * 1024 * 1024,
  windowMs: DAY,
  key: ({ user }) => `upload-bytes:user:${user?.id ?? "anonymous"}`,
};

/** Ratings and reviews per signed-in user: a few bookings rated and re-edited, not a flood of text. */
export const RATINGS_PER_USER: KeyedRateLimitRule = {
  limit: 30,
  windowMs: HOUR,
  key: ({ user }) => `rating:user:${user?.id ?? "anonymous"}`,
};

/** Tip attempts per signed-in user: a declined card tried again, not card testing through our form. */
export const TIPS_PER_USER: KeyedRateLimitRule = {
  limit: 10,
  windowMs: HOUR,
  key: ({ user }) => `tip:user:${user?.id ?? "anonymous"}`,
};

/** The completion e-mail's link (public): a customer reads, rates and tips a few times, nobody guesses tokens. */
export const BOOKING_LINKS_PER_IP: KeyedRateLimitRule = {
  limit: 60,
  windowMs: HOUR,
  key: ({ ip }) => `booking-link:ip:${ip}`,
};

/** Messages per person, every booking's conversation together: a quick exchange, not a flood. */
export const MESSAGES_PER_USER: KeyedRateLimitRule = {
  limit: CONVERSATION.messagesPerWindow,
  windowMs: CONVERSATION.rateWindowMinutes * MINUTE,
  key: ({ user }) => `message:user:${user?.id ?? "anonymous"}`,
};
