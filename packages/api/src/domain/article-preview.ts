// The about page's article previews are cut on the server, so the page never downloads
// whole articles only to hide most of their text.
import { ARTICLE_PREVIEW_LENGTH } from "@primp/core";

const ELLIPSIS = "…";

/**
 * The text itself when it fits in `maxLength` characters; otherwise its start, ended at a
 * word boundary when one is near, plus an ellipsis, never longer than `maxLength` in all.
 */
export function cutPreview(text: string, maxLength: number = ARTICLE_PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  // Array.from counts code points, so an emoji is never split in half.
  const characters = Array.from(clean);
  if (characters.length <= maxLength) return clean;
  const room = characters.slice(0, maxLength - ELLIPSIS.length).join("");
  const lastSpace = room.lastIndexOf(" ");
  // Only back up to a space when it costs little: a preview of one long word is still cut.
  const cut = lastSpace >= room.length * 0.75 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:!?-]+$/, "")}${ELLIPSIS}`;
}
