import type { Context } from "../../trpc.ts";

/** The "Beauty Re:Fresh" carousel shows at most this many posts; older ones live on the blog. */
export const BLOG_CAROUSEL_LIMIT = 12;

/** Newest blog posts first: image, title and the address of the full post. */
export function listBlogPosts(ctx: Pick<Context, "db">) {
  return ctx.db.blogPost.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: BLOG_CAROUSEL_LIMIT,
    select: { id: true, title: true, imageUrl: true, link: true },
  });
}
