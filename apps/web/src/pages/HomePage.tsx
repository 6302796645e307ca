// The home page (loaded eagerly: it is the most visited; rendered on the server too,
// apps/server routes/pro-pages.ts). Spec part 1, section 2.
import { HOME_PAGE_DESCRIPTION } from "@primp/core";
import { HydrateWhenVisible } from "../components/HydrateWhenVisible";
import { lazyNamed } from "../components/lazy-named";
import { PageMeta } from "../components/PageMeta";
import { Hero } from "../features/home/Hero";
import { ServiceCards } from "../features/home/ServiceCards";

/** How it works, testimonials, Instagram and the blog: loaded, like hydrated, when they near the screen. */
const homeLowerSections = lazyNamed(() => import("../features/home/HomeLowerSections"), "HomeLowerSections");

export function HomePage() {
  return (
    <>
      <PageMeta description={HOME_PAGE_DESCRIPTION} />
      <Hero />
      <HydrateWhenVisible>
        <ServiceCards />
      </HydrateWhenVisible>
      <HydrateWhenVisible>{homeLowerSections}</HydrateWhenVisible>
    </>
  );
}
