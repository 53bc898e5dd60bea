/**
 * What an idempotency key (and a phone's list id) looks like. Its own module, with no zod: the cut list's store
 * checks a list id it reads back from the phone, and a schema beside the pattern would bring all of classic zod to
 * that page (about 90 KB gzipped; the JavaScript budget in e2e/budget.spec.ts caught it).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
