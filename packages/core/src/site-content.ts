// The public site's own content beyond the catalogue: the blog, which Primp serves from its own
// pages, and the social accounts, which appear only where the deployment names them.
/** The social networks the footer can link to, each named by its own environment variable. */
export const SOCIAL_NETWORKS = [
  { network: "photoNetwork", label: "Instagram", variable: "SOCIAL_INSTAGRAM_URL" },
  { network: "shortMessageNetwork", label: "X (Twitter)", variable: "SOCIAL_X_URL" },
  { network: "socialNetwork", label: "Facebook", variable: "SOCIAL_FACEBOOK_URL" },
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]["network"];

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

/** The account's handle as its own address shows it: "@primpbeauty" for instagram.com/primpbeauty/. */
export function socialHandle(href: string): string | null {
  const account = new URL(href).pathname.split("/").find(Boolean);
  return account ? `@${account.replace(/^@/, "")}` : null;
}

export const BLOG_PATH = "/blog";
export const blogPostPath = (slug: string) => `${BLOG_PATH}/${slug}`;

export const BLOG_POST_NOT_FOUND = "We could not find that blog post. It may have moved; the blog lists every post.";

/** A post's text as stored: paragraphs separated by a blank line. */
export const blogParagraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
