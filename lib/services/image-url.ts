/**
 * Where a service's image loads from (server and browser alike): the API host
 * (NEXT_PUBLIC_API_HOST, inlined at build time; "" = this site) plus the stored path.
 */
export const API_HOST = (process.env.NEXT_PUBLIC_API_HOST ?? "").replace(/\/+$/, "");

/** The image URL of a service: the API host plus the stored path (absolute URLs pass through). */
export function serviceImageUrl(image: string, host: string = API_HOST): string {
  if (/^https?:\/\//i.test(image)) return image;
  return `${host}${image.startsWith("/") ? "" : "/"}${image}`;
}
