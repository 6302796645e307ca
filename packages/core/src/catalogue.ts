// Catalogue rows as the database holds them. The flow column, not the service name, decides
// which follow-up questions a service asks, so renaming a service never changes its questions.
import type { ServiceType } from "./options";

export const SERVICE_FLOWS = [
  "STANDARD",
  "BLOWOUT",
  "LOCS",
  "BRAIDED_EXTENSION",
  "CORNROW",
  "SIGNATURE_BRAIDS",
  "WIG_INSTALLATION",
  "CUSTOM_WIG",
  "LUXE_MAKEUP",
] as const;
export type ServiceFlow = (typeof SERVICE_FLOWS)[number];

/** Luxe Makeup is a fixed-price service; the seed gives it this catalogue price. */
export const LUXE_MAKEUP_PRICE_CENTS = 15000;

export type CatalogueCity = {
  id: string;
  city: string;
  /** Two-letter US state code. */
  state: string;
  live: boolean;
};

export type CatalogueService = {
  id: string;
  name: string;
  serviceType: ServiceType;
  priceCents: number;
  detail: string;
  live: boolean;
  flow: ServiceFlow;
  forKids: boolean;
  durationMinutes: number;
};

export type CatalogueSkinShade = { hexCode: string; foundationShade: string };

/** Cities offered for booking: live ones only, ordered by city name. */
export function bookableCities(cities: readonly CatalogueCity[]): CatalogueCity[] {
  return cities.filter((city) => city.live).sort((a, b) => a.city.localeCompare(b.city));
}

/** Services offered for a service type: live ones of that type, in catalogue order. */
export function bookableServices(services: readonly CatalogueService[], serviceType: ServiceType): CatalogueService[] {
  return services.filter((service) => service.live && service.serviceType === serviceType);
}
