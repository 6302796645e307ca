import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { errorMessage } from "../forms/server-errors";
import { withFlash } from "../layout/flash";
import { paths } from "../routes/paths";
import { trpc } from "../trpc";
import { useSetSessionUser } from "./useSession";

/** Ends the session, forgets everything cached for that user, and returns to the site root. */
export function useLogout() {
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = async () => {
    // Leave first: a protected page that saw the session vanish would send the visitor to
    // /login (and remember itself as the place to return to).
    await navigate(paths.home);
    queryClient.removeQueries();
    setSessionUser(null);
  };
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => signOut(),
    onError: (error) => {
      // "Not signed in" means the session was already gone: the visitor is logged out either way.
      if (error.data?.code === "UNAUTHORIZED") return signOut();
      navigate(`${location.pathname}${location.search}`, {
        replace: true,
        state: withFlash(errorMessage(error), "error"),
      });
    },
  });
  return { logout: () => logout.mutate(), isLoggingOut: logout.isPending };
}
