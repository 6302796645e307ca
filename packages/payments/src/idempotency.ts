/** JSON with sorted object keys, so equal parameters always give the same fingerprint. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Stripe's idempotency rules, for the local provider and the test stand-in: the first
 * successful result for a key is replayed for every later call with that key, and reusing
 * a key with other parameters (or for another operation) is an error, not a silent replay.
 * A call that throws records nothing, so it can be retried with the same key.
 */
export class IdempotencyLedger<Result> {
  readonly #entries = new Map<string, { fingerprint: string; result: Result }>();

  remember(key: string, operation: string, params: unknown, create: () => Result): Result {
    const fingerprint = `${operation} ${stableStringify(params)}`;
    const earlier = this.#entries.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) throw new Error(idempotencyMismatchMessage(key));
      return earlier.result;
    }
    const result = create();
    this.#entries.set(key, { fingerprint, result });
    return result;
  }
}

/** Stripe's own wording, so local runs show what production would. */
export const idempotencyMismatchMessage = (key: string) =>
  `Keys for idempotent requests can only be used with the same parameters they were first used with. ` +
  `Try using a key other than '${key}' if you meant to execute a different request.`;
