/**
 * The first start after a restore moves the numbering series past the numbers the lost moments may have used
 * (lib/backup/restore-notice.ts). Until that has run, no new order reference or invoice number may be proposed:
 * the series wait on this gate. instrumentation.ts sets it at start (a resolved gate when there was no restore).
 */
// On globalThis: instrumentation.ts and the route handlers are bundled apart, each with its own copy of this module.
const shared = globalThis as unknown as { __restoreGate?: Promise<void> };

export function setRestoreGate(done: Promise<unknown>): void {
  // Settled either way: a failure is logged where it happens and must not stop every order from being placed.
  shared.__restoreGate = done.then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves once the numbering may go on. */
export const restoreSettled = (): Promise<void> => shared.__restoreGate ?? Promise.resolve();
