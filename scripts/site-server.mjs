// The site's HTTP server: Node's http server around Next.js's request handler
// (the documented custom-server pattern), so that the route handlers learn the
// client's address. Started by scripts/lib/site-process.mjs (`npm start`,
// `npm run dev`, the API tests, Playwright and the bench); not meant to be run
// by hand. Env: PORT, HOST, SITE_MODE=start|dev, TRUST_PROXY, NEXT_DIST_DIR.
import { createServer } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import compression from "compression";
import next from "next";
import { CLIENT_IP_HEADER, SITE_SERVER_MARK, clientAddress, trustedProxyHops } from "../lib/http/client-address.mjs";
import { contentSecurityPolicy, securityHeaders } from "../lib/http/security-headers.mjs";
import { brotliIndex, serveBrotli } from "./lib/static-brotli.mjs";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.env.SITE_MODE === "dev";
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "0.0.0.0";
const hops = trustedProxyHops(process.env.TRUST_PROXY);

/** Time-outs: a client gets 15 s to send its headers and 60 s for the whole request (a 2 MB upload on a slow phone line); idle keep-alive 5 s. */
export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 60_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Methods answered here with 405 (TRACE would echo the request, cookies included). */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
/** What this server answers itself gets the site's security headers, and a policy that allows nothing to run. */
const OWN_HEADERS = {
  ...Object.fromEntries(securityHeaders(!dev).map((h) => [h.key, h.value])),
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Content-Type": "application/json",
  "Cache-Control": "no-store",
};

/** True when the path holds a % escape that does not decode (Next's router would answer it with a bare 500). */
function malformedPath(url = "/") {
  try {
    decodeURIComponent(url.split("?")[0]);
    return false;
  } catch {
    return true;
  }
}

// Route handlers trust x-client-ip only in a process this server marked.
globalThis[SITE_SERVER_MARK] = true;

// Time-outs are checked every second (Node's default, 30 s, would let a slow client stay up to 30 s longer).
const server = createServer({
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: 1000,
});
const app = next({ dev, dir, hostname, port, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();
// The build's static files compressed once with brotli (scripts/lib/static-brotli.mjs), with the headers Next.js gives them.
const brotliFiles = dev ? new Map() : await brotliIndex(path.join(dir, process.env.NEXT_DIST_DIR || ".next", "static"));
const STATIC_HEADERS = {
  ...Object.fromEntries(securityHeaders(true).map((h) => [h.key, h.value])),
  "Content-Security-Policy": contentSecurityPolicy(true),
};

// Pages, their data and the API's answers are compressed here, not by Next.js (`compress: false` in next.config.ts):
// the same middleware Next.js bundles, in a version that also speaks brotli. Quality 5 makes the first HTML of `/`
// 24 KB where gzip made 32, for the same CPU (about 3 ms). Next.js flushes it as it streams.
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });

server.on("request", (req, res) => {
  if (REFUSED_METHODS.has(req.method ?? "")) {
    res.writeHead(405, { ...OWN_HEADERS, Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS", Connection: "close" });
    res.end(JSON.stringify({ message: `Method ${req.method} is not allowed.` }));
    return;
  }
  // The health check, ahead of Next.js's routing (issue 56): the app's own answer (lib/health/answer.ts, registered by
  // instrumentation.ts), so a monitor's call does not queue behind the pages of a busy minute.
  const health = globalThis.__siteHealthAnswer;
  if (typeof health === "function" && req.method === "GET" && /^\/api\/health(?:\?|$)/.test(req.url ?? "")) {
    health().then(
      ({ status, headers, body }) => {
        res.writeHead(status, { ...STATIC_HEADERS, "Content-Type": "application/json", ...headers });
        res.end(JSON.stringify(body));
      },
      () => handle(req, res),
    );
    return;
  }
  if (malformedPath(req.url)) {
    res.writeHead(400, OWN_HEADERS);
    res.end(JSON.stringify({ message: "This address is not valid: it has a % sign that is not followed by two hexadecimal digits." }));
    return;
  }
  if (serveBrotli(req, res, brotliFiles, STATIC_HEADERS)) return;
  // Overwritten on every request: whatever the client put in this header is gone.
  req.headers[CLIENT_IP_HEADER] = clientAddress({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers["x-forwarded-for"], hops });
  compress(req, res, () =>
    handle(req, res).catch((err) => {
      console.error("[site] request failed", err);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
      res.end();
    }),
  );
});
server.on("clientError", (err, socket) => {
  // Header time-outs and malformed requests: a short answer, then the socket is closed.
  if (!socket.writable) return socket.destroy();
  const status =
    err.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? "408 Request Timeout"
      : err.code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});

server.listen(port, hostname, () =>
  console.log(`[site] ${dev ? "dev server" : "serving"} on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`),
);

// Stop accepting, let requests in flight finish (at most 4 s), then exit.
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 4000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
// Started by a launcher with an IPC channel: when the launcher goes away (even killed), so does the site.
if (process.send) process.on("disconnect", stop);
