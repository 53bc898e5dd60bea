import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { CAMERA_PATHS, contentSecurityPolicy, permissionsPolicy, securityHeaders } from "./lib/http/security-headers.mjs";

const nextConfig: NextConfig = {
  // A separate build folder per parallel worker (e.g. NEXT_DIST_DIR=.next-api); .next by default.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tsc) before it builds; it says so, and the build does not do it twice.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === "1" },
  // scripts/site-server.mjs compresses the responses itself, with brotli where the browser takes it.
  compress: false,
  reactStrictMode: true,
  experimental: {
    // The first screen's CSS in the first response (issue 56): on a slow phone link each stylesheet cost a round trip
    // of about half a second before the first paint. Tailwind's whole sheet is small (about 10 KB compressed).
    inlineCss: true,
  },
  // proxy.ts answers addresses with a trailing slash: GET /api/user/ (the spec's path) directly, the rest with a 308.
  skipTrailingSlashRedirect: true,
  // mongoose, bcryptjs and pdfkit (which reads its font metrics from its own folder) run only in Node route handlers; keep them out of the bundler.
  serverExternalPackages: ["mongoose", "bcryptjs", "pdfkit"],
  compiler: {
    // The offline worker (lib/offline/service-worker.ts) is bundled beside the build, from the build's file list.
    async runAfterProductionCompile({ projectDir, distDir }) {
      // @ts-expect-error: plain ESM build script without types
      const { buildServiceWorker } = await import("./scripts/lib/build-service-worker.mjs");
      await buildServiceWorker({ projectDir, distDir });
      // Then the static files compressed once with brotli, served by scripts/site-server.mjs.
      // @ts-expect-error: plain ESM build script without types
      const { compressStatic } = await import("./scripts/lib/static-brotli.mjs");
      await compressStatic({ projectDir, distDir });
    },
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders() },
      // The pre-rendered pages' policy; /account and /admin get a per-request nonce policy from proxy.ts instead.
      {
        source: "/:path((?!account(?:/|$)|admin(?:/|$)).*)",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy() }],
      },
      // The later rule wins for the same header: the scan page alone may use the camera.
      ...CAMERA_PATHS.map((source) => ({ source, headers: [{ key: "Permissions-Policy", value: permissionsPolicy(true) }] })),
    ];
  },
};

// next-intl reads its per-request configuration (the messages of the page's language) from lib/i18n/request.ts.
export default createNextIntlPlugin("./lib/i18n/request.ts")(nextConfig);
