// The home page below its first screens, a chunk of its own: a first visit hydrates these only
// when they near the screen (HydrateWhenVisible), so their code is no part of the first load.
// The server links this chunk's stylesheets in the home page's head (apps/server routes/pro-pages.ts).
import { BlogSection } from "./BlogSection";
import { FollowUs } from "./FollowUs";
import { HowItWorks } from "./HowItWorks";
import { TestimonialsSection } from "./TestimonialsSection";

export function HomeLowerSections() {
  return (
    <>
      <HowItWorks />
      <TestimonialsSection />
      <FollowUs />
      <BlogSection />
    </>
  );
}
