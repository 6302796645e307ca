import "@mantine/core/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./AppProviders";
import { router } from "./routes/router";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");
// index.html's title and preview tags serve crawlers that do not run scripts; from here on
// each page's <PageMeta> renders its own, and two descriptions must never coexist.
for (const tag of document.head.querySelectorAll("[data-script-less]")) tag.remove();

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
