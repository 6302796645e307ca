// The home page (loaded eagerly: it is the most visited). Spec part 1, section 2.
import { PRODUCT_NAME } from "@primp/core";
import { usePageMeta } from "../features/content/usePageMeta";
import { BlogSection } from "../features/home/BlogSection";
import { FollowUs } from "../features/home/FollowUs";
import { Hero } from "../features/home/Hero";
import { HowItWorks } from "../features/home/HowItWorks";
import { TestimonialsSection } from "../features/home/TestimonialsSection";

export function HomePage() {
  usePageMeta({
    description: `${PRODUCT_NAME} brings vetted hair, makeup, nail, henna and wig professionals to your home, office or hotel, anywhere in the United States. Book in minutes.`,
  });
  return (
    <>
      <Hero />
      <HowItWorks />
      <TestimonialsSection />
      <FollowUs />
      <BlogSection />
    </>
  );
}
