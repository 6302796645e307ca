// Primp's service worker: it makes the app installable and shows push notifications. It caches
// nothing and answers no request (no fetch handler): every page, /trpc answer and /files photo
// comes from the network, so nothing private is ever kept on the device by this worker.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** Only our own pages are opened from a notification, whatever a payload says. */
function ownUrl(value) {
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

// A payload is { title, url, tag }: a short title and where to go; the page loads the rest.
self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const title = typeof payload.title === "string" && payload.title ? payload.title : "Primp";
  event.waitUntil(
    self.registration.showNotification(title, {
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-maskable-192.png",
      tag: typeof payload.tag === "string" ? payload.tag : undefined,
      data: { url: ownUrl(payload.url ?? "/") },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = ownUrl(event.notification.data?.url ?? "/");
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
