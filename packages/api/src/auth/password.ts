// scrypt from node:crypto: memory-hard, no native dependency to compile.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Returns "scrypt$<salt hex>$<key hex>". */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString("hex")}$${(await derive(password, salt)).toString("hex")}`;
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split("$");
  if (scheme !== "scrypt" || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, "hex");
  const actual = await derive(password, Buffer.from(saltHex, "hex"));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The password functions the login and password flows use; tests wrap them to count the work. */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(stored: string, password: string): Promise<boolean>;
}

export const scryptPasswords: Passwords = { hash: hashPassword, verify: verifyPassword };

let dummyHash: Promise<string> | undefined;

/**
 * Checks `password` against the account's hash, or against a throwaway hash when there is no
 * account or no password yet: an unknown e-mail costs the same scrypt work as a wrong password,
 * so the answer's timing does not tell which addresses have accounts.
 */
export async function passwordMatches(passwords: Passwords, stored: string | null | undefined, password: string) {
  if (stored) return passwords.verify(stored, password);
  dummyHash ??= hashPassword("no account has this password");
  await passwords.verify(await dummyHash, password);
  return false;
}
