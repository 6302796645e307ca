// Title, description and Open Graph tags of the current page, for the browser tab, search
// results and link previews. Pages without this hook keep index.html's description.
import { PRODUCT_NAME } from "@primp/core";
import { useEffect } from "react";
import { usePageTitle } from "../../hooks/usePageTitle";

type MetaKey = { attribute: "name" | "property"; value: string };

const DESCRIPTION: MetaKey = { attribute: "name", value: "description" };
const OG_TITLE: MetaKey = { attribute: "property", value: "og:title" };
const OG_DESCRIPTION: MetaKey = { attribute: "property", value: "og:description" };
const OG_URL: MetaKey = { attribute: "property", value: "og:url" };
const OG_IMAGE: MetaKey = { attribute: "property", value: "og:image" };
const OG_TYPE: MetaKey = { attribute: "property", value: "og:type" };
const OG_SITE_NAME: MetaKey = { attribute: "property", value: "og:site_name" };
const TWITTER_CARD: MetaKey = { attribute: "name", value: "twitter:card" };

/** 1200 x 630, the size link previews expect; made from the hero art (public/images/hero). */
export const OG_IMAGE_PATH = "/images/hero/og-image.jpg";

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
      // Link previews need absolute addresses.
      setMeta(OG_IMAGE, window.location.origin + OG_IMAGE_PATH),
      setMeta(OG_TYPE, "website"),
      setMeta(OG_SITE_NAME, PRODUCT_NAME),
      setMeta(TWITTER_CARD, "summary_large_image"),
    ];
    return () => {
      for (const undo of restore) undo();
    };
  }, [description]);
}
