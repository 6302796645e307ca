import { ARTICLES_PAGE_SIZE } from "@primp/core";
import type { z } from "zod";
import type { Context } from "../../trpc.ts";
import { cutPreview } from "./article-preview.ts";
import type { articlesSchema } from "./articles.schema.ts";

/** One page of the about page's articles, oldest first (the spec orders them by id). */
export async function listArticles(ctx: Pick<Context, "db">, input: z.infer<typeof articlesSchema>) {
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
