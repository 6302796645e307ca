import type { Context } from "../../trpc.ts";

/** The home page's testimonial quotes, in the order the team set. */
export function listTestimonials(ctx: Pick<Context, "db">) {
  return ctx.db.testimonial.findMany({
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, quote: true, author: true, location: true },
  });
}
