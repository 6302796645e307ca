/** How far below (or above) the screen a section counts as near: a quick scroll finds it ready. */
const NEAR_SCREEN = "400px 0px";

/** Calls `then` once, when any of `elements` comes near the screen (at once where nothing can tell). */
export function onceNearScreen(elements: Iterable<Element>, then: () => void): () => void {
  if (typeof IntersectionObserver !== "function") {
    then();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: NEAR_SCREEN },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}
