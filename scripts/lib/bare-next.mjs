// A bare Next.js App Router app (same Next.js version, none of the site's code),
// built in a temporary folder with this repository's node_modules. The bench uses
// it twice: its page is the Lighthouse "floor" (what the framework alone costs),
// and its constant-JSON route is the baseline of the API load test, so that no
// bench-only route ships in the site's production tree.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { freePort, root } from "./embedded-db.mjs";
import { startNext } from "./site-process.mjs";

const files = {
  "package.json": '{ "name": "floor", "private": true }\n',
  // The temporary folder and the repository's node_modules share no folder but "/".
  "next.config.mjs": 'export default { turbopack: { root: "/" } };\n',
  "app/layout.jsx":
    'export const metadata = { title: "Floor", description: "A bare Next.js page." };\n' +
    'export default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  "app/page.jsx":
    "export default function Page() { return <main><h1 style={{ fontSize: 40 }}>MDF and plywood panels, pasted, cut, banded and bored to your list</h1><p>A bare Next.js page.</p></main>; }\n",
  // The cheapest dynamic JSON handler, shaped like one service of GET /api/services.
  "app/api/constant/route.js":
    'export const dynamic = "force-dynamic";\n' +
    'const body = [{ _id: "000000000000000000000000", title: "Constant", des: "Baseline for the API benchmark", image: "/x.svg" }];\n' +
    'export function GET() { return Response.json(body, { headers: { "Cache-Control": "no-store" } }); }\n',
};

/** Builds and starts the bare app on a free loopback port; `stop()` also removes its folder. */
export async function startBareNext() {
  const appDir = mkdtempSync(path.join(tmpdir(), "panels-bench-floor-"));
  const nextBin = path.join(root, "node_modules/next/dist/bin/next");
  const env = { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" };
  let app;
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
      writeFileSync(path.join(appDir, file), text);
    }
    symlinkSync(path.join(root, "node_modules"), path.join(appDir, "node_modules"));
    const built = spawnSync(process.execPath, [nextBin, "build"], { cwd: appDir, stdio: "ignore", env: { ...process.env, ...env } });
    if (built.status !== 0) throw new Error("next build of the bare app failed");
    app = await startNext({ cwd: appDir, readyPath: "/", port: await freePort(), host: "127.0.0.1", quiet: true, env });
  } catch (err) {
    rmSync(appDir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: app.url,
    async stop() {
      await app.stop();
      rmSync(appDir, { recursive: true, force: true });
    },
  };
}
