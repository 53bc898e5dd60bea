/**
 * Security headers sent with every response: set from next.config.ts, and by
 * the site's own server (scripts/site-server.mjs) on what it answers itself.
 * Plain JavaScript so that server can import it; types in ./security-headers.d.mts.
 *
 * Two Content-Security-Policies (docs/SECURITY.md explains which page gets which):
 * - pages rendered per request (NONCE_PATHS: the account page, the console)
 *   get a fresh nonce from proxy.ts and `script-src 'nonce-…' 'strict-dynamic'`,
 *   with no 'unsafe-inline' for scripts;
 * - pre-rendered pages (the marketing pages, built once and cached) cannot
 *   carry a per-request nonce, so they keep 'self' 'unsafe-inline' for
 *   Next.js's inline bootstrap scripts.
 */

/**
 * Path prefixes whose pages render per request and get the nonce policy (proxy.ts's matcher must match them): the
 * account page, the console, an order's page (its customer's name, phone, address and the guest key: probe L-1) and
 * the cut-list page (rendered per request for the rack's boards).
 */
export const NONCE_PATHS = ["/account", "/ta/account", "/admin", "/orders", "/ta/orders", "/cut-list", "/ta/cut-list"];

export function isNoncePath(pathname) {
  return NONCE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function contentSecurityPolicy(isProd = process.env.NODE_ENV === "production", nonce) {
  // Dev needs eval for React Refresh; production does not.
  const eval_ = isProd ? "" : " 'unsafe-eval'";
  const directives = {
    "default-src": "'self'",
    "script-src": nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'${eval_}` : `'self' 'unsafe-inline'${eval_}`,
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob:",
    "font-src": "'self'",
    "connect-src": isProd ? "'self'" : "'self' ws:",
    "object-src": "'none'",
    "base-uri": "'self'",
    "frame-ancestors": "'none'",
    "form-action": "'self'",
    "manifest-src": "'self'",
    "worker-src": "'self'",
  };
  const policy = Object.entries(directives).map(([k, v]) => `${k} ${v}`);
  return policy.join("; ");
}

/** Pages that may use the camera (the scan page reads labels' QR codes: issue 40); every other page may not. */
export const CAMERA_PATHS = ["/admin/scan"];

/** Only features browsers recognise (an unknown one such as interest-cohort logs a console error). */
export function permissionsPolicy(camera = false) {
  return `camera=${camera ? "(self)" : "()"}, microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()`;
}

/** The headers every response gets (the CSP is added per path: see next.config.ts and proxy.ts). */
export function securityHeaders(isProd = process.env.NODE_ENV === "production") {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: permissionsPolicy() },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "X-Frame-Options", value: "DENY" },
  ];
  if (isProd) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
