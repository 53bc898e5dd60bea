/**
 * The client address used as a rate-limit key.
 *
 * Next.js route handlers do not expose the socket address, and `next start`
 * only fills in `X-Forwarded-For` when the client did not send one, so the
 * header is attacker-controlled unless a proxy we trust rewrites it. Hence:
 *
 * - `TRUST_PROXY` unset or 0: every client shares the key "local" (per-IP limits
 *   become site-wide ceilings; per-email limits still apply per account);
 * - `TRUST_PROXY=N` (or `true` = 1): N proxies in front of the site each append
 *   the address they saw, so the N-th entry from the right is the client's.
 */
import { config } from "@/lib/config";

export const SHARED_CLIENT_KEY = "local";

export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  return config(env).TRUST_PROXY;
}

export function clientIp(request: Request, env: NodeJS.ProcessEnv = process.env): string {
  const hops = trustedProxyHops(env);
  if (!hops) return SHARED_CLIENT_KEY;
  const chain = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!chain.length) return SHARED_CLIENT_KEY;
  const ip = chain[Math.max(0, chain.length - hops)];
  return ip.slice(0, 64);
}
