/**
 * Errors that carry their HTTP status. Route handlers throw them; the handler
 * wrapper in lib/http/handler.ts turns them into JSON responses, in the caller's
 * language. Anything else thrown is either "database down" (503) or a bug (500
 * with a request id). What an error says is a refusal with a key (lib/i18n/refusal.ts);
 * `message` is its English, for logs and tests.
 */
import { refusal, type Refusal, type RefusalKey } from "@/lib/i18n/refusal";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";

/**
 * Each field's reason: a keyed refusal (every check a customer's form can meet), or, for the console's own English forms,
 * a check's words as written.
 */
export type FieldErrors = Record<string, Refusal | string>;

export class HttpError extends Error {
  readonly status: number;
  readonly refusal: Refusal;
  readonly errors?: FieldErrors;
  readonly headers: Record<string, string>;

  constructor(status: number, said: Refusal, options: { errors?: FieldErrors; headers?: Record<string, string> } = {}) {
    super(said.key);
    // The English is for a log line or a test: put in words only when read, not on every refusal (a 429 flood).
    Object.defineProperty(this, "message", { get: () => refusalInEnglish(said), enumerable: false, configurable: true });
    this.name = "HttpError";
    this.status = status;
    this.refusal = said;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** A status's error that says only its refusal (its own words by default): `class NotFoundError extends plainError(404, …) {}`. */
function plainError(status: number, name: string, fallback: RefusalKey) {
  return class extends HttpError {
    constructor(message: Refusal = refusal(fallback)) {
      super(status, message);
      this.name = name;
    }
  };
}

/** 400 with the reason for each field, e.g. `{ email: refusal("emailTaken") }`. */
export class ValidationError extends HttpError {
  constructor(errors: FieldErrors, message: Refusal = refusal("correctFields")) {
    super(400, message, { errors });
    this.name = "ValidationError";
  }
}

export class BadRequestError extends HttpError {
  constructor(message: Refusal = refusal("requestNotValid"), errors?: FieldErrors) {
    super(400, message, { errors });
    this.name = "BadRequestError";
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message: Refusal = refusal("signIn")) {
    super(401, message, { headers: { "WWW-Authenticate": 'Bearer realm="api"' } });
    this.name = "UnauthorizedError";
  }
}

export class ForbiddenError extends plainError(403, "ForbiddenError", "notAllowed") {}

export class NotFoundError extends plainError(404, "NotFoundError", "notFound") {}

export class ConflictError extends HttpError {
  constructor(message: Refusal, errors?: FieldErrors, headers?: Record<string, string>) {
    super(409, message, { errors, headers });
    this.name = "ConflictError";
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(limitBytes: number) {
    // The rest of the body is never read: close the connection rather than leave it for reuse.
    super(413, refusal("bodyTooLarge", { kb: Math.round(limitBytes / 1024) }), { headers: { Connection: "close" } });
    this.name = "PayloadTooLargeError";
  }
}

export class UnsupportedMediaTypeError extends plainError(415, "UnsupportedMediaTypeError", "jsonOnly") {}

export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: Refusal = refusal("tooManyAttempts")) {
    const secs = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, message, { headers: { "Retry-After": String(secs) } });
    this.name = "TooManyRequestsError";
    this.retryAfterSeconds = secs;
  }
}

/** 503 for a dependency that is busy or down (the database, the password-hashing queue). */
export class ServiceUnavailableError extends HttpError {
  constructor(message: Refusal = refusal("unavailableShortly"), retryAfterSeconds = 5) {
    super(503, message, { headers: { "Retry-After": String(retryAfterSeconds) } });
    this.name = "ServiceUnavailableError";
  }
}

/** Server misconfiguration (e.g. AUTH_SECRET missing in production): logged, answered as 500. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigurationError";
  }
}
