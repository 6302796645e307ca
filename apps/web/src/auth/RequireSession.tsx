import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { LoadingScreen } from "../components/LoadingScreen";
import { paths } from "../navigation/paths";
import { rememberReturnTo } from "./return-to";
import { useSession } from "./useSession";

/** Sends a visitor without a session to /login, remembering where they were going. */
export function RedirectToLogin() {
  const { pathname, search } = useLocation();
  useEffect(() => rememberReturnTo(`${pathname}${search}`), [pathname, search]);
  return <Navigate to={paths.login} replace />;
}

/** Layout route of the protected pages: 'Loading...' until the session is known. */
export function RequireSession() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <RedirectToLogin />;
  return <Outlet />;
}
