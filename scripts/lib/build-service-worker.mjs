// Bundles the service worker (lib/offline/service-worker.ts) into <distDir>/sw.js, served at /sw.js by
// app/sw.js/route.ts. Run by next.config.ts after Next.js has compiled the site (compiler.runAfterProductionCompile).
// Its version is a hash of the build's file names (hashed by content) and of the worker itself: a build that
// changes nothing gives the same worker, so phones do not reinstall it for nothing.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";

function filesUnder(dir) {
  try {
    return readdirSync(dir, { recursive: true }).map(String).sort();
  } catch {
    return [];
  }
}

export async function buildServiceWorker({ projectDir, distDir }) {
  const { build } = await import("esbuild");
  const out = path.resolve(projectDir, distDir);
  const entry = path.join(projectDir, "lib/offline/service-worker.ts");
  const common = { entryPoints: [entry], bundle: true, format: "iife", target: "es2020", minify: true, legalComments: "none" };
  // First without a version, to hash what the worker does; then with the version in it.
  const draft = await build({ ...common, write: false, define: { __SW_VERSION__: '""', "process.env.NODE_ENV": '"production"' } });
  const version = createHash("sha256")
    .update(filesUnder(path.join(out, "static")).join("\n"))
    .update(draft.outputFiles[0].contents)
    .digest("hex")
    .slice(0, 16);
  await build({
    ...common,
    outfile: path.join(out, "sw.js"),
    define: { __SW_VERSION__: JSON.stringify(version), "process.env.NODE_ENV": '"production"' },
  });
  return version;
}
