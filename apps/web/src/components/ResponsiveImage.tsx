// A stored photo in the size the screen needs: <picture> with AVIF and WebP sources and a JPEG
// <img>, each with srcset/sizes, the photo's own width and height (so nothing jumps), lazy unless
// it is above the fold (`priority`), the blurred placeholder behind it until it has loaded, and
// the focal point kept in view when it is cropped. Until the variants are made, the original.
import { Image, type ImageProps } from "@mantine/core";
import {
  type FocalPoint,
  largestVariantUrl,
  objectPosition,
  type ResponsiveImageData,
  VARIANT_MIME_TYPE,
  variantSrcSet,
} from "@primp/core";
import { useCallback, useState } from "react";

export interface ResponsiveImageProps extends Pick<ImageProps, "h" | "w" | "radius" | "fit"> {
  image: ResponsiveImageData;
  alt: string;
  /** How wide the image is shown, as for `sizes` ("(min-width: 48em) 33vw, 100vw"). */
  sizes: string;
  /** Above the fold: loaded at once and early, not lazily. */
  priority?: boolean;
  focalPoint?: FocalPoint;
  /** The box's proportions when the photo's own size is not known yet (width and height attributes). */
  fallbackSize?: { width: number; height: number };
}

export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  focalPoint,
  fallbackSize = { width: 4, height: 3 },
  fit = "cover",
  ...box
}: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  // A server-rendered image may finish before the page is hydrated, with no load event left to hear.
  const whenComplete = useCallback((node: HTMLImageElement | null) => {
    if (node?.complete) setLoaded(true);
  }, []);
  const sources = (["avif", "webp"] as const).flatMap((format) => {
    const srcSet = variantSrcSet(image, format);
    return srcSet ? [{ type: VARIANT_MIME_TYPE[format], srcSet }] : [];
  });
  const jpegSrcSet = variantSrcSet(image, "jpeg");
  const placeholder = !loaded && image.placeholder ? image.placeholder : null;
  return (
    // A block of the image's own box (not `display: contents`, under which the <source>s would be
    // laid out as items of a flex or grid parent, each adding a gap); full height for a filled box.
    <picture style={{ display: "block", height: "100%" }}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <Image
        ref={whenComplete}
        src={largestVariantUrl(image)}
        srcSet={jpegSrcSet ?? undefined}
        sizes={jpegSrcSet ? sizes : undefined}
        alt={alt}
        width={image.width ?? fallbackSize.width}
        height={image.height ?? fallbackSize.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        onLoad={() => setLoaded(true)}
        fit={fit}
        bg="plum.1"
        style={{
          objectPosition: focalPoint ? objectPosition(focalPoint) : undefined,
          backgroundImage: placeholder ? `url("${placeholder}")` : undefined,
          backgroundSize: "cover",
          backgroundPosition: focalPoint ? objectPosition(focalPoint) : "center",
        }}
        h={box.h ?? "auto"}
        {...box}
      />
    </picture>
  );
}
