// The client address of an HTTP request, as the site's own server
// (scripts/site-server.mjs) passes it to the route handlers in the
// `x-client-ip` header. Pure functions: unit-tested in tests/unit/client-address.test.ts.
// Plain JavaScript so that server can import it; types in ./client-address.d.mts.
import net from "node:net";

/** The header the site server overwrites on every request (a client's own copy is dropped). */
export const CLIENT_IP_HEADER = "x-client-ip";
/** Set on globalThis by the site server: lib/http/client-ip.ts trusts the header only when it is there. */
export const SITE_SERVER_MARK = Symbol.for("kovai.site-server");

/**
 * TRUST_PROXY as the site server (scripts/site-server.mjs, plain Node) reads it: how many reverse proxies stand in front
 * of the site (0 when unset or not a number 0..10; `true` = 1). The route handlers read the same variable through
 * lib/config/index.ts, which parses it the same way (tests/unit/config.test.ts compares the two).
 */
export function trustedProxyHops(raw) {
  const v = String(raw ?? "")
    .trim()
    .toLowerCase();
  if (v === "" || v === "0" || v === "false" || v === "no") return 0;
  if (v === "true" || v === "yes") return 1;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 10 ? n : 0;
}

/**
 * One key per client: IPv4 as is ("::ffff:1.2.3.4" unwrapped), IPv6 cut to
 * its /64 (one subscriber's line gets a whole /64, so per-address limits on
 * single IPv6 addresses would be free to dodge). Null for anything else.
 */
export function normaliseAddress(raw) {
  if (typeof raw !== "string") return null;
  let a = raw.trim();
  if (a.startsWith("[") && a.includes("]")) a = a.slice(1, a.indexOf("]")); // [v6]:port
  const zone = a.indexOf("%");
  if (zone !== -1) a = a.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped) a = mapped[1];
  const kind = net.isIP(a);
  if (kind === 4) return a;
  if (kind !== 6) return null;
  return `${expandV6(a).slice(0, 4).join(":")}::/64`;
}

function expandV6(a) {
  const [head, tail = ""] = a.toLowerCase().split("::");
  const h = head ? head.split(":") : [];
  const t = a.includes("::") ? (tail ? tail.split(":") : []) : [];
  // An embedded IPv4 tail ("::1.2.3.4") takes two groups.
  const groups = [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill("0"), ...t];
  return groups.map((g) => (g.includes(".") ? "0" : g.replace(/^0+(?=.)/, "")));
}

/**
 * The client of a request that reached us from `socketAddress`. Without
 * trusted proxies it is the socket's peer, whatever X-Forwarded-For says.
 * With `hops` proxies, each appended the address it saw to X-Forwarded-For,
 * so the client is the `hops`-th address counting from the socket (the right
 * end of the header); if the chain is shorter, its left-most address.
 */
export function clientAddress({ socketAddress, forwardedFor, hops = 0 }) {
  const socket = normaliseAddress(socketAddress) ?? "unknown";
  if (!hops) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [
    ...header
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    socketAddress,
  ];
  const picked = chain[Math.max(0, chain.length - 1 - hops)];
  // A trusted proxy writes addresses; anything else (garbage from further left) falls back to the socket.
  return normaliseAddress(picked) ?? socket;
}
