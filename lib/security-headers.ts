/**
 * Security headers sent with every response (set from next.config.ts).
 *
 * The CSP allows scripts from the site itself plus 'unsafe-inline' for Next.js's
 * inline bootstrap scripts: nonces would force every page to render per request
 * and give up static pre-rendering. See docs/SECURITY.md for the trade-off.
 */
function contentSecurityPolicy(isProd = process.env.NODE_ENV === "production"): string {
  const directives: Record<string, string> = {
    "default-src": "'self'",
    // Dev needs eval for React Refresh; production does not.
    "script-src": isProd ? "'self' 'unsafe-inline'" : "'self' 'unsafe-inline' 'unsafe-eval'",
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

export function securityHeaders(isProd = process.env.NODE_ENV === "production") {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(isProd) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // Only features browsers recognise (an unknown one such as interest-cohort logs a console error).
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "X-Frame-Options", value: "DENY" },
  ];
  if (isProd) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
