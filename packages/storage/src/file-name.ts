const MAX_BASE_LENGTH = 80;
const FALLBACK_BASE = "file";

/**
 * A file name safe to use inside a storage key: no folders, only [A-Za-z0-9._-], no leading
 * dot (no hidden files, no ".."), a lower-case extension, never empty. Accents are folded
 * to plain letters so "Résumé.PDF" stays readable as "Resume.pdf"; a name with nothing
 * usable before its extension ("🙂.png", ".htaccess") becomes "file.<ext>".
 */
export function safeFileName(original: string): string {
  const lastSegment = original.split(/[/\\]/).pop() ?? "";
  const allowed = lastSegment
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, "-")
    .replace(/[^A-Za-z0-9._-]/g, "");

  const dot = allowed.lastIndexOf(".");
  const candidateExtension = dot >= 0 ? allowed.slice(dot + 1).toLowerCase() : "";
  // Only short alphanumeric tails count as extensions; "report.final-v2" has none.
  const extension = /^[a-z0-9]{1,10}$/.test(candidateExtension) ? candidateExtension : "";
  const base = (extension ? allowed.slice(0, dot) : allowed)
    .replace(/\.{2,}/g, ".")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+/, "")
    .slice(0, MAX_BASE_LENGTH)
    .replace(/[.-]+$/, "");

  const safeBase = base || FALLBACK_BASE;
  return extension ? `${safeBase}.${extension}` : safeBase;
}
