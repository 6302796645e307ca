// Links typed by pros and applicants (LinkedIn, portfolio).

/**
 * Adds http:// to a link typed without a scheme, so "linkedin.com/in/x" becomes a working link.
 * Only http and https are kept as they are: anything else (javascript:, data:) is prefixed
 * too, which turns it into a harmless web address rather than script in an href.
 */
export function withHttpPrefix(url: string): string {
  const trimmed = url.trim();
  if (trimmed === "" || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}
