/**
 * The client address: the one rate-limit key of a request (every limit, the
 * plan queue's fairness and the order page use it).
 *
 * Route handlers do not see the socket, so the site's own server
 * (scripts/site-server.mjs, used by `npm start`, `npm run dev`, the tests and
 * the bench) works it out for every request (the socket's peer; with
 * `TRUST_PROXY=<number of proxies>`, the right hop of X-Forwarded-For) and
 * passes it in `x-client-ip`, overwriting whatever a client sent. That header
 * is trusted only when that server is the one in front (it marks the process).
 *
 * Under plain `next start` (no such server) the old rule applies: with
 * TRUST_PROXY the right hop of X-Forwarded-For, otherwise every client shares
 * the key "local" (per-address limits become site-wide ceilings).
 */
import { config } from "@/lib/config";
import { SHARED_CLIENT_KEY } from "@/lib/rate-limit/config";
import { CLIENT_IP_HEADER, SITE_SERVER_MARK, normaliseAddress } from "./client-address.mjs";

export { SHARED_CLIENT_KEY };

export function trustedProxyHops(env?: NodeJS.ProcessEnv): number {
  return config(env).TRUST_PROXY;
}

/** True when the site server is in front of the handlers in this process. */
export function behindSiteServer(): boolean {
  return (globalThis as Record<symbol, unknown>)[SITE_SERVER_MARK] === true;
}

export function clientIp(request: Request, env?: NodeJS.ProcessEnv): string {
  if (behindSiteServer()) return request.headers.get(CLIENT_IP_HEADER)?.slice(0, 64) || SHARED_CLIENT_KEY;
  const hops = trustedProxyHops(env);
  if (!hops) return SHARED_CLIENT_KEY;
  const chain = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!chain.length) return SHARED_CLIENT_KEY;
  const ip = chain[Math.max(0, chain.length - hops)];
  return (normaliseAddress(ip) ?? ip).slice(0, 64);
}
