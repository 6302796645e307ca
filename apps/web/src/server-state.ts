// A server-rendered page's data travels to the browser as React Query's dehydrated cache,
// serialised with superjson (Dates stay Dates) inside a non-executable JSON <script>, which the
// Content-Security-Policy allows (it runs nothing). The browser hydrates from it and fetches
// nothing that the server already sent.

import { jsonForScript } from "@primp/core";
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import superjson from "superjson";

export const SERVER_STATE_ID = "primp-server-state";

/** The <script> element carrying `queryClient`'s successful queries. */
export function serverStateScript(queryClient: QueryClient): string {
  const json = jsonForScript(superjson.stringify(dehydrate(queryClient)));
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** Fills the browser's cache from a server-rendered page; false when the page was not. */
export function hydrateServerState(queryClient: QueryClient, doc: Document): boolean {
  const script = doc.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return false;
  hydrate(queryClient, superjson.parse<DehydratedState>(script.textContent));
  return true;
}
