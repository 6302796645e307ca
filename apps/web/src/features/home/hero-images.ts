// The home hero's four backgrounds (art made for Primp, SVG in public/images/hero), one
// chosen at random on each visit as the spec asks.
import { useQuery } from "@tanstack/react-query";

export interface HeroImage {
  src: string;
  /** Where the art's subject sits, so narrow screens crop towards it, not away from it. */
  focusX: string;
}

export const HERO_IMAGES: readonly HeroImage[] = [
  { src: "/images/hero/silk.svg", focusX: "70%" },
  { src: "/images/hero/petals.svg", focusX: "78%" },
  { src: "/images/hero/arches.svg", focusX: "80%" },
  { src: "/images/hero/glow.svg", focusX: "75%" },
];

/** One of the hero images; `random` returns a number in [0, 1) like Math.random. */
export function pickHeroImage(random: () => number = Math.random): HeroImage {
  const index = Math.min(HERO_IMAGES.length - 1, Math.floor(random() * HERO_IMAGES.length));
  return HERO_IMAGES[index] ?? (HERO_IMAGES[0] as HeroImage);
}

/**
 * The visit's hero image, kept in the query cache so that a page the server rendered keeps the
 * server's choice when it hydrates (the cache travels with the page); otherwise chosen here.
 */
/** The visit's choice in the query cache; the server renderer puts its own there (entry-server.tsx). */
export const HERO_IMAGE_QUERY_KEY = ["home", "heroImage"] as const;

export function useHeroImage(): HeroImage {
  return useQuery({
    queryKey: HERO_IMAGE_QUERY_KEY,
    queryFn: () => pickHeroImage(),
    initialData: () => pickHeroImage(),
    staleTime: Infinity,
  }).data;
}
