import { contactMessageSchema } from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import { CONTACT_PER_ADDRESS } from "../../auth/rate-limit-rules.ts";
import { sendContactMessage } from "../../domain/contact-message.ts";
import { listArticles, listBlog, listBlogPosts, listTestimonials, readBlogPost } from "../../domain/content.ts";
import { siteInfo } from "../../domain/site.ts";
import { publicProcedure, rateLimited } from "../../trpc.ts";
import { articlesSchema } from "./articles.schema.ts";
import { blogPostSchema } from "./blog-post.schema.ts";

/** The public site's content: testimonials, the blog, articles, contact messages, and whether it is a demo. */
export const contentRouter = {
  site: publicProcedure.query(({ ctx }) => siteInfo(ctx)),
  testimonials: publicProcedure.query(({ ctx }) => listTestimonials(ctx)),
  blogPosts: publicProcedure.query(({ ctx }) => listBlogPosts(ctx)),
  blog: publicProcedure.query(({ ctx }) => listBlog(ctx)),
  blogPost: publicProcedure.input(blogPostSchema).query(({ ctx, input }) => readBlogPost(ctx, input.slug)),
  articles: publicProcedure.input(articlesSchema).query(({ ctx, input }) => listArticles(ctx, input)),
  sendContactMessage: publicProcedure
    .input(contactMessageSchema)
    .use(rateLimited(CONTACT_PER_ADDRESS))
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),
} satisfies TRPCRouterRecord;
