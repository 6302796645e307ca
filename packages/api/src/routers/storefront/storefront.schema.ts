import { z } from "zod";
import { CITY_PAGE_NOT_FOUND, SERVICE_PAGE_NOT_FOUND } from "../../domain/storefront.ts";

/** /services/<slug>: an over-long address is a page that does not exist. */
export const servicePageInputSchema = z.object({
  slug: z.string({ error: SERVICE_PAGE_NOT_FOUND }).max(100, { error: SERVICE_PAGE_NOT_FOUND }),
});

/** /<city>: as above. */
export const cityPageInputSchema = z.object({
  slug: z.string({ error: CITY_PAGE_NOT_FOUND }).max(100, { error: CITY_PAGE_NOT_FOUND }),
});
