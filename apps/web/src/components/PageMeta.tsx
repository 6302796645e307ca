// The one way a page names itself: its tab title, description and link-preview tags. React 19
// hoists <title> and <meta> rendered anywhere into <head>, and takes them out again when the
// page unmounts, so every page renders <PageMeta> at its top and nothing else touches <head>.
// index.html's own copies are for crawlers that do not run scripts; main.tsx drops them
// before the first render so no page shows two descriptions.
import { HERO_HEADLINE, PRODUCT_NAME, SITE_DESCRIPTION } from "@primp/core";
import { useLocation } from "react-router";

/** 1200 x 630, the size link previews expect; made from the hero art (public/images/hero). */
const OG_IMAGE_PATH = "/images/hero/og-image.jpg";

export interface PageMetaProps {
  /** Tab title before " | Primp"; none on the home page, which shows the brand line. */
  title?: string;
  /** One or two sentences, under about 160 characters, for search results and previews. */
  description?: string;
}

export function PageMeta({ title, description = SITE_DESCRIPTION }: PageMetaProps) {
  const { pathname } = useLocation();
  // The server renderer writes a rendered page's head itself, with the configured public
  // origin (apps/server routes/pro-pages.ts); these take over once the browser hydrates.
  if (typeof window === "undefined") return null;
  const fullTitle = title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} | ${HERO_HEADLINE}`;
  // Link previews need absolute addresses.
  const { origin } = window.location;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={origin + pathname} />
      <meta property="og:image" content={origin + OG_IMAGE_PATH} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
