import { z } from "zod";

/**
 * The one place zod is configured; schema modules import `z` from here, so this runs before any
 * schema is built. Jitless: zod probes `new Function` when it builds the first object schema, and
 * on pages with a nonce Content-Security-Policy (no 'unsafe-eval': /account, /admin) the browser
 * reports that probe as a violation even though zod catches it. Our payloads are small; the
 * interpreted parser is fast enough for them, on the server too.
 */
z.config({ jitless: true });

export { z };
