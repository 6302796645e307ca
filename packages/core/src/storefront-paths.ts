// The addresses of the catalogue's public pages, apart from what the pages show (storefront.ts)
// so that a link to them (the home page's cards) brings nothing else into the browser's bundle.
import type { CatalogueCity } from "./catalogue";
import { slugify } from "./pro-page";

export const SERVICES_PATH = "/services";

/** "Signature Braid Style w/added hair" → "signature-braid-style-w-added-hair". */
export const serviceSlug = (name: string) => slugify(name) || "service";

export const servicePagePath = (slug: string) => `${SERVICES_PATH}/${slug}`;

/**
 * Each city's address segment: its name ("new-york"), or name and state when another of the
 * given cities has the same name ("springfield-ma"), so no two cities share an address.
 */
export function citySlugs(cities: readonly Pick<CatalogueCity, "id" | "city" | "state">[]): Map<string, string> {
  const byName = new Map<string, number>();
  for (const city of cities) byName.set(slugify(city.city), (byName.get(slugify(city.city)) ?? 0) + 1);
  return new Map(
    cities.map((city) => {
      const name = slugify(city.city) || "city";
      return [city.id, (byName.get(name) ?? 0) > 1 ? `${name}-${city.state.toLowerCase()}` : name];
    }),
  );
}

export const cityPagePath = (slug: string) => `/${slug}`;

/** Query parameter of /book-now that chooses the Location by a live city's page slug (?city=boston). */
export const BOOK_NOW_CITY_PARAM = "city";

/** /book-now?city=boston: the booking form opens with this city chosen (a city page's "Book"). */
export const bookInCityHref = (slug: string) => `/book-now?${new URLSearchParams({ [BOOK_NOW_CITY_PARAM]: slug })}`;
