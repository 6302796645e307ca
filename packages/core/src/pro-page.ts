// A pro's public page (/pros/jasmine-carter): its readable address, made once from the pro's
// name when the pro account is made, and kept (a later name change does not move the page).

/** Longest name part kept in an address, so a very long name still makes a short link. */
const SLUG_MAX_LENGTH = 60;

/** "Jasmine Carter" → "jasmine-carter"; accents dropped, anything else between words becomes one dash. */
export function proSlugBase(firstName: string, lastName: string): string {
  const words = `${firstName} ${lastName}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
  // A name of only symbols or another script still needs an address.
  return words || "pro";
}

/** The base itself when free, else the base with the lowest number from 2 that nobody has. */
export function uniqueSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let number = 2;
  while (used.has(`${base}-${number}`)) number += 1;
  return `${base}-${number}`;
}

/** The public page's address for a slug. */
export const proPagePath = (slug: string) => `/pros/${slug}`;
