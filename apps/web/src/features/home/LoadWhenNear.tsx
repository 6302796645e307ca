// Renders its children only once the placeholder comes within reach of the screen. The home
// page's carousels (and their carousel library) load this way, so a first visit downloads
// only what the first screen needs; the placeholder keeps the page from jumping meanwhile.
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

/** How far below the screen a section starts loading: a quick scroll rarely sees the placeholder. */
const LOAD_AHEAD = "400px";

export function LoadWhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${LOAD_AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={anchor}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
