import { config } from "zod/mini";

/**
 * The one place zod is configured (the classic `z` of lib/validation/z.ts and
 * zod/mini share this core); every schema module imports it first. Jitless: zod
 * probes `new Function` when it builds the first object schema, and on pages
 * with a nonce Content-Security-Policy (no 'unsafe-eval': /account, /admin) the
 * browser reports that probe as a violation even though zod catches it. Our
 * payloads are small; the interpreted parser is fast enough for them, on the
 * server too.
 */
config({ jitless: true });
