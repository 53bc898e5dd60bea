import { clientIp } from "@/lib/http/client-ip";

/**
 * The rate-limit subject of the request's client: its address as the site
 * server saw it (lib/http/client-ip.ts), already one key per client (IPv4 as
 * is, IPv4-mapped unwrapped, IPv6 cut to its /64: one subscriber usually holds
 * a whole /64). The one place the limits get their subject from.
 */
export function clientSubject(request: Request): string {
  return clientIp(request);
}
