import "./zod-config";
import * as z from "zod";

/**
 * zod's classic API, for the schemas only the server runs (API bodies, queries,
 * configuration). Schemas the browser runs too (a cut list's rows, the texts a
 * person types) are written with zod/mini: its functions are shaken out one by
 * one, where the classic API brings all of zod to the page (about 90 KB
 * gzipped, most of it error messages in other languages). A mini schema can sit
 * inside a classic one; wrap it with `z.optional(...)` or `z._default(...)`, as
 * it has no such methods of its own.
 */
export { z };
