// The one script a server-rendered page starts with (apps/server routes/page-assets.ts puts it in
// place of the app's entry, whose address it carries as data-app-entry). The page's markup and
// styles came with the HTML, so the browser can paint it before any of the app's code is needed;
// the app's scripts are asked for once the page's first contentful paint is on the screen. On a
// slow phone the markup, stylesheets, fonts and first image then have the connection to
// themselves, and the page shows sooner; the scripts only hydrate what is already on the screen,
// and its links work meanwhile.
const entry = document.querySelector<HTMLScriptElement>("script[data-app-entry]")?.dataset.appEntry;
let loaded = false;

function loadApp() {
  if (loaded || !entry) return;
  loaded = true;
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = entry;
  document.head.append(script);
}

// A tab in the background paints nothing until it is shown: there is nothing to wait for.
if (document.visibilityState === "hidden") loadApp();
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") loadApp();
});

if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  // The paint's entry is reported once the frame is presented, not when the page asked for it.
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    loadApp();
  });
  observer.observe({ type: "paint", buffered: true });
} else {
  // Without paint timing: a frame's callbacks run just before it is painted, a task queued from one after.
  requestAnimationFrame(() => setTimeout(loadApp, 0));
}
