import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { HomeInfoProvider } from "./features/booking/HomeInfoProvider";
import { cssVariablesResolver, theme } from "./theme";
import { createTrpcClient, isRetryable, trpc } from "./trpc";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
      // A mutation may have taken effect before the connection dropped; never repeat it blindly.
      mutations: { retry: false },
    },
  });
}

/** `queryClient` comes filled with a server-rendered page's data (main.tsx, entry-server.tsx). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const [trpcClient] = useState(createTrpcClient);
  return (
    // abortOnUnmount gives each query's fetch React Query's abort signal, so a request nobody
    // waits for any more (a page left, a logout: auth/useLogout.ts) is really stopped.
    <trpc.Provider client={trpcClient} queryClient={queryClient} abortOnUnmount>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <HomeInfoProvider>{children}</HomeInfoProvider>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
