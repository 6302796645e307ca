import { type ReactNode, useEffect, useState } from "react";
import { Navigate } from "react-router";
import { LoadingScreen } from "../components/LoadingScreen";
import { clearReturnTo, peekReturnTo } from "./return-to";
import { useSession } from "./useSession";

/** Signed-in users go to the address they were headed for (then forgotten) or the dashboard. */
function SignedInRedirect() {
  // Read once and cleared in an effect, so a second render cannot lose the address.
  const [target] = useState(peekReturnTo);
  useEffect(() => clearReturnTo(), []);
  return <Navigate to={target} replace />;
}

/**
 * Wraps the login and sign-up pages. `stay` keeps a page that has just signed the user in
 * on screen, so it can show its success message and leave in its own time.
 */
export function GuestOnly({ children, stay = false }: { children: ReactNode; stay?: boolean }) {
  const { user, isLoading } = useSession();
  if (isLoading && !stay) return <LoadingScreen />;
  if (user && !stay) return <SignedInRedirect />;
  return children;
}
