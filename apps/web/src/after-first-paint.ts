// The one script a server-rendered page starts with (apps/server routes/page-assets.ts puts it in
// place of the app's entry, whose address it carries as data-app-entry). The page's markup and
// styles came with the HTML, so the browser can paint it before any of the app's code is needed;
// the app's scripts are asked for once that first frame is painted. On a slow phone the markup,
// stylesheets, fonts and first image then have the connection to themselves, and the page shows
// sooner; the scripts only hydrate what is already on the screen, and its links work meanwhile.
const loader = document.querySelector<HTMLScriptElement>("script[data-app-entry]");
const entry = loader?.dataset.appEntry;

function loadApp() {
  if (!entry) return;
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = entry;
  document.head.append(script);
}

// A frame's callbacks run just before it is painted; a task queued from one runs after. A tab
// opened in the background paints nothing until it is shown, so there is nothing to wait for.
if (document.visibilityState === "hidden") loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));
