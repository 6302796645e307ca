// The catalogue the booking forms choose from (live cities by name, live services, hair
// types, skin shades), fetched once per visit: it changes only when the seed changes.
import type { CatalogueService } from "@primp/core";
import { type RouterOutputs, trpc } from "../../trpc";

export type BookingCatalogue = RouterOutputs["booking"]["catalogue"];
export type CatalogueCityRow = BookingCatalogue["cities"][number];

export function useBookingCatalogue() {
  const query = trpc.booking.catalogue.useQuery(undefined, { staleTime: 10 * 60_000 });
  const services: CatalogueService[] = query.data?.services ?? [];
  return { ...query, services };
}

export const cityLabel = (city: Pick<CatalogueCityRow, "city" | "state">) => `${city.city}, ${city.state}`;
