// The catalogue's public pages: one per live service (/services/silk-press) and one per live
// city (/boston) (addresses in storefront-paths.ts): what each service may add to its price,
// and what search engines are told about them. Rendered on the server like pro pages (apps/server
// routes/pro-pages.ts) from packages/api domain/storefront.ts.
import type { CatalogueCity, CatalogueService } from "./catalogue";
import { formatDollars, formatUpcharge } from "./format";
import { SERVICE_TYPE_LABELS } from "./options";
import { aggregateRating, offerCatalog } from "./pro-page";
import { PRODUCT_NAME } from "./product";
import { QUESTIONS } from "./questionnaire";
import { UPCHARGES, type Upcharge } from "./upcharges";

/** A surcharge as a service page lists it: one price, or a price per option ("included" for none). */
export interface UpchargeShown {
  label: string;
  prices: { option: string | null; price: string }[];
}

function shown(upcharge: Upcharge): UpchargeShown {
  if (upcharge.kind === "flat") {
    return { label: upcharge.label, prices: [{ option: null, price: formatUpcharge(upcharge.amountCents) }] };
  }
  return {
    label: upcharge.label,
    prices: Object.entries(upcharge.amountsCents).map(([option, cents]) => ({
      option,
      price: cents === 0 ? "included" : formatUpcharge(cents),
    })),
  };
}

/**
 * What the booking form may add to this service's price: the upcharges of the questions it asks
 * a customer who has only chosen the service (those behind a later answer, such as a custom-made
 * wig on a Wig Installation, belong to the service that asks them first), in the form's order.
 */
export function serviceUpcharges(service: CatalogueService): UpchargeShown[] {
  const context = { answers: { serviceType: service.serviceType, serviceId: service.id }, service };
  return QUESTIONS.flatMap((question) =>
    question.upcharge && question.appliesTo(context) ? [shown(UPCHARGES[question.upcharge])] : [],
  );
}

/** "2 hours", "1 hour 30 minutes", "45 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(hours > 0 ? [`${hours} ${hours === 1 ? "hour" : "hours"}`] : []),
    ...(rest > 0 || hours === 0 ? [`${rest} ${rest === 1 ? "minute" : "minutes"}`] : []),
  ];
  return parts.join(" ");
}

/** What a service page's head and structured data are made from (packages/api publicServicePage). */
export interface ServicePageFacts {
  name: string;
  serviceType: CatalogueService["serviceType"];
  detail: string;
  fromCents: number;
  rating: { average: number; count: number } | null;
  cities: readonly Pick<CatalogueCity, "city" | "state">[];
  imageUrl: string | null;
}

export const servicePageTitle = (page: Pick<ServicePageFacts, "name" | "fromCents">) =>
  `${page.name} at home, from ${formatDollars(page.fromCents)}`;

export const servicePageDescription = (page: Pick<ServicePageFacts, "name" | "detail" | "fromCents">) =>
  `${page.detail} Book ${page.name} from ${formatDollars(page.fromCents)} with a vetted professional at your home, office or hotel.`;

const cityName = (city: Pick<CatalogueCity, "city" | "state">) => `${city.city}, ${city.state}`;
const areaServed = (cities: readonly Pick<CatalogueCity, "city" | "state">[]) =>
  cities.map((city) => ({ "@type": "City", name: cityName(city) }));

/** schema.org: the service, offered by the marketplace from its starting price in the live cities. */
export function servicePageJsonLd(page: ServicePageFacts, url: string, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": url,
    url,
    name: page.name,
    serviceType: SERVICE_TYPE_LABELS[page.serviceType],
    description: page.detail,
    provider: { "@type": "Organization", name: PRODUCT_NAME, url: origin },
    areaServed: areaServed(page.cities),
    ...(page.imageUrl ? { image: new URL(page.imageUrl, origin).href } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: (page.fromCents / 100).toFixed(2),
      priceCurrency: "USD",
      priceSpecification: {
        "@type": "PriceSpecification",
        minPrice: (page.fromCents / 100).toFixed(2),
        priceCurrency: "USD",
      },
    },
    ...(page.rating ? { aggregateRating: aggregateRating(page.rating) } : {}),
  };
}

/** What a city page's head and structured data are made from (packages/api publicCityPage). */
export interface CityPageFacts {
  city: string;
  state: string;
  services: readonly { name: string; fromCents: number }[];
  imageUrl: string | null;
}

export const cityPageTitle = (page: Pick<CityPageFacts, "city" | "state">) =>
  `Hair, makeup, nails and henna at home in ${cityName(page)}`;

export function cityPageDescription(page: Pick<CityPageFacts, "city" | "state" | "services">): string {
  const cheapest = Math.min(...page.services.map((service) => service.fromCents));
  const from = page.services.length > 0 ? ` Services from ${formatDollars(cheapest)}.` : "";
  return `Book vetted beauty professionals who come to your home, office or hotel in ${cityName(page)}.${from}`;
}

/** schema.org: the marketplace as a local business serving this city, with its services' prices. */
export function cityPageJsonLd(page: CityPageFacts, url: string, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": url,
    url,
    name: `${PRODUCT_NAME} ${page.city}`,
    description: cityPageDescription(page),
    address: { "@type": "PostalAddress", addressLocality: page.city, addressRegion: page.state, addressCountry: "US" },
    areaServed: areaServed([page]),
    ...(page.imageUrl ? { image: new URL(page.imageUrl, origin).href } : {}),
    hasOfferCatalog: offerCatalog(page.services),
  };
}
