import { NO_STORE } from "./handler";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
type PlainHandler = (request: Request) => Response;

/** The Allow header value for a route implementing `methods` (HEAD comes with GET; OPTIONS always). */
export function allowHeader(methods: readonly HttpMethod[]): string {
  const set = new Set<HttpMethod>([...methods, "OPTIONS"]);
  if (set.has("GET")) set.add("HEAD");
  return HTTP_METHODS.filter((m) => set.has(m)).join(", ");
}

/**
 * Handlers for every method a route does not implement: 405 with an `Allow`
 * header (Next.js's built-in 405 has none), plus OPTIONS → 204 with `Allow`.
 * Usage: `export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods(["GET", "POST"])`.
 */
export function otherMethods(implemented: readonly HttpMethod[]): Record<HttpMethod, PlainHandler> {
  const allow = allowHeader(implemented);
  const notAllowed: PlainHandler = (request) => {
    const headers: Record<string, string> = { Allow: allow, "Cache-Control": NO_STORE, "Content-Type": "application/json" };
    if (request.body) headers.Connection = "close"; // the body is never read
    const body = request.method === "HEAD" ? null : JSON.stringify({ message: `Method ${request.method} is not allowed here. Allowed: ${allow}.` });
    return new Response(body, { status: 405, headers });
  };
  const options: PlainHandler = () => new Response(null, { status: 204, headers: { Allow: allow, "Cache-Control": NO_STORE } });
  const out = {} as Record<HttpMethod, PlainHandler>;
  for (const m of HTTP_METHODS) out[m] = m === "OPTIONS" ? options : notAllowed;
  return out;
}
