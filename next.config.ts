import type { NextConfig } from "next";
import { contentSecurityPolicy, securityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  // A separate build folder per parallel worker (e.g. NEXT_DIST_DIR=.next-api); .next by default.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // mongoose and bcryptjs run only in Node route handlers; keep them out of the bundler.
  serverExternalPackages: ["mongoose", "bcryptjs"],
  images: {
    // Artwork is SVG made for this site; next/image serves it as-is (unoptimized per image).
    dangerouslyAllowSVG: false,
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders() },
      // The pre-rendered pages' policy; /account and /admin get a per-request nonce policy from proxy.ts instead.
      {
        source: "/:path((?!account(?:/|$)|admin(?:/|$)).*)",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy() }],
      },
    ];
  },
};

export default nextConfig;
