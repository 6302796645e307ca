// The public site's content: the about page's articles, the blog carousel and the blog's own
// pages, testimonials.
import { ARTICLES_PAGE_SIZE, BLOG_POST_NOT_FOUND, blogParagraphs } from "@primp/core";
import { TRPCError } from "@trpc/server";
import type { Context } from "../trpc.ts";
import { cutPreview } from "./article-preview.ts";

export interface ArticlesPage {
  page: number;
}

/** One page of the about page's articles, oldest first (the spec orders them by id). */
export async function listArticles(ctx: Pick<Context, "db">, input: ArticlesPage) {
  const [total, rows] = await Promise.all([
    ctx.db.article.count(),
    ctx.db.article.findMany({
      orderBy: { id: "asc" },
      skip: (input.page - 1) * ARTICLES_PAGE_SIZE,
      take: ARTICLES_PAGE_SIZE,
      select: { id: true, title: true, link: true, imageUrl: true, website: true, preview: true },
    }),
  ]);
  return {
    articles: rows.map((article) => ({ ...article, preview: cutPreview(article.preview) })),
    page: input.page,
    pageSize: ARTICLES_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / ARTICLES_PAGE_SIZE)),
    total,
  };
}

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

/** The blog's page: every post served on our own pages, newest first, with its opening cut short. */
export async function listBlog(ctx: Pick<Context, "db">) {
  const posts = await ctx.db.blogPost.findMany({
    where: { slug: { not: null } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, title: true, imageUrl: true, link: true, body: true, createdAt: true },
  });
  return posts.map(({ body, ...post }) => ({ ...post, opening: cutPreview(blogParagraphs(body)[0] ?? "") }));
}

/** One post of our blog, as paragraphs; an address that names none is a plain "not found". */
export async function readBlogPost(ctx: Pick<Context, "db">, slug: string) {
  const post = await ctx.db.blogPost.findUnique({
    where: { slug },
    select: { title: true, imageUrl: true, body: true, createdAt: true },
  });
  if (!post) throw new TRPCError({ code: "NOT_FOUND", message: BLOG_POST_NOT_FOUND });
  const { body, ...rest } = post;
  return { ...rest, paragraphs: blogParagraphs(body) };
}

/** The addresses of the posts on our own pages, for the sitemap. */
export async function blogSlugs(db: Context["db"]) {
  const posts = await db.blogPost.findMany({
    where: { slug: { not: null } },
    orderBy: { id: "asc" },
    select: { slug: true, createdAt: true },
  });
  return posts.flatMap(({ slug, createdAt }) => (slug ? [{ slug, createdAt }] : []));
}

/** The home page's testimonial quotes, in the order the team set. */
export function listTestimonials(ctx: Pick<Context, "db">) {
  return ctx.db.testimonial.findMany({
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, quote: true, author: true, location: true },
  });
}
