// Text written into HTML by the server renderer (apps/server routes/pro-pages.ts): attribute
// values and the JSON inside <script> elements.

/** Safe inside element text and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * JSON for a <script> element: no "</script>" or "<!--" can end or bend the element, and no
 * line separator breaks older parsers. JSON reads the \u escapes back as the same characters.
 */
export function jsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
