// The catalogue as the booking form and the quote engine see it: only what can be booked
// (live cities, live services) and the lists the answers are checked against.
import type { CatalogueService } from "@primp/core";
import type { City, Db } from "@primp/db";
import { TRPCError } from "@trpc/server";

export const SERVICE_NOT_AVAILABLE = "Sorry, this service is not available. Please choose another service.";

const serviceSelect = {
  id: true,
  name: true,
  serviceType: true,
  priceCents: true,
  detail: true,
  live: true,
  flow: true,
  forKids: true,
  durationMinutes: true,
} as const;

export interface Catalogue {
  /** Live cities by name. */
  cities: City[];
  /** Live services in display order. */
  services: CatalogueService[];
  hairTypes: { id: string; name: string }[];
  skinShades: { hexCode: string; foundationShade: string }[];
}

/** Everything the booking form needs, in display order; nothing that is not live. */
export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [cities, services, hairTypes, skinShades] = await Promise.all([
    db.city.findMany({ where: { live: true }, orderBy: { city: "asc" } }),
    db.service.findMany({
      where: { live: true },
      orderBy: [{ serviceType: "asc" }, { sortOrder: "asc" }],
      select: serviceSelect,
    }),
    db.hairType.findMany({ orderBy: { sortOrder: "asc" }, select: { id: true, name: true } }),
    db.skinShade.findMany({ orderBy: { sortOrder: "asc" }, select: { hexCode: true, foundationShade: true } }),
  ]);
  return { cities, services, hairTypes, skinShades };
}

/** A live service by id, or a clear refusal. */
export function findBookableService(catalogue: Catalogue, serviceId: string): CatalogueService {
  const service = catalogue.services.find((candidate) => candidate.id === serviceId);
  if (!service) throw new TRPCError({ code: "BAD_REQUEST", message: SERVICE_NOT_AVAILABLE });
  return service;
}

export const isListedHairType = (catalogue: Catalogue, name: string) =>
  catalogue.hairTypes.some((hairType) => hairType.name === name);

/** Shades are compared as hex codes, so case does not matter. */
export const isListedShade = (catalogue: Catalogue, hexCode: string) =>
  catalogue.skinShades.some((shade) => shade.hexCode.toLowerCase() === hexCode.toLowerCase());
