import type { TRPCRouterRecord } from "@trpc/server";
import { publicProcedure } from "../../trpc.ts";

/** The public site's content: testimonials, blog posts, articles, contact messages. */
export const contentRouter = {
  testimonials: publicProcedure.query(({ ctx }) => ctx.db.testimonial.findMany({ orderBy: { sortOrder: "asc" } })),
} satisfies TRPCRouterRecord;
