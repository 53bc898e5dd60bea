import { config } from "@/lib/config";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/**
 * True when a browser tells us the request comes from another site: CSRF
 * protection for cookie-authenticated writes (SameSite=Lax already stops most
 * of it; this also covers sibling subdomains and old browsers).
 *
 * `Sec-Fetch-Site` is trusted when present (all current browsers send it);
 * otherwise `Origin` must name this host. A request with neither header does
 * not come from a browser page on another site.
 */
export function isCrossOriginRequest(request: Request, env?: NodeJS.ProcessEnv): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site.toLowerCase() !== "same-origin";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  const hosts = new Set<string>();
  const host = request.headers.get("host");
  if (host) hosts.add(host.toLowerCase());
  if (proxyHops(env)) {
    const forwarded = request.headers.get("x-forwarded-host");
    if (forwarded) hosts.add(forwarded.split(",")[0].trim().toLowerCase());
  }
  try {
    hosts.add(new URL(request.url).host.toLowerCase());
  } catch {
    /* relative URL: Host header only */
  }
  return !hosts.has(originHost);
}

function proxyHops(env?: NodeJS.ProcessEnv): number {
  return config(env).TRUST_PROXY;
}
