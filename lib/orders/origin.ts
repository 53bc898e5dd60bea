import "server-only";
import { headers } from "next/headers";
import { siteUrl } from "@/lib/seo/site-url";
import { siteUrlIsSet } from "@/lib/config";

/** The public origin for links in WhatsApp messages: SITE_URL when set, else the request's own host. */
export async function requestOrigin(): Promise<string> {
  // SITE_URL is read at build time (lib/seo/site-url.ts); without it, the request's own host.
  if (siteUrlIsSet()) return siteUrl().origin;
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host");
  const proto = h.get("x-forwarded-proto") ?? "http";
  return host ? `${proto}://${host}` : siteUrl().origin;
}

/**
 * The hosts this site answers at for a label's link (issue 56): the one labels are printed with, the one the request
 * came in at, and the configured site address. A scanned link to any other host names no piece.
 */
export async function ownHosts(): Promise<string[]> {
  const h = await headers();
  const hosts = [new URL(await requestOrigin()).host, siteUrl().host, h.get("x-forwarded-host"), h.get("host")];
  return [...new Set(hosts.filter((x): x is string => !!x).map((x) => x.toLowerCase()))];
}
