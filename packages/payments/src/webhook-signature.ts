import { createHmac, timingSafeEqual } from "node:crypto";

/** Seconds a signed webhook stays acceptable; Stripe's default, to stop replays of old captures. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const signatureOf = (payload: string, timestamp: number, secret: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");

/**
 * Signs a webhook body for the local provider, in Stripe's header format
 * ("t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${body}`>"), so one webhook route serves both providers.
 */
export function signLocalWebhook(
  body: string | Buffer,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${signatureOf(body.toString(), timestamp, secret)}`;
}

/** Throws unless the header carries a fresh, valid signature of exactly this body. */
export function verifyLocalWebhook(
  body: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new Error("Webhook signature header is missing");
  const parts = header.split(",").map((part) => part.split("=", 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([name]) => name === "t")?.[1]);
  const signatures = parts.filter(([name]) => name === "v1").map(([, value]) => value ?? "");
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new Error("Webhook signature header is malformed");
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new Error("Webhook signature timestamp is outside the tolerance");
  }
  const expected = Buffer.from(signatureOf(body.toString(), timestamp, secret), "utf8");
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new Error("Webhook signature does not match the body");
}
