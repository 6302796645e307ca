// The service worker (public/sw.js) makes Primp installable and shows push notifications; it
// caches nothing. Registering it asks the visitor nothing: permission is asked only when they
// switch a notification on.
export const SERVICE_WORKER_URL = "/sw.js";

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
    // Without the worker the site works the same; only push and installing are unavailable.
  });
}
