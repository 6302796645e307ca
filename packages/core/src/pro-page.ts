// A pro's public page (/pros/jasmine-carter): its readable address, made once from the pro's
// name when the pro account is made, and kept (a later name change does not move the page).

/** Longest name part kept in an address, so a very long name still makes a short link. */
const SLUG_MAX_LENGTH = 60;

/** "Jasmine Carter" → "jasmine-carter"; accents dropped, anything else between words becomes one dash; "" when nothing Latin is left. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/** A pro's address from their name; a name of only symbols or another script still needs one. */
export const proSlugBase = (firstName: string, lastName: string): string =>
  slugify(`${firstName} ${lastName}`) || "pro";

/** The base itself when free, else the base with the lowest number from 2 that nobody has. */
export function uniqueSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let number = 2;
  while (used.has(`${base}-${number}`)) number += 1;
  return `${base}-${number}`;
}

/** The public page's address for a slug. */
export const proPagePath = (slug: string) => `/pros/${slug}`;

/** What the page's head and structured data are made from (packages/api publicProPage). */
export interface ProPageFacts {
  name: string;
  location: string;
  avatarUrl: string | null;
  services: readonly { name: string; fromCents: number }[];
  rating: { average: number; count: number } | null;
  reviews: readonly { rating: number; comment: string; reviewer: string; reviewedAt: Date }[];
}

/** The tab title before " | Primp". */
export const proPageTitle = (page: Pick<ProPageFacts, "name" | "location">) =>
  `${page.name}, beauty professional in ${page.location}`;

/** One sentence for search results and link previews. */
export function proPageDescription(page: Pick<ProPageFacts, "name" | "location" | "services">): string {
  const services = page.services.slice(0, 3).map((service) => service.name);
  const what = services.length > 0 ? ` for ${services.join(", ")}` : "";
  return `Book ${page.name} in ${page.location}${what}, at your home, office or hotel.`;
}

/**
 * schema.org data for search engines: the pro as a local business whose catalogue offers each
 * service from its starting price, with the rating only once it is public. `url` is absolute.
 */
export function proPageJsonLd(page: ProPageFacts, url: string, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": url,
    url,
    name: page.name,
    description: proPageDescription(page),
    address: { "@type": "PostalAddress", addressLocality: page.location, addressCountry: "US" },
    ...(page.avatarUrl ? { image: new URL(page.avatarUrl, origin).href } : {}),
    hasOfferCatalog: offerCatalog(page.services),
    ...(page.rating
      ? {
          aggregateRating: aggregateRating(page.rating),
          review: page.reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.reviewer },
            datePublished: review.reviewedAt.toISOString().slice(0, 10),
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            ...(review.comment ? { reviewBody: review.comment } : {}),
          })),
        }
      : {}),
  };
}

/** schema.org: services each offered from their starting price (a pro's, a city's). */
export function offerCatalog(services: readonly { name: string; fromCents: number }[]) {
  return {
    "@type": "OfferCatalog",
    name: "Services",
    itemListElement: services.map((service) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: service.name },
      priceSpecification: {
        "@type": "PriceSpecification",
        minPrice: (service.fromCents / 100).toFixed(2),
        priceCurrency: "USD",
      },
    })),
  };
}

/** schema.org's rating summary of a public rating (1 to 5 stars). */
export const aggregateRating = (rating: { average: number; count: number }) => ({
  "@type": "AggregateRating",
  ratingValue: rating.average,
  reviewCount: rating.count,
  bestRating: 5,
  worstRating: 1,
});
