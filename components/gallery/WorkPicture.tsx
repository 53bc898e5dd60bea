import type { WorkImage } from "@/lib/validation/gallery";

/**
 * One "Our work" picture, server-rendered: a <picture> with AVIF and WebP
 * srcsets (uploaded photos) or the plain SVG drawing, always with its
 * intrinsic width and height (no layout shift), lazy and decoded off the main
 * thread. No client code.
 */
export function WorkPicture({ image, alt, sizes, className }: { image: WorkImage; alt: string; sizes: string; className?: string }) {
  const byFormat = (format: "avif" | "webp") =>
    image.sources
      .filter((s) => s.format === format)
      .map((s) => `${s.url} ${s.width}w`)
      .join(", ");
  const avif = byFormat("avif");
  const webp = byFormat("webp");
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={`${webp}, ${image.src} ${image.width}w`} sizes={sizes} />}
      <img src={image.src} alt={alt} width={image.width} height={image.height} loading="lazy" decoding="async" className={className} />
    </picture>
  );
}
