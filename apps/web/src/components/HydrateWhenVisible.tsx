// Sections of a server-rendered page that start below the first screen (the footer, the home
// page's lower sections, a pro's reviews) are hydrated only when they come near the screen or
// when the visitor first does anything (a tap, a key, focus, back or forward). Until then they
// are the server's markup, already painted, whose links work as plain links: React leaves a
// Suspense boundary's server markup as it is while something inside it waits, and hydrates it
// when that wakes. A phone then hydrates the first screen only, so a page becomes responsive
// sooner (Lighthouse's blocking time). A page rendered in the browser renders everything at once.
import { type ReactNode, Suspense, use, useId, useSyncExternalStore } from "react";

/** How far below (or above) the screen a section is hydrated: a quick scroll finds it done. */
const HYDRATE_AHEAD = "400px";

/** What the visitor does that hydrates every waiting section at once: an event may reach any of them. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "popstate", "hashchange"] as const;

interface Waiting {
  woken: boolean;
  wake: () => void;
  promise: Promise<void>;
}

const waiting = new Map<string, Waiting>();
let interacted = false;

function wakeAll() {
  interacted = true;
  for (const section of waiting.values()) section.wake();
  for (const type of INTERACTIONS) window.removeEventListener(type, wakeAll, true);
}

/** The section's wait, begun at its first render: its server markup is watched until it nears the screen. */
function waitFor(id: string): Waiting {
  const known = waiting.get(id);
  if (known) return known;
  let resolve = () => {};
  const section: Waiting = { woken: false, wake: () => {}, promise: new Promise<void>((done) => (resolve = done)) };
  let observer: IntersectionObserver | undefined;
  section.wake = () => {
    if (section.woken) return;
    section.woken = true;
    observer?.disconnect();
    resolve();
  };
  waiting.set(id, section);
  if (waiting.size === 1) for (const type of INTERACTIONS) window.addEventListener(type, wakeAll, true);
  const markup = document.querySelectorAll(`[data-hydrate-when-visible="${CSS.escape(id)}"] > *`);
  if (markup.length === 0 || typeof IntersectionObserver === "undefined") {
    section.wake();
  } else {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && section.wake(), {
      rootMargin: `${HYDRATE_AHEAD} 0px`,
    });
    for (const element of markup) observer.observe(element);
  }
  return section;
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
  const hydrating = useHydrating();
  if (hydrating && typeof window !== "undefined" && !interacted) {
    const section = waitFor(id);
    if (!section.woken) use(section.promise);
  }
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
