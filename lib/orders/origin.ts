import "server-only";
import { headers } from "next/headers";
import { siteUrl } from "@/lib/site/url";
import { config, siteUrlIsSet } from "@/lib/config";

/**
 * A proxy's forwarded header, only when the site is told it stands behind one (TRUST_PROXY, as the client address and
 * the cross-site check read it: probe I-5); else a client could name any host and get links to it back.
 */
function forwarded(h: Headers, name: "x-forwarded-host" | "x-forwarded-proto"): string | null {
  return config().TRUST_PROXY > 0 ? (h.get(name)?.split(",")[0].trim() ?? null) : null;
}

/** The public origin for links in WhatsApp messages: SITE_URL when set, else the request's own host. */
export async function requestOrigin(): Promise<string> {
  // SITE_URL is read at build time (lib/site/url.ts); without it, the request's own host.
  if (siteUrlIsSet()) return siteUrl().origin;
  const h = await headers();
  const host = forwarded(h, "x-forwarded-host") ?? h.get("host");
  const proto = forwarded(h, "x-forwarded-proto") ?? "http";
  return host ? `${proto}://${host}` : siteUrl().origin;
}

/**
 * The hosts this site answers at for a label's link (issue 56): the one labels are printed with, the one the request
 * came in at, and the configured site address. A scanned link to any other host names no piece.
 */
export async function ownHosts(): Promise<string[]> {
  const h = await headers();
  const hosts = [new URL(await requestOrigin()).host, siteUrl().host, forwarded(h, "x-forwarded-host"), h.get("host")];
  return [...new Set(hosts.filter((x): x is string => !!x).map((x) => x.toLowerCase()))];
}
