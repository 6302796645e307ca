// Business constants of the product, in one place so the name and limits never drift apart.

export const PRODUCT_NAME = "Primp";

/** What the site offers: index.html's description and that of pages without one of their own. */
export const SITE_DESCRIPTION = `${PRODUCT_NAME} brings vetted beauty professionals to your home, office or hotel. Book hair, makeup, nails, henna and wigs anywhere in the United States.`;

/** The home page's description, in its head whether the server or the browser renders it. */
export const HOME_PAGE_DESCRIPTION = `${PRODUCT_NAME} brings vetted hair, makeup, nail, henna and wig professionals to your home, office or hotel, anywhere in the United States. Book in minutes.`;

/** Share of a booking's total paid out to the pro who performs it. */
export const PAYOUT_RATE = 0.8;

/** Appointments must start strictly between these local hours (9:00 and 20:00 themselves are refused). */
export const BOOKING_HOURS = { openHour: 9, closeHour: 20 } as const;

export const DASHBOARD_PAGE_SIZE = 5;
/**
 * Dashboard lists count at most this many rows: a count reads every row it counts, so an
 * uncapped one grows with the table (800,000 completed bookings: about 200 ms). Past it the
 * table says "More than 10,000" and pages through the first 10,000.
 */
export const DASHBOARD_COUNT_CAP = 10_000;
/** Most tRPC calls one request may batch; the browser's link and the server share it. */
export const MAX_BATCH_SIZE = 10;
export const ARTICLES_PAGE_SIZE = 4;
export const ARTICLE_PREVIEW_LENGTH = 200;

/** Blog and highlight carousels: auto-play interval and slide transition. */
export const CAROUSEL = { intervalMs: 5000, transitionMs: 750 } as const;

/** Home page "How it Works"; step 3 is the word derived from the product name. */
export const HOW_IT_WORKS_STEPS = [
  { title: "LOCATION", text: "Choose the services you want at your home, office or hotel." },
  { title: "SERVICE", text: "Book the services for the date and time you want." },
  {
    title: `${PRODUCT_NAME.toUpperCase()}ED`,
    text: `${PRODUCT_NAME} matches you with one of our vetted beauty professionals.`,
  },
  { title: "ENJOY", text: "Your beauty professional arrives ready to get you ready." },
] as const;
