// The service worker (public/sw.js) makes Primp installable and shows push notifications; it
// caches nothing. Registering it asks the visitor nothing: permission is asked only when they
// switch a notification on.
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the worker once the page has loaded: fetching and starting it while the first page
 * still downloads and hydrates would compete with them, and nothing on the first screen needs it.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
      // Without the worker the site works the same; only push and installing are unavailable.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
