// The address a visitor wanted before being sent to log in (path + query, e.g.
// /booking-confirmation?id=abc). Kept in sessionStorage so it survives the round trip
// through sign-up or a reload, and dies with the tab.
import { paths } from "../navigation/paths";

const RETURN_TO_KEY = "primp.returnTo";
export const SIGNED_IN_HOME = paths.dashboard;

/** Only our own pages, never another site ("//evil.example") or the login pages themselves. */
function isSafeReturnAddress(address: string): boolean {
  if (!address.startsWith("/") || address.startsWith("//") || address.startsWith("/\\")) return false;
  const pathname = address.split(/[?#]/)[0]?.replace(/\/+$/, "") ?? "";
  return ![paths.login, paths.signup, paths.register].includes(pathname as never);
}

export function rememberReturnTo(address: string): void {
  if (!isSafeReturnAddress(address)) return;
  try {
    sessionStorage.setItem(RETURN_TO_KEY, address);
  } catch {
    // Storage can be disabled (private modes); the user then lands on the dashboard.
  }
}

/** Where a signed-in user should go now: the stored address, or the dashboard. */
export function peekReturnTo(): string {
  try {
    const stored = sessionStorage.getItem(RETURN_TO_KEY);
    if (stored && isSafeReturnAddress(stored)) return stored;
  } catch {
    // See rememberReturnTo.
  }
  return SIGNED_IN_HOME;
}

export function clearReturnTo(): void {
  try {
    sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // See rememberReturnTo.
  }
}

/** Reads and clears the stored address: for event handlers, not for render. */
export function takeReturnTo(): string {
  const address = peekReturnTo();
  clearReturnTo();
  return address;
}
