// The home page (loaded eagerly: it is the most visited). Spec part 1, section 2.
import { PRODUCT_NAME } from "@primp/core";
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
      <PageMeta
        description={`${PRODUCT_NAME} brings vetted hair, makeup, nail, henna and wig professionals to your home, office or hotel, anywhere in the United States. Book in minutes.`}
      />
      <Hero />
      <ServiceCards />
      <HowItWorks />
      <TestimonialsSection />
      <FollowUs />
      <BlogSection />
    </>
  );
}
