import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { errorMessage } from "../forms/server-errors";
import { withFlash } from "../navigation/flash";
import { paths } from "../navigation/paths";
import { trpc } from "../trpc";
import { useSetSessionUser } from "./useSession";

/**
 * Ends the session, forgets everything cached for that user, and returns to the site root.
 *
 * The order matters on a slow machine: a signed-in page still loading its data when the
 * visitor logs out would otherwise reach the server after the session ended, and be refused
 * (a 401 in the console). So the page is left first, at once (flushSync: nothing signed-in
 * stays mounted to ask again), the requests it leaves behind are aborted (AppProviders turns
 * tRPC's abortOnUnmount on, which hands React Query's signal to fetch), and only then is the
 * session ended.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const forgetUser = () => {
    queryClient.removeQueries();
    setSessionUser(null);
  };
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => forgetUser(),
    onError: (error) => {
      // "Not signed in" means the session was already gone: the visitor is logged out either way.
      if (error.data?.code === "UNAUTHORIZED") return forgetUser();
      navigate(`${location.pathname}${location.search}`, {
        replace: true,
        state: withFlash(errorMessage(error), "error"),
      });
    },
    onSettled: () => setLeaving(false),
  });
  const start = async () => {
    setLeaving(true);
    // Leave first: a protected page that saw the session vanish would send the visitor to
    // /login (and remember itself as the place to return to).
    await navigate(paths.home, { flushSync: true });
    // Queries nobody watches any more: the page just left, or a fetch started outside a component.
    await queryClient.cancelQueries({ type: "inactive" });
    logout.mutate();
  };
  return { logout: () => void start(), isLoggingOut: leaving || logout.isPending };
}
