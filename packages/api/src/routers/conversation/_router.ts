import { bookingIdInputSchema, hideMessageInputSchema, markReadInputSchema, postMessageInputSchema } from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import { MESSAGES_PER_USER } from "../../auth/rate-limit-rules.ts";
import { conversationThread, hideMessage, markConversationRead, postMessage } from "../../domain/conversation.ts";
import { adminProcedure, authedProcedure, rateLimited } from "../../trpc.ts";

/** A booking's conversation: its customer, its pro and Primp support (domain/conversation-access.ts). */
export const conversationRouter = {
  /** The messages as the caller may see them, how far the other side read, and whether the caller can write. */
  thread: authedProcedure
    .input(bookingIdInputSchema)
    .query(({ ctx, input }) => conversationThread(ctx, ctx.user, input.bookingId)),
  post: authedProcedure
    .input(postMessageInputSchema)
    .use(rateLimited(MESSAGES_PER_USER))
    .mutation(({ ctx, input }) => postMessage(ctx, ctx.user, input)),
  markRead: authedProcedure
    .input(markReadInputSchema)
    .mutation(({ ctx, input }) => markConversationRead(ctx, ctx.user, input)),
  /** Support hides a message with a reason; it is kept, and shown to the parties as hidden. */
  hide: adminProcedure.input(hideMessageInputSchema).mutation(({ ctx, input }) => hideMessage(ctx, ctx.user, input)),
} satisfies TRPCRouterRecord;
