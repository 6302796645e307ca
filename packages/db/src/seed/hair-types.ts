// Hair types offered by the booking form. The names are stored in bookings as they are, and
// packages/core asks the curl pattern question for CURLY and COILY (CURL_PATTERN_HAIR_TYPES),
// so those two must keep exactly these spellings.
export const SEED_HAIR_TYPES: readonly string[] = ["STRAIGHT", "WAVY", "CURLY", "COILY"];
