// The information block of a pro's profile (the public /pros page and the signed-in /profile)
// written as sentences a customer reads, not label/value fragments. Only what the pro shows
// anyway, under their first name: the input has no room for a surname, e-mail or phone. A fact
// that is not given (undefined) leaves out its part.
import { formatMonthYear } from "./format";

export interface ProAboutFacts {
  firstName: string;
  licensed?: boolean;
  yearsLicensed?: number;
  /** "Boston, Massachusetts", or the state alone. */
  location?: string;
  joinedAt?: Date;
  kidServices?: boolean;
  smokerFriendly?: boolean;
  allergies?: boolean;
}

const years = (count: number) => `${count} ${count === 1 ? "year" : "years"}`;

/** "a, b and c". */
function joinedClauses(clauses: readonly string[]): string {
  if (clauses.length < 2) return clauses.join("");
  return `${clauses.slice(0, -1).join(", ")} and ${clauses.at(-1)}`;
}

/** "Jasmine is a licensed professional, has 8 years of experience and works in Boston, Massachusetts." and the rest. */
export function proAboutSentences(facts: ProAboutFacts): string[] {
  const name = facts.firstName.trim() || "This professional";
  const background = [
    facts.licensed ? "is a licensed professional" : null,
    facts.yearsLicensed ? `has ${years(facts.yearsLicensed)} of experience` : null,
    facts.location ? `works in ${facts.location}` : null,
  ].filter((clause) => clause !== null);
  const sentences = [background.length > 0 ? `${name} ${joinedClauses(background)}.` : null];
  if (facts.joinedAt) sentences.push(`${name} joined Primp in ${formatMonthYear(facts.joinedAt)}.`);
  if (facts.kidServices !== undefined) {
    sentences.push(facts.kidServices ? `${name} also does children's services.` : `${name} serves adults only.`);
  }
  if (facts.smokerFriendly !== undefined) {
    sentences.push(
      facts.smokerFriendly ? `${name} is happy to work where people smoke.` : `${name} works in smoke-free homes only.`,
    );
  }
  if (facts.allergies !== undefined) {
    sentences.push(facts.allergies ? `${name} has allergies.` : `${name} has no allergies.`);
  }
  return sentences.filter((sentence) => sentence !== null);
}
