import { type RouterOutputs, trpc } from "../trpc";

export type SessionUser = NonNullable<RouterOutputs["auth"]["session"]["user"]>;

/** The signed-in user, or null; `isLoading` until the server has answered once. */
export function useSession(): { user: SessionUser | null; isLoading: boolean } {
  const session = trpc.auth.session.useQuery(undefined, { staleTime: 60_000 });
  return { user: session.data?.user ?? null, isLoading: session.isPending };
}

/** Puts a freshly signed-in (or signed-out) user into the cache without another round trip. */
export function useSetSessionUser() {
  const utils = trpc.useUtils();
  return (user: SessionUser | null) => utils.auth.session.setData(undefined, { user });
}
