// What every page needs to know about the server it talks to.
import type { Services } from "../trpc.ts";

/** demo: PRIMP_DEMO=1, so the pages carry the demo banner; socialLinks: the accounts the footer names. */
export function siteInfo(deps: Pick<Services, "config">) {
  return { demo: deps.config.demo, socialLinks: deps.config.socialLinks };
}
