/**
 * Money moves only in positive whole cents. A fraction or zero here is a bug upstream
 * (dollars passed as cents, a float from a division), so fail loudly before any provider call.
 */
export function assertPositiveCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number of cents, got ${String(value)}`);
  }
}

export function assertPresent(name: string, value: string): void {
  if (value.trim() === "") throw new Error(`${name} must not be empty`);
}

/** Groups a booking's charge and its payout in the provider's reports. */
export const transferGroupFor = (bookingId: string) => `booking_${bookingId}`;
