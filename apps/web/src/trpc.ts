// The typed client of the server's tRPC routers. Types come from @primp/api; no server code
// is bundled (the import is type-only).
import type { AppRouter } from "@primp/api";
import { MAX_BATCH_SIZE } from "@primp/core";
import { httpBatchLink, httpSubscriptionLink, splitLink, TRPCClientError } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import superjson from "superjson";

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        // Live updates are server-sent events (the browser's EventSource, which reconnects by
        // itself and sends the last event's id); everything else is batched HTTP.
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({ url: "/trpc", transformer: superjson }),
        false: httpBatchLink({
          url: "/trpc",
          transformer: superjson,
          maxItems: MAX_BATCH_SIZE,
          // Longer batched GETs are split, so no address outgrows what servers and proxies accept.
          maxURLLength: 2_000,
          // Same origin in dev (Vite proxy) and production; the session is an httpOnly cookie.
          fetch: (url, options) => fetch(url, { ...options, credentials: "include" }),
        }),
      }),
    ],
  });
}

/** A failed call to our routers, its `data` typed by the server's error formatter. */
export function isAppClientError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError;
}

/** Client errors (bad input, not signed in, not allowed) will not change on a retry. */
export function isRetryable(error: unknown): boolean {
  if (!isAppClientError(error)) return true;
  const status = error.data?.httpStatus;
  return status === undefined || status >= 500;
}
