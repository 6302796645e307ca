// Photos administrators place on the public pages: the home page's hero, a service's card and
// page, a city's page, the testimonials. Each place is one slot ("hero", "service/<id>",
// "city/<id>", "testimonial/<1-3>") holding at most one photo, with the point of it kept in view
// when a page crops it. Where a slot is empty, pages show their designed fallback.
import { z } from "zod";

export const SITE_IMAGE_PLACES = ["hero", "service", "city", "testimonial"] as const;
export type SiteImagePlace = (typeof SITE_IMAGE_PLACES)[number];
export const TESTIMONIAL_IMAGE_SLOTS = [1, 2, 3] as const;

export const SITE_IMAGE_PLACE_LABELS: Record<SiteImagePlace, string> = {
  hero: "Home page hero",
  service: "Service card and page",
  city: "City page",
  testimonial: "Testimonial",
};

export const SITE_IMAGE_SLOT_INVALID = "Please choose where this image goes.";
export const FOCAL_POINT_INVALID = "Please click on the image to choose the point to keep in view.";

const SLOT = /^(hero|service\/[A-Za-z0-9_-]{1,64}|city\/[A-Za-z0-9_-]{1,64}|testimonial\/[1-3])$/;

export const siteImageSlotSchema = z
  .string({ error: SITE_IMAGE_SLOT_INVALID })
  .trim()
  .regex(SLOT, SITE_IMAGE_SLOT_INVALID);

export const siteImageSlot = {
  hero: () => "hero",
  service: (serviceId: string) => `service/${serviceId}`,
  city: (cityId: string) => `city/${cityId}`,
  testimonial: (slot: (typeof TESTIMONIAL_IMAGE_SLOTS)[number]) => `testimonial/${slot}`,
};

/** The place a slot is in and what it names (a service's or city's id, a testimonial's number). */
export function parseSiteImageSlot(slot: string): { place: SiteImagePlace; subject: string | null } | null {
  if (!SLOT.test(slot)) return null;
  const [place, subject] = slot.split("/") as [SiteImagePlace, string | undefined];
  return { place, subject: subject ?? null };
}

const percent = z
  .number({ error: FOCAL_POINT_INVALID })
  .int(FOCAL_POINT_INVALID)
  .min(0, FOCAL_POINT_INVALID)
  .max(100, FOCAL_POINT_INVALID);

export const siteImageSlotInputSchema = z.object({ slot: siteImageSlotSchema });
export const siteImageFocalPointInputSchema = z.object({ slot: siteImageSlotSchema, x: percent, y: percent });
export type SiteImageFocalPointInput = z.infer<typeof siteImageFocalPointInputSchema>;

export const SITE_IMAGE_NOT_FOUND = "There is no image in this place any more. Please reload the page.";
export const SITE_IMAGE_SUBJECT_NOT_FOUND =
  "This service or city is no longer in the catalogue. Please reload the page.";
export const SITE_IMAGES_ADMINS_ONLY = "Only administrators can place site images.";
export const SITE_IMAGE_FOCAL_POINT_SAVED = "The point to keep in view is saved.";
export const SITE_IMAGE_REMOVED = "The image is removed; the page shows its design without a photo again.";
