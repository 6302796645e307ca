// How long a money-moving claim (a payout or a tip being charged) belongs to the request that
// made it: a request that crashed mid-transfer leaves its claim behind, and another may take it
// over once it is this old. Payouts and tips share it, so neither waits on the other's rules.

/** A claim left behind by a crashed request may be taken over after this long. */
export const STALE_CLAIM_MS = 5 * 60_000;
