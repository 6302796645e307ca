// Site images: the photos administrators place on the public pages (uploaded through POST
// /uploads with kind=site, which stores the file and fills the slot), their focal points, and
// what the public pages read. An empty slot is simply absent: the page shows its fallback.
import {
  type FocalPoint,
  parseSiteImageSlot,
  type ResponsiveImageData,
  SERVICE_TYPE_LABELS,
  SITE_IMAGE_FOCAL_POINT_SAVED,
  SITE_IMAGE_NOT_FOUND,
  SITE_IMAGE_PLACE_LABELS,
  SITE_IMAGE_REMOVED,
  SITE_IMAGE_SUBJECT_NOT_FOUND,
  type SiteImageFocalPointInput,
  type SiteImagePlace,
  siteImageSlot,
  TESTIMONIAL_IMAGE_SLOTS,
} from "@primp/core";
import type { Db } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Services } from "../trpc.ts";
import { responsiveImages } from "./image-variants.ts";

export interface PlacedImage {
  image: ResponsiveImageData;
  focalPoint: FocalPoint;
}

/** The photos placed in `slots` (those filled), by slot. */
export async function placedSiteImages(db: Db, slots: readonly string[]): Promise<Record<string, PlacedImage>> {
  const rows = slots.length ? await db.siteImage.findMany({ where: { slot: { in: [...slots] } } }) : [];
  const images = await responsiveImages(
    db,
    rows.map((row) => row.imageUrl),
  );
  return Object.fromEntries(
    rows.flatMap((row) => {
      const image = images.get(row.imageUrl);
      return image ? [[row.slot, { image, focalPoint: { x: row.focalX, y: row.focalY } }]] : [];
    }),
  );
}

/** The home page's placed photos: the hero and one per testimonial, null where none is placed. */
export async function homeSiteImages(db: Db) {
  const testimonialSlots = TESTIMONIAL_IMAGE_SLOTS.map((n) => siteImageSlot.testimonial(n));
  const placed = await placedSiteImages(db, [siteImageSlot.hero(), ...testimonialSlots]);
  return {
    hero: placed[siteImageSlot.hero()] ?? null,
    testimonials: testimonialSlots.map((slot) => placed[slot] ?? null),
  };
}

/** Refuses a slot naming a service or city that is not live in the catalogue. */
export async function assertSlotExists({ catalogue }: Pick<Services, "catalogue">, slot: string) {
  const parsed = parseSiteImageSlot(slot);
  if (!parsed) throw new TRPCError({ code: "BAD_REQUEST", message: SITE_IMAGE_SUBJECT_NOT_FOUND });
  const { services, cities } = await catalogue.get();
  const known =
    parsed.place === "service"
      ? services.some((service) => service.id === parsed.subject)
      : parsed.place === "city"
        ? cities.some((city) => city.id === parsed.subject)
        : true;
  if (!known) throw new TRPCError({ code: "NOT_FOUND", message: SITE_IMAGE_SUBJECT_NOT_FOUND });
}

/** Every place a photo can go, in the order the admin page lists them, each with its photo if placed. */
export async function siteImagePlaces(deps: Pick<Services, "db" | "catalogue">) {
  const { services, cities } = await deps.catalogue.get();
  const places: { slot: string; place: SiteImagePlace; label: string }[] = [
    { slot: siteImageSlot.hero(), place: "hero", label: SITE_IMAGE_PLACE_LABELS.hero },
    ...services.map((service) => ({
      slot: siteImageSlot.service(service.id),
      place: "service" as const,
      label: `${service.name} (${SERVICE_TYPE_LABELS[service.serviceType]})`,
    })),
    ...cities.map((city) => ({
      slot: siteImageSlot.city(city.id),
      place: "city" as const,
      label: `${city.city}, ${city.state}`,
    })),
    ...TESTIMONIAL_IMAGE_SLOTS.map((n) => ({
      slot: siteImageSlot.testimonial(n),
      place: "testimonial" as const,
      label: `${SITE_IMAGE_PLACE_LABELS.testimonial} ${n}`,
    })),
  ];
  const placed = await placedSiteImages(
    deps.db,
    places.map((place) => place.slot),
  );
  return places.map((place) => ({ ...place, placed: placed[place.slot] ?? null }));
}

export async function setSiteImageFocalPoint(db: Db, input: SiteImageFocalPointInput) {
  const { count } = await db.siteImage.updateMany({
    where: { slot: input.slot },
    data: { focalX: input.x, focalY: input.y },
  });
  if (count !== 1) throw new TRPCError({ code: "NOT_FOUND", message: SITE_IMAGE_NOT_FOUND });
  return { message: SITE_IMAGE_FOCAL_POINT_SAVED };
}

/** Empties a slot; the photo and its variants are deleted by `removeImage` (the uploads' own removal). */
export async function removeSiteImage(db: Db, slot: string, removeImage: (url: string) => Promise<void>) {
  const row = await db.siteImage.findUnique({ where: { slot } });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: SITE_IMAGE_NOT_FOUND });
  const { count } = await db.siteImage.deleteMany({ where: { id: row.id, imageUrl: row.imageUrl } });
  if (count === 1) await removeImage(row.imageUrl);
  return { message: SITE_IMAGE_REMOVED };
}
