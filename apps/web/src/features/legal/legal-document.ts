// Shape of the legal pages' text: plain data, so the words can be read and reviewed without
// reading JSX, and every page is laid out by one component.

/** A paragraph, a bulleted list, or a paragraph set apart because it matters most (the cancellation policy). */
export type LegalBlock = string | { list: readonly string[] } | { callout: string };

export interface LegalSection {
  /** Anchor for the table of contents, e.g. "payment". */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** Tab title and h1; kept to the shell's names (Privacy policy, Terms of use, Terms of sale). */
  description: string;
  lead: string;
  sections: readonly LegalSection[];
}

/** The date the three documents were last revised. */
export const LEGAL_LAST_UPDATED = "November 22, 2026";

/** Disputes are governed by the law of this one US state (spec part 2, section 1). */
export const GOVERNING_LAW_STATE = "Massachusetts";

/** Claims must be brought within this many years (spec part 2, section 1). */
export const CLAIMS_PERIOD = "one (1) year";

export const MINIMUM_AGE = 18;
