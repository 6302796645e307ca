import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
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
 * (a 401 in the console). So the page is left first, and once the home page is shown (nothing
 * signed-in stays mounted to ask again) the requests it left behind are aborted (AppProviders
 * turns tRPC's abortOnUnmount on, which hands React Query's signal to fetch), and only then is
 * the session ended.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  // Set when the session's end is asked for, so the effect below asks once per logout; cleared
  // only once a render shows the logout over. Clearing it when the answer arrives let a render
  // that still had `leaving` (React Query's update renders before this hook's own state update)
  // ask a second time, and the server answered the second ask 401.
  const ending = useRef(false);
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
  const atHome = location.pathname === paths.home;
  useEffect(() => {
    if (!leaving) {
      ending.current = false;
      return;
    }
    if (!atHome || ending.current) return;
    ending.current = true;
    // Queries nobody watches any more: the page just left, or a fetch started outside a component.
    void queryClient.cancelQueries({ type: "inactive" }).then(() => logout.mutate());
  }, [leaving, atHome, queryClient, logout]);
  const start = () => {
    setLeaving(true);
    // Leave first: a protected page that saw the session vanish would send the visitor to
    // /login (and remember itself as the place to return to).
    navigate(paths.home);
  };
  return { logout: start, isLoggingOut: leaving || logout.isPending };
}
