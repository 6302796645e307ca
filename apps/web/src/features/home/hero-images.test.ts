import { describe, expect, it } from "vitest";
import { HERO_IMAGES, pickHeroImage } from "./hero-images";

describe("hero image", () => {
  it("offers four different images", () => {
    expect(new Set(HERO_IMAGES.map((image) => image.src)).size).toBe(4);
  });

  it("picks each of the four across the range of the random number, and only those", () => {
    const picked = [0, 0.24, 0.25, 0.5, 0.74, 0.75, 0.999999].map((value) => pickHeroImage(() => value).src);
    expect(picked).toEqual([
      HERO_IMAGES[0]?.src,
      HERO_IMAGES[0]?.src,
      HERO_IMAGES[1]?.src,
      HERO_IMAGES[2]?.src,
      HERO_IMAGES[2]?.src,
      HERO_IMAGES[3]?.src,
      HERO_IMAGES[3]?.src,
    ]);
    expect(pickHeroImage(() => 1).src).toBe(HERO_IMAGES[3]?.src);
  });

  it("varies between visits", () => {
    const seen = new Set(Array.from({ length: 200 }, () => pickHeroImage().src));
    expect(seen.size).toBe(4);
  });
});
