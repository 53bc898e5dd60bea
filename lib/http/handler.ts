import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { isDatabaseDown } from "@/lib/db/connect";
import { HttpError } from "@/lib/errors";

export type HandlerContext<P> = { requestId: string; params: P };
type Handler<P> = (request: NextRequest, ctx: HandlerContext<P>) => Promise<Response>;
type RouteContext<P> = { params: Promise<P> };

export type RouteOptions = {
  /** `Cache-Control: no-store` on every response (all of /api/user*). */
  noStore?: boolean;
};

export const NO_STORE = "no-store";
const DB_DOWN_MESSAGE = "The service is temporarily unavailable. Please try again in a few seconds.";

function errorName(err: unknown): string {
  return (err as { name?: string } | null)?.name ?? "";
}

/** Database unreachable, also when wrapped (insertMany reports a network failure as a MongoBulkWriteError). */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || depth > 3) return false;
  if (isDatabaseDown(err)) return true;
  const e = err as { cause?: unknown; errorResponse?: unknown };
  return isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable(e.errorResponse, depth + 1);
}

/**
 * The JSON response for a thrown error. HttpErrors carry their own status;
 * an unreachable database is 503 with Retry-After; anything else is a bug,
 * logged with the request id and answered with a generic 500.
 */
export function errorResponse(err: unknown, request: Request, requestId: string): NextResponse {
  const headers: Record<string, string> = { "Cache-Control": NO_STORE, "X-Request-Id": requestId };
  if (err instanceof HttpError) {
    const body: Record<string, unknown> = { message: err.message };
    if (err.errors) body.errors = err.errors;
    return NextResponse.json(body, { status: err.status, headers: { ...headers, ...err.headers } });
  }
  if (isDatabaseUnavailable(err)) {
    console.warn(`[api] ${requestId} ${request.method} ${new URL(request.url).pathname}: database unavailable`);
    return NextResponse.json({ message: DB_DOWN_MESSAGE }, { status: 503, headers: { ...headers, "Retry-After": "5" } });
  }
  // Schema-level errors from mongoose mean input slipped past zod: still the client's fault.
  if (errorName(err) === "CastError" || errorName(err) === "ValidationError") {
    return NextResponse.json({ message: "The request is not valid." }, { status: 400, headers });
  }
  console.error(`[api] ${requestId} ${request.method} ${new URL(request.url).pathname}: unexpected error`, err);
  return NextResponse.json(
    { message: "Something went wrong on our side. Please try again later.", requestId },
    { status: 500, headers },
  );
}

/**
 * Wraps a route handler: gives it a request id, maps thrown errors to
 * statuses, and sets `X-Request-Id` (and `Cache-Control: no-store` when asked)
 * on every response.
 */
export function route<P = Record<string, never>>(handler: Handler<P>, options: RouteOptions = {}) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    const requestId = randomUUID();
    let response: Response;
    try {
      const params = (await context?.params) ?? ({} as P);
      response = await handler(request, { requestId, params });
    } catch (err) {
      response = errorResponse(err, request, requestId);
    }
    response.headers.set("X-Request-Id", requestId);
    if (options.noStore) response.headers.set("Cache-Control", NO_STORE);
    if (request.body && !request.bodyUsed) {
      // Answered without reading the body (415, 401...): don't let the client reuse a connection with unread bytes on it.
      response.headers.set("Connection", "close");
      request.body.cancel().catch(() => undefined);
    }
    return response;
  };
}
