// The booking number people read out on the phone and find in their e-mails: "PR-7K3Q9D".
// Derived from the booking's id (a cuid) by a hash, so every layer (e-mails, texts, pages)
// computes the same number without a stored column; the alphabet leaves out 0/O, 1/I/L and U,
// which are misread or misheard.

export const BOOKING_NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const BOOKING_NUMBER_PREFIX = "PR-";
const BOOKING_NUMBER_LENGTH = 6;

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const UINT64 = (1n << 64n) - 1n;

/** 64-bit FNV-1a: ids that differ in one character (cuids made the same millisecond) land far apart. */
function fnv1a64(text: string): bigint {
  let hash = FNV_OFFSET;
  for (let index = 0; index < text.length; index++) {
    hash = ((hash ^ BigInt(text.charCodeAt(index))) * FNV_PRIME) & UINT64;
  }
  return hash;
}

/** "PR-" and six characters of the alphabet (30⁶, about 729 million numbers), the same for the same id. */
export function bookingNumber(bookingId: string): string {
  const base = BigInt(BOOKING_NUMBER_ALPHABET.length);
  let value = fnv1a64(bookingId);
  let digits = "";
  for (let index = 0; index < BOOKING_NUMBER_LENGTH; index++) {
    digits += BOOKING_NUMBER_ALPHABET[Number(value % base)];
    value /= base;
  }
  return `${BOOKING_NUMBER_PREFIX}${digits}`;
}
