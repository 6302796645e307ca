// A booking may ask for one professional: "Book this look" on a pro's profile, or a favourite.
// The booking form reads the pro from ?pro= and sends it with the booking.
import { z } from "zod";
import { BOOK_NOW_SERVICE_PARAM } from "./advisor";
import type { ServiceType } from "./options";

/** Query parameter of /book-now that asks for one professional by their account id. */
export const BOOK_NOW_PRO_PARAM = "pro";

export const REQUESTED_PRO_NOT_FOUND = "We could not find this professional. Please book without a request.";
export const REQUESTED_PRO_ELSEWHERE =
  "The professional you asked for does not work in this city's state. Please remove the request or choose another city.";

export const proUserIdSchema = z
  .string({ error: REQUESTED_PRO_NOT_FOUND })
  .trim()
  .min(1, { error: REQUESTED_PRO_NOT_FOUND })
  .max(64, { error: REQUESTED_PRO_NOT_FOUND });

export const requestedProInputSchema = z.object({ proUserId: proUserIdSchema });
export type RequestedProInput = z.infer<typeof requestedProInputSchema>;

/** /book-now/HAIR?service=abc&pro=xyz: the form opens on this service with the pro requested. */
export function bookThisLookHref(look: { serviceId: string; serviceType: ServiceType }, proUserId: string): string {
  const query = new URLSearchParams({ [BOOK_NOW_SERVICE_PARAM]: look.serviceId, [BOOK_NOW_PRO_PARAM]: proUserId });
  return `/book-now/${look.serviceType}?${query}`;
}
