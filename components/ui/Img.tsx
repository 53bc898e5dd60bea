import type { ImgHTMLAttributes } from "react";
import { preload as preloadResource } from "react-dom";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "loading" | "fetchPriority"> & {
  src: string;
  /** Required: "" for decoration, otherwise what the picture shows. */
  alt: string;
  /** The intrinsic size: with CSS `h-auto w-full` it fixes the aspect ratio, so nothing shifts while it loads. */
  width: number;
  height: number;
  /**
   * The page's largest picture: fetched first (a preload in the <head> and
   * fetchpriority=high) and never lazy. Everything else loads lazily.
   */
  priority?: boolean;
  /** In the first screen but not the largest picture (the logo): no lazy loading, no special priority. */
  eager?: boolean;
};

/**
 * A plain <img> for the site's own SVG artwork, rendered on the server.
 *
 * Why not next/image: the artwork is SVG, served as is (next/image would have
 * to be `unoptimized` anyway), and next/image is a client component. It put
 * about 4 KB of JavaScript on every page and one more island to hydrate per
 * picture, for nothing an <img> with width, height, loading and fetchpriority
 * does not do.
 */
export function Img({ src, alt, width, height, priority = false, eager = false, ...rest }: Props) {
  // React 19 hoists this into the <head>, once per URL, from a server component.
  if (priority) preloadResource(src, { as: "image", fetchPriority: "high" });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: static SVG artwork, no client code wanted
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      {...rest}
    />
  );
}
