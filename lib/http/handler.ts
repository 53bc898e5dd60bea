import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { assertSameOrigin, getSession, requirePermission, requireStaffOrDevice, requireUser, type Session } from "@/lib/auth/guards";
import type { DeviceSession } from "@/lib/auth/devices";
import type { Permission } from "@/vocabulary/roles";
import { DatabaseUnavailableError, databaseTroubledWithin, isDatabaseDown, isDiskFull, noteDiskFull } from "@/lib/db/connect";
import { noteDatabaseTrouble } from "@/lib/db/health";
import { HttpError } from "@/lib/errors";
import type { ErrorAnswer } from "@/lib/answers";
import { refusal, type Refusal } from "@/lib/i18n/refusal";
import { refusalText } from "@/lib/i18n/refusal-text";
import { requestLocale } from "@/lib/i18n/server-messages";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Who may call a handler (issue 51: every route declares it): "public", anyone; "optional", anyone, with the session
 * when there is one; "user", any signed-in account; or a permission (vocabulary/roles.ts), which the caller's role
 * must hold (a station phone too, for a route that says `devices: true`).
 */
export type AuthLevel = "public" | "user" | "optional" | Permission;

export type HandlerContext<P, S extends Session | null = Session | null> = {
  requestId: string;
  params: P;
  /** The verified session: always there with "user" or a permission (unless a device calls), null for "public". */
  session: S;
  /** The paired station phone calling a route that admits devices (`devices: true`), else null. */
  device: DeviceSession | null;
};
type Handler<P, S extends Session | null> = (request: NextRequest, ctx: HandlerContext<P, S>) => Promise<Response>;
type RouteContext<P> = { params: Promise<P> };
type RouteHandler<P> = (request: NextRequest, context: RouteContext<P>) => Promise<Response>;

export type RouteOptions = {
  /**
   * Checks the caller before the handler runs (401 without a session, 403 saying who may for a role without the
   * permission, 403 for a cross-site cookie write) and passes the session in the handler's context. "optional"
   * passes the session or null (a cross-site cookie write is still 403): a guest or a customer alike.
   */
  auth: AuthLevel;
  /** The route's permission may be used by a paired station phone as well as by a person (the scan, the stations). */
  devices?: boolean;
  /**
   * The Cache-Control of a response that sets none. API answers are
   * `no-store` unless a route opts into public caching here, e.g.
   * `{ cache: "public, max-age=0, s-maxage=60" }`. Error answers are always `no-store`.
   */
  cache?: string;
};

export const NO_STORE = "no-store";

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
  // In the caller's language (X-Language: a Tamil page's calls), field names unchanged.
  const locale = requestLocale(request);
  const json = (said: Refusal, init: { status: number; headers: Record<string, string> }, more: Pick<ErrorAnswer, "errors" | "requestId"> = {}) =>
    NextResponse.json<ErrorAnswer>({ message: refusalText(said, locale), ...more }, init);
  if (err instanceof HttpError) {
    const errors = err.errors && fieldTexts(err.errors, locale);
    return json(err.refusal, { status: err.status, headers: { ...headers, ...err.headers } }, errors ? { errors } : {});
  }
  if (isDiskFull(err)) {
    noteDiskFull(true);
    noteDatabaseTrouble();
    return json(refusal("diskFull"), { status: 503, headers: { ...headers, "Retry-After": "60" } });
  }
  if (isDatabaseUnavailable(err)) {
    noteDatabaseTrouble();
    console.warn(`[api] ${requestId} ${request.method} ${new URL(request.url).pathname}: database unavailable`);
    return json(refusal("unavailableSeconds"), { status: 503, headers: { ...headers, "Retry-After": "5" } });
  }
  // Schema-level errors from mongoose mean input slipped past zod: still the client's fault.
  if (errorName(err) === "CastError" || errorName(err) === "ValidationError") {
    return json(refusal("requestNotValid"), { status: 400, headers });
  }
  console.error(`[api] ${requestId} ${request.method} ${new URL(request.url).pathname}: unexpected error`, err);
  return json(refusal("ourFault"), { status: 500, headers }, { requestId });
}

