// The footer's links (spec part 1, section 2). External addresses live here and only here.
// The spec's external join-the-team form is our own application form at /professionals.
import { paths } from "../navigation/paths";

export const EXTERNAL_LINKS = {
  blog: "https://blog.primp.com/",
  shortMessageNetwork: "https://x.com/primpbeauty",
  photoNetwork: "https://www.instagram.com/primpbeauty/",
  socialNetwork: "https://www.facebook.com/primpbeauty",
} as const;

export interface SiteLink {
  label: string;
  /** An internal path, or an https:// address that opens in a new tab. */
  href: string;
}

export interface FooterColumn {
  title: string;
  links: SiteLink[];
}

export const FOOTER_COLUMNS: FooterColumn[] = [
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
  {
    title: "Follow us",
    links: [
      { label: "Blog", href: EXTERNAL_LINKS.blog },
      { label: "Instagram", href: EXTERNAL_LINKS.photoNetwork },
      { label: "X (Twitter)", href: EXTERNAL_LINKS.shortMessageNetwork },
      { label: "Facebook", href: EXTERNAL_LINKS.socialNetwork },
    ],
  },
];

export const isExternal = (href: string) => /^https?:\/\//.test(href);
