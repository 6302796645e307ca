// The brand's two typefaces, served from our own origin (each subset loads only when a page uses it).
import "@fontsource-variable/fraunces/wght.css";
import "@fontsource-variable/inter/wght.css";
import "@mantine/core/styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { ApiStarting } from "./ApiStarting";
import { AppProviders, createQueryClient } from "./AppProviders";
import { registerServiceWorker } from "./features/push/service-worker";
import { AppRoutes } from "./routes/router";
import { hydrateServerState } from "./server-state";
import { apiAnswers, waitForApi } from "./wait-for-api";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");
// index.html's preview tags (and a server-rendered page's) serve crawlers that do not run
// scripts; from here on each page's <PageMeta> renders its own, and two descriptions must never
// coexist. The title stays: React takes the document's first <title> over as the page's own when
// its <PageMeta> first renders, so the tab shows the served title, never an empty one, while a
// page hydrates (which, as a transition, takes a while on a phone).
for (const tag of document.head.querySelectorAll("[data-script-less]:not(title)")) tag.remove();

const queryClient = createQueryClient();
// A page the server rendered (apps/server routes/pro-pages.ts) comes with its data.
const serverRendered = hydrateServerState(queryClient, document);
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// As a transition, React renders (or hydrates) the first page in slices of a few milliseconds,
// yielding to the browser in between, instead of in one task that blocks a phone's main thread
// for a second: the page stays responsive to a tap while it becomes interactive.
if (serverRendered) {
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else if (import.meta.env.DEV) {
  // Only `pnpm dev` starts the page before its API; the production server serves both at once.
  const root = createRoot(rootElement);
  void waitForApi({
    healthy: apiAnswers(() => fetch("/healthz", { cache: "no-store" })),
    waiting: () => root.render(<ApiStarting />),
    pause: () => new Promise((resolve) => setTimeout(resolve, 1000)),
  }).then(() => root.render(app));
} else {
  const root = createRoot(rootElement);
  startTransition(() => root.render(app));
}
registerServiceWorker();
