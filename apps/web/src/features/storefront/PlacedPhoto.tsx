// The photo an administrator placed on a service's or city's page (Site images), wide above
// its sections, cropped around its focal point. Nothing when none is placed.
import type { FocalPoint, ResponsiveImageData } from "@primp/core";
import { ResponsiveImage } from "../../components/ResponsiveImage";

export function PlacedPhoto({
  placed,
  alt,
}: {
  placed: { image: ResponsiveImageData; focalPoint: FocalPoint } | null;
  alt: string;
}) {
  if (!placed) return null;
  return (
    <ResponsiveImage
      image={placed.image}
      alt={alt}
      sizes="(min-width: 75em) 1140px, 100vw"
      priority
      focalPoint={placed.focalPoint}
      fallbackSize={{ width: 1280, height: 400 }}
      h={{ base: 200, sm: 340 }}
      radius="lg"
    />
  );
}
