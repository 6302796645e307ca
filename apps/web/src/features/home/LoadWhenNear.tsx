// Renders its children only once the placeholder comes within reach of the screen. The home
// page's carousels (and their carousel library) load this way, so a first visit downloads
// only what the first screen needs; the placeholder keeps the page from jumping meanwhile.
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { onceNearScreen } from "../../components/near-screen";

export function LoadWhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    return onceNearScreen([element], () => setNear(true));
  }, [near]);
  if (!near) return <div ref={anchor}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
