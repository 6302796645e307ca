// The brand's two typefaces, served from our own origin (each subset loads only when a page uses it).
import "@fontsource-variable/fraunces/wght.css";
import "@fontsource-variable/inter/wght.css";
import "@mantine/core/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { ApiStarting } from "./ApiStarting";
import { AppProviders } from "./AppProviders";
import { registerServiceWorker } from "./features/push/service-worker";
import { router } from "./routes/router";
import { apiAnswers, waitForApi } from "./wait-for-api";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");
// index.html's title and preview tags serve crawlers that do not run scripts; from here on
// each page's <PageMeta> renders its own, and two descriptions must never coexist.
for (const tag of document.head.querySelectorAll("[data-script-less]")) tag.remove();

const root = createRoot(rootElement);
const renderApp = () =>
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

// Only `pnpm dev` starts the page before its API; the production server serves both at once.
if (import.meta.env.DEV) {
  void waitForApi({
    healthy: apiAnswers(() => fetch("/healthz", { cache: "no-store" })),
    waiting: () => root.render(<ApiStarting />),
    pause: () => new Promise((resolve) => setTimeout(resolve, 1000)),
  }).then(renderApp);
} else {
  renderApp();
}
registerServiceWorker();
