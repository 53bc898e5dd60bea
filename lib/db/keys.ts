/**
 * A write refused because the `_id` (or another unique key) is taken. Inserts
 * report MongoDB's code 11000 on every server; FerretDB v1's update path turns
 * SQLite's "UNIQUE constraint failed" into an internal error instead, so the
 * message is checked too. The one copy of this test in the code.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  const e = err as { code?: number; message?: string } | null;
  if (!e) return false;
  return e.code === 11000 || e.code === 11001 || /E11000|UNIQUE constraint failed|duplicate key/i.test(e.message ?? "");
}
