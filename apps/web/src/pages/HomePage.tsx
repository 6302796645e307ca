// The home page (loaded eagerly: it is the most visited; rendered on the server too,
// apps/server routes/pro-pages.ts). Spec part 1, section 2.
import { HOME_PAGE_DESCRIPTION } from "@primp/core";
import { HydrateWhenVisible } from "../components/HydrateWhenVisible";
import { PageMeta } from "../components/PageMeta";
import { BlogSection } from "../features/home/BlogSection";
import { FollowUs } from "../features/home/FollowUs";
import { Hero } from "../features/home/Hero";
import { HowItWorks } from "../features/home/HowItWorks";
import { ServiceCards } from "../features/home/ServiceCards";
import { TestimonialsSection } from "../features/home/TestimonialsSection";

export function HomePage() {
  return (
    <>
      <PageMeta description={HOME_PAGE_DESCRIPTION} />
      <Hero />
      <HydrateWhenVisible>
        <ServiceCards />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <HowItWorks />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <TestimonialsSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <FollowUs />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <BlogSection />
      </HydrateWhenVisible>
    </>
  );
}
