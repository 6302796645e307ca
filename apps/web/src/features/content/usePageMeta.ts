// Title and description of the current page, for the browser tab, search results and link
// previews. Pages without this hook keep index.html's description.
import { useEffect } from "react";
import { usePageTitle } from "../../hooks/usePageTitle";

type MetaKey = { attribute: "name" | "property"; value: string };

const DESCRIPTION: MetaKey = { attribute: "name", value: "description" };
const OG_TITLE: MetaKey = { attribute: "property", value: "og:title" };
const OG_DESCRIPTION: MetaKey = { attribute: "property", value: "og:description" };
const OG_URL: MetaKey = { attribute: "property", value: "og:url" };

/** Sets a <meta> tag's content and returns a function that puts the previous content back. */
function setMeta({ attribute, value }: MetaKey, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${value}"]`);
  const created = !tag;
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute(attribute, value);
    document.head.append(tag);
  }
  const previous = tag.content;
  tag.content = content;
  return () => {
    if (created) tag.remove();
    else tag.content = previous;
  };
}

export interface PageMeta {
  /** Tab title before " | Primp"; none on the home page, which shows the brand line. */
  title?: string;
  /** One or two sentences, under about 160 characters, for search results and previews. */
  description: string;
}

export function usePageMeta({ title, description }: PageMeta) {
  usePageTitle(title);
  // Runs after usePageTitle's effect, so document.title is already this page's title.
  useEffect(() => {
    const restore = [
      setMeta(DESCRIPTION, description),
      setMeta(OG_TITLE, document.title),
      setMeta(OG_DESCRIPTION, description),
      setMeta(OG_URL, window.location.origin + window.location.pathname),
    ];
    return () => {
      for (const undo of restore) undo();
    };
  }, [description]);
}
