// Every address of the site, so links and routes cannot drift apart. The legal and about
// pages keep the trailing slash the spec's footer uses; the router accepts both forms.
import { BLOG_PATH, proPagePath, SERVICES_PATH } from "@primp/core";

export const paths = {
  home: "/",
  professionals: "/professionals",
  /** A pro's public page, /pros/<slug> (packages/core proPagePath). */
  proPage: "/pros/:slug",
  /** A service's public page, /services/<slug> (packages/core servicePagePath). */
  servicePage: `${SERVICES_PATH}/:slug`,
  /**
   * A served city's public page, /<city> (packages/core cityPagePath). Any other page's own
   * address wins over it (the router ranks fixed segments first); the server answers an
   * address that is neither with the 404 page.
   */
  cityPage: "/:citySlug",
  bookNow: "/book-now",
  playground: "/playground",
  advisor: "/advisor",
  login: "/login",
  signup: "/signup",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  verifyEmail: "/verify-email",
  contactUs: "/contact-us",
  aboutUs: "/about-us/",
  privacyPolicy: "/privacy-policy/",
  termOfUse: "/term-of-use/",
  termOfSale: "/term-of-sale/",
  dashboard: "/dashboard",
  bookingConfirmation: "/booking-confirmation",
  bookingDetails: "/booking-details",
  /** The customer's own confirmation of a paid booking: reloads and later visits show it again. */
  bookingConfirmed: "/bookings/:bookingId/confirmed",
  rate: "/rate",
  /** A declined hold's e-mailed link (packages/api hold-later.ts writes it): give another card. */
  newCard: "/card",
  upload: "/upload",
  profile: "/profile",
  profileEdit: "/profile-edit",
  proApplicant: "/pro-applicant",
  operations: "/operations",
  /** Administrators place photos on the public pages. */
  siteImages: "/site-images",
  availability: "/availability",
  blog: BLOG_PATH,
  blogPost: `${BLOG_PATH}/:slug`,
} as const;

/** A pro's page: the public one (/pros/<slug>) where the pro has one, else the signed-in /profile. */
export const proHref = (pro: { userId: string; slug: string | null }) =>
  pro.slug ? proPagePath(pro.slug) : `${paths.profile}?id=${encodeURIComponent(pro.userId)}`;

/** The address of a booking's customer confirmation (paths.bookingConfirmed). */
export const bookingConfirmedHref = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/confirmed`;
