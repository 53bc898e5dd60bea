import { randomInt } from "node:crypto";
import { request as httpRequest } from "node:http";

/**
 * Clients at distinct addresses for the API tests. All of 127.0.0.0/8 reaches
 * the server on 127.0.0.1, so each test can be its own client for real: the
 * connection is made FROM a chosen loopback address (the server reads it from
 * the socket), and the same address is sent as X-Forwarded-For for a server
 * that trusts one proxy hop. Either way the server sees that address.
 */
export function loopbackIp(): string {
  return `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/** fetch() from `ip` (string bodies only; no redirects followed). Returns a standard Response. */
export function fetchFrom(
  ip: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const u = new URL(url);
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(init.body));
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      { host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, method: init.method ?? "GET", headers, localAddress: ip, agent: false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const out = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            if (v === undefined) continue;
            for (const one of Array.isArray(v) ? v : [v]) out.append(k, one);
          }
          const status = res.statusCode ?? 0;
          resolve(new Response(NULL_BODY.has(status) ? null : Buffer.concat(chunks), { status, headers: out }));
        });
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (answered) return;
      // A server may answer early (413 before the whole body is read) and close: writing the rest then
      // fails with EPIPE or ECONNRESET while the answer is still on its way. Wait for it, as browsers do.
      if (err.code === "EPIPE" || err.code === "ECONNRESET") setTimeout(() => answered || reject(err), 2000);
      else reject(err);
    });
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}
