// One-time tokens for e-mailed links. Only a SHA-256 of the token is stored, so a leaked
// database row cannot be turned back into a working link.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import type { Db, TokenPurpose } from "@primp/db";

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  VERIFY_EMAIL: 7 * 24 * 3_600_000,
  RESET_PASSWORD: 3_600_000,
  SET_PASSWORD: 7 * 24 * 3_600_000,
  JOIN_AS_PRO: 7 * 24 * 3_600_000,
};

export const hashToken = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

/** 160 random bits, as an e-mailed link carries them. */
export const randomToken = () => encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));

export async function issueOneTimeToken(db: Db, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  await db.oneTimeToken.create({
    data: {
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    },
  });
  return token;
}

/**
 * Marks a token issued for one of `purposes` used and returns its user and purpose, or null
 * when it is unknown, used, expired or for something else.
 */
export async function redeemLink(
  db: Db,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<{ userId: string; purpose: TokenPurpose } | null> {
  const tokenHash = hashToken(token);
  const claimed = await db.oneTimeToken.updateMany({
    where: { tokenHash, purpose: { in: [...purposes] }, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (claimed.count !== 1) return null;
  return db.oneTimeToken.findUnique({ where: { tokenHash }, select: { userId: true, purpose: true } });
}

/** Marks the token used and returns its user, or null when it is unknown, used or expired. */
export async function redeemOneTimeToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | null> {
  return (await redeemLink(db, token, [purpose]))?.userId ?? null;
}

/**
 * Ends every outstanding reset and set-password link of the account: once its password is
 * changed, by a link or on the profile, an older link must not change it again. A
 * JOIN_AS_PRO link stays: it is the only way the account becomes the accepted pro's.
 */
export async function revokePasswordLinks(db: Db, userId: string, now = new Date()) {
  await db.oneTimeToken.updateMany({
    where: { userId, purpose: { in: ["RESET_PASSWORD", "SET_PASSWORD"] }, usedAt: null },
    data: { usedAt: now },
  });
}
