/**
 * Errors that carry their HTTP status. Route handlers throw them; the handler
 * wrapper in lib/http/handler.ts turns them into JSON responses. Anything else
 * thrown is either "database down" (503) or a bug (500 with a request id).
 */
export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, options: { errors?: FieldErrors; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** 400 with the reason for each field, e.g. `{ email: "Enter a valid email address" }`. */
export class ValidationError extends HttpError {
  constructor(errors: FieldErrors, message = "Please correct the highlighted fields.") {
    super(400, message, { errors });
    this.name = "ValidationError";
  }
}

export class BadRequestError extends HttpError {
  constructor(message = "The request is not valid.", errors?: FieldErrors) {
    super(400, message, { errors });
    this.name = "BadRequestError";
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = "Please sign in to continue.") {
    super(401, message, { headers: { "WWW-Authenticate": 'Bearer realm="api"' } });
    this.name = "UnauthorizedError";
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = "You are not allowed to do this.") {
    super(403, message);
    this.name = "ForbiddenError";
  }
}

export class NotFoundError extends HttpError {
  constructor(message = "Not found.") {
    super(404, message);
    this.name = "NotFoundError";
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, errors?: FieldErrors, headers?: Record<string, string>) {
    super(409, message, { errors, headers });
    this.name = "ConflictError";
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(limitBytes: number) {
    // The rest of the body is never read: close the connection rather than leave it for reuse.
    super(413, `The request body is too large (at most ${Math.round(limitBytes / 1024)} KB).`, { headers: { Connection: "close" } });
    this.name = "PayloadTooLargeError";
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = "Send the request body as JSON (Content-Type: application/json).") {
    super(415, message);
    this.name = "UnsupportedMediaTypeError";
  }
}

export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message = "Too many attempts. Please wait a while and try again.") {
    const secs = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, message, { headers: { "Retry-After": String(secs) } });
    this.name = "TooManyRequestsError";
    this.retryAfterSeconds = secs;
  }
}

/** 503 for a dependency that is busy or down (the database, the password-hashing queue). */
export class ServiceUnavailableError extends HttpError {
  constructor(message = "The service is temporarily unavailable. Please try again shortly.", retryAfterSeconds = 5) {
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
