// The build's static files (scripts, stylesheets, SVG, JSON under <distDir>/static, named by their content)
// compressed once with brotli at its best setting, beside them (x.js → x.js.br), and served from there by the
// site's server (scripts/site-server.mjs) to a browser that accepts brotli. `next start` compresses every static
// response again on every request, with gzip only: brotli at quality 11 is about 14 % smaller on this site's
// scripts and costs the server nothing per request (docs/PERFORMANCE.md, "Static files compressed once with brotli").
// Anything without a .br file (a browser without brotli, a file under 1 KB) is Next.js's to serve, as before.
import { createReadStream } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const brotli = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt)$/;
/** Below this, a compressed body saves less than its headers cost (Next's own threshold is the same). */
const MIN_BYTES = 1024;

const TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
};

/** Writes x.br beside every compressible static file of the build. Run by next.config.ts after the compile. */
export async function compressStatic({ projectDir, distDir }) {
  const dir = path.resolve(projectDir, distDir, "static");
  const files = (await readdir(dir, { recursive: true }).catch(() => [])).map(String).filter((f) => COMPRESSIBLE.test(f));
  // Two at a time: the machine's cores, and the compile is over.
  const queue = [...files];
  const worker = async () => {
    for (let f = queue.shift(); f; f = queue.shift()) {
      const body = await readFile(path.join(dir, f));
      if (body.length < MIN_BYTES) continue;
      const packed = await brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      if (packed.length < body.length) await writeFile(path.join(dir, `${f}.br`), packed);
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * The .br files of a build, by the address they answer (/_next/static/…): read once when the server starts (the
 * build does not change under a running server). Empty when there is no build folder.
 */
export async function brotliIndex(staticDir) {
  const index = new Map();
  const files = (await readdir(staticDir, { recursive: true }).catch(() => [])).map(String).filter((f) => f.endsWith(".br"));
  for (const f of files) {
    const original = f.slice(0, -3);
    const type = TYPES[path.extname(original)];
    if (!type) continue;
    const file = path.join(staticDir, f);
    const { size, mtimeMs } = await stat(file);
    index.set(`/_next/static/${original.split(path.sep).join("/")}`, {
      file,
      size,
      type,
      etag: `W/"br-${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
    });
  }
  return index;
}

/** Does the request's Accept-Encoding take brotli (and not with q=0)? */
export function acceptsBrotli(header = "") {
  return header.split(",").some((entry) => {
    const [name, ...params] = entry.trim().split(";");
    if (name.trim().toLowerCase() !== "br") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Answers a GET or HEAD for a static file that has a .br twin, when the browser takes brotli; false when it is
 * Next.js's to answer. `headers` are the ones Next.js gives a static file (security headers, the page policy).
 */
export function serveBrotli(req, res, index, headers) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const entry = index.get((req.url ?? "").split("?")[0]);
  if (!entry || !acceptsBrotli(req.headers["accept-encoding"])) return false;
  const common = { ...headers, "Cache-Control": "public, max-age=31536000, immutable", Vary: "Accept-Encoding", ETag: entry.etag };
  if (req.headers["if-none-match"] === entry.etag) {
    res.writeHead(304, common);
    res.end();
    return true;
  }
  res.writeHead(200, { ...common, "Content-Type": entry.type, "Content-Encoding": "br", "Content-Length": entry.size });
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  const body = createReadStream(entry.file);
  body.on("error", () => res.destroy());
  body.pipe(res);
  return true;
}
