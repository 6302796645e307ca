// The footer's links (spec part 1, section 2). The spec's external join-the-team form is our
// own application form at /professionals, and its external blog our own /blog; the three social
// networks are linked only when the deployment names its accounts (SOCIAL_*_URL), so nobody is
// sent to an account that is not ours.
import type { SocialLink } from "@primp/core";
import { paths } from "../navigation/paths";

export interface SiteLink {
  label: string;
  /** An internal path, or an https:// address that opens in a new tab. */
  href: string;
}

export interface FooterColumn {
  title: string;
  links: SiteLink[];
}

const FOLLOW_US = "Follow us";

const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: "Company",
    links: [
      { label: "About us", href: paths.aboutUs },
      { label: "Contact us", href: paths.contactUs },
      { label: "Advisor", href: paths.advisor },
      { label: "Join the team", href: paths.professionals },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy policy", href: paths.privacyPolicy },
      { label: "Terms of use", href: paths.termOfUse },
      { label: "Terms of sale", href: paths.termOfSale },
    ],
  },
  { title: FOLLOW_US, links: [{ label: "Blog", href: paths.blog }] },
];

/** The footer's columns, "Follow us" ending with the social accounts the server names. */
export const footerColumns = (social: readonly SocialLink[]): FooterColumn[] =>
  FOOTER_COLUMNS.map((column) =>
    column.title === FOLLOW_US
      ? { ...column, links: [...column.links, ...social.map(({ label, href }) => ({ label, href }))] }
      : column,
  );

export const isExternal = (href: string) => /^https?:\/\//.test(href);