/** Each field's reason in `locale`: a keyed refusal rendered; a check's own words (the console's English forms) as written. */
function fieldTexts(errors: Record<string, Refusal | string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, reason]) => [field, typeof reason === "string" ? reason : refusalText(reason, locale)]),
  );
}

/** The session when there is one (a cookie-authenticated write must still come from this site). */
async function optionalSession(request: Request): Promise<Session | null> {
  const session = await getSession(request);
  if (session) assertSameOrigin(request, session);
  return session;
}

/**
 * A request the database has held this long is answered 503 with Retry-After, even if its operations are still
 * waiting (issue 68: in a failover no request waits more than 10 s). Each operation's own wait is bounded (4 s for a
 * primary on a replica set), but a request makes several, and a lock's or a key's wait retries them. The request
 * goes on behind the answer and its result is logged: a write that lands after all is found again by its
 * idempotency key when the client sends it again, as every creating write's client does. A request that is long for
 * its own reasons (a year's zip) is not cut: only one the database was in trouble for.
 */
const DATABASE_DEADLINE_MS = 8_500;

/** How often a request past the deadline is looked at again: the driver may see the trouble only after it. */
const RECHECK_MS = 250;

function heldByTheDatabase(work: Promise<Response>, request: Request, requestId: string): Promise<Response> {
  return new Promise((resolve) => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const wait = (ms: number) => {
      timer = setTimeout(check, ms);
      timer.unref?.();
    };
    const check = () => {
      if (!databaseTroubledWithin(Date.now() - started)) return wait(RECHECK_MS);
      resolve(errorResponse(new DatabaseUnavailableError(new Error("held past the deadline")), request, requestId));
      void work.then((late) =>
        console.warn(
          `[api] ${requestId} ${request.method} ${new URL(request.url).pathname}: answered 503 at the deadline, finished after with ${late.status}`,
        ),
      );
    };
    wait(DATABASE_DEADLINE_MS);
    void work.finally(() => clearTimeout(timer));
  });
}

/**
 * Wraps a route handler: checks the session it declares (`auth`), gives it a
 * request id, maps thrown errors to statuses, and sets `X-Request-Id` and
 * `Cache-Control` (no-store unless `cache` says otherwise) on every response.
 *
 *   export const GET = route(async (request, { session }) => …, { auth: "orders.read" });
 *   export const GET = route(async () => …, { cache: "public, s-maxage=60" });
 */
export function route<P = Record<string, never>>(
  handler: Handler<P, Session | null>,
  options: RouteOptions & { auth: Permission; devices: true },
): RouteHandler<P>;
export function route<P = Record<string, never>>(
  handler: Handler<P, Session>,
  options: RouteOptions & { auth: "user" | Permission; devices?: false },
): RouteHandler<P>;
export function route<P = Record<string, never>>(handler: Handler<P, Session | null>, options: RouteOptions & { auth: "optional" }): RouteHandler<P>;
export function route<P = Record<string, never>>(handler: Handler<P, null>, options: RouteOptions & { auth: "public" }): RouteHandler<P>;
export function route<P>(handler: Handler<P, Session> | Handler<P, null>, options: RouteOptions): RouteHandler<P> {
  return async (request, context) => {
    const requestId = randomUUID();
    const work = (async (): Promise<Response> => {
      try {
        const params = (await context?.params) ?? ({} as P);
        let session: Session | null = null;
        let device: DeviceSession | null = null;
        if (options.auth === "user") session = await requireUser(request);
        else if (options.auth === "optional") session = await optionalSession(request);
        else if (options.auth !== "public") {
          if (options.devices) ({ session, device } = await requireStaffOrDevice(request, options.auth));
          else session = await requirePermission(request, options.auth);
        }
        return await (handler as Handler<P, Session | null>)(request, { requestId, params, session, device });
      } catch (err) {
        return errorResponse(err, request, requestId);
      }
    })();
    const response = await Promise.race([work, heldByTheDatabase(work, request, requestId)]);
    response.headers.set("X-Request-Id", requestId);
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", options.cache ?? NO_STORE);
    if (request.body && !request.bodyUsed) {
      // Answered without reading the body (415, 401...): don't let the client reuse a connection with unread bytes on it.
      response.headers.set("Connection", "close");
      request.body.cancel().catch(() => undefined);
    }
    return response;
  };
}
