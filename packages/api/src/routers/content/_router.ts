import { contactMessageSchema } from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import { CONTACT_PER_ADDRESS } from "../../auth/rate-limit-rules.ts";
import { publicProcedure, rateLimited } from "../../trpc.ts";
import { listArticles } from "./articles.handler.ts";
import { articlesSchema } from "./articles.schema.ts";
import { listBlogPosts } from "./blogPosts.handler.ts";
import { sendContactMessage } from "./sendContactMessage.handler.ts";
import { listTestimonials } from "./testimonials.handler.ts";

/** The public site's content: testimonials, blog posts, articles, contact messages. */
export const contentRouter = {
  testimonials: publicProcedure.query(({ ctx }) => listTestimonials(ctx)),
  blogPosts: publicProcedure.query(({ ctx }) => listBlogPosts(ctx)),
  articles: publicProcedure.input(articlesSchema).query(({ ctx, input }) => listArticles(ctx, input)),
  sendContactMessage: publicProcedure
    .input(contactMessageSchema)
    .use(rateLimited(CONTACT_PER_ADDRESS))
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),
} satisfies TRPCRouterRecord;
