// Sections of a server-rendered page that start below the first screen (the footer, the home
// page's lower sections, a pro's reviews) are hydrated only when they come near the screen or
// when the visitor first does anything (a tap, a key, focus, back or forward). Until then they
// are the server's markup, already painted, whose links work as plain links: React leaves a
// Suspense boundary's server markup as it is while something inside it waits, and hydrates it
// when that wakes. A phone then hydrates the first screen only, and the page answers a tap
// sooner (Lighthouse's blocking time). A page rendered in the browser renders everything at once.
import { type ReactNode, Suspense, use, useId, useSyncExternalStore } from "react";
import { onceNearScreen } from "./near-screen";

/** What the visitor does that hydrates every waiting section: an event may be meant for any of them. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "popstate", "hashchange"];

let interacted = false;
const waits = new Map<string, Promise<void>>();
const wakers = new Set<() => void>();

if (typeof window !== "undefined") {
  const wakeAll = () => {
    interacted = true;
    for (const wake of wakers) wake();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, wakeAll, { capture: true, once: true });
}

/**
 * Settles when the section's server markup nears the screen, or at the first interaction. React's
 * `use` remembers a settled promise, so the section's next render goes on at once.
 */
function nearScreen(id: string): Promise<void> {
  let wait = waits.get(id);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const markup = document.querySelectorAll(`[data-hydrate-when-visible="${CSS.escape(id)}"] > *`);
      // A section that rendered no element (nothing to show) has nothing to wait for.
      if (interacted || markup.length === 0) return resolve();
      // Woken by an interaction, the section stops being watched for the screen too.
      let stopWatching = () => {};
      const wake = () => {
        wakers.delete(wake);
        stopWatching();
        resolve();
      };
      wakers.add(wake);
      stopWatching = onceNearScreen(markup, wake);
    });
    waits.set(id, wait);
  }
  return wait;
}

const noSubscription = () => () => {};
/** True on the server and while the browser hydrates the server's markup; false in a fresh render. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

function WhenVisible({ id, children }: { id: string; children: ReactNode }) {
  if (useHydrating() && typeof window !== "undefined") use(nearScreen(id));
  // `display: contents`: the wrapper only marks where the section's markup is; it is no box of its
  // own, so a flex or grid parent lays out the section as if it were not there.
  return (
    <div data-hydrate-when-visible={id} style={{ display: "contents" }}>
      {children}
    </div>
  );
}

export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense>
      <WhenVisible id={id}>{children}</WhenVisible>
    </Suspense>
  );
}
