// The catalogue as the booking form and the quote engine see it, read from the database.
import type { CatalogueService } from "@primp/core";
import type { Db } from "@primp/db";
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
} as const;

/** Everything the booking form needs, in display order: live cities by name, live services. */
export async function loadCatalogue(db: Db) {
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
  return { cities, services: services satisfies CatalogueService[], hairTypes, skinShades };
}

/** A live service by id, or a clear refusal. */
export async function findBookableService(db: Db, serviceId: string): Promise<CatalogueService> {
  const service = await db.service.findUnique({ where: { id: serviceId }, select: serviceSelect });
  if (!service?.live) throw new TRPCError({ code: "BAD_REQUEST", message: SERVICE_NOT_AVAILABLE });
  return service;
}
