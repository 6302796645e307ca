import type { TRPCRouterRecord } from "@trpc/server";
import { homeSiteImages } from "../../domain/site-images.ts";
import { homeServiceCards, publicCityPage, publicServicePage } from "../../domain/storefront.ts";
import { publicProcedure } from "../../trpc.ts";
import { cityPageInputSchema, servicePageInputSchema } from "./storefront.schema.ts";

/** The catalogue's public pages and the home page's service cards: open to everyone, rendered on the server too. */
export const storefrontRouter = {
  servicePage: publicProcedure
    .input(servicePageInputSchema)
    .query(({ ctx, input }) => publicServicePage(ctx, input.slug)),
  cityPage: publicProcedure.input(cityPageInputSchema).query(({ ctx, input }) => publicCityPage(ctx, input.slug)),
  homeServices: publicProcedure.query(({ ctx }) => homeServiceCards(ctx)),
  /** The home page's placed photos: the hero and the testimonials' (each null where none is placed). */
  homeImages: publicProcedure.query(({ ctx }) => homeSiteImages(ctx.db)),
} satisfies TRPCRouterRecord;
