import { clientIp } from "@/lib/http/client-ip";

/**
 * The rate-limit subject for a client address. IPv4 as is (IPv4-mapped IPv6
 * unwrapped); IPv6 by its /64 prefix, because one subscriber usually holds a
 * whole /64 and could otherwise take a fresh address for every request.
 */
export function addressSubject(ip: string): string {
  let s = ip.trim().toLowerCase();
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  if (s.startsWith("[") && s.endsWith("]")) s = s.slice(1, -1);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (mapped) return mapped[1];
  if (!s.includes(":")) return s;
  const [head, tail = ""] = s.split("::");
  const left = head ? head.split(":") : [];
  const right = s.includes("::") && tail ? tail.split(":") : [];
  if (!s.includes("::")) return `${left.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/** The subject of the request's client for per-address limits. */
export function clientSubject(request: Request): string {
  return addressSubject(clientIp(request));
}
