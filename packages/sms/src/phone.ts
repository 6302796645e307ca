// Customers type phone numbers the way they write them ("(617) 555-0199"); Twilio wants E.164.
// Every booking is in the US, so ten digits (or eleven starting with 1) are a US number.

/** "(617) 555-0199" -> "+16175550199"; an international "+44 20 7946 0958" is kept; null if neither. */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10 && /^[2-9]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && /^1[2-9]/.test(digits)) return `+${digits}`;
  return null;
}
