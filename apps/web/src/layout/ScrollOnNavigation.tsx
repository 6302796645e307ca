// What the data router's <ScrollRestoration> did, for the declarative router (routes/router.tsx
// says why that one): a link to another page opens it at the top (or at its #fragment); a new
// query on the same page (?page=2) keeps the place, and Back and Forward are left to the
// browser, which puts each history entry back where it was scrolled.
import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

export function ScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ pathname, hash });
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { pathname, hash };
    if (navigationType === "POP" || (previous.pathname === pathname && previous.hash === hash)) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
