// Issuing the completion e-mail's signed link (booking-link.ts reads it back): the payout that
// completes a booking issues it inside its transaction. Only the token's SHA-256 is stored.
import type { Db } from "@primp/db";
import { hashToken, randomToken } from "../auth/tokens.ts";

/** Long enough to rate, edit within the window and tip after a busy month. */
export const BOOKING_LINK_LIFETIME_MS = 30 * 24 * 3_600_000;

export async function issueBookingLink(
  db: Pick<Db, "bookingLink">,
  bookingId: string,
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.bookingLink.create({
    data: { tokenHash: hashToken(token), bookingId, expiresAt: new Date(now.getTime() + BOOKING_LINK_LIFETIME_MS) },
  });
  return token;
}
