import "server-only";

/**
 * Clean-up that must not hold a request while the database cannot answer (issue 68): a request that failed on an
 * outage or an election answers its 503 at once, and what it must undo (give an idempotency key back, take a
 * half-filed order out of the book) is tried here in the background, every RETRY_MS, until it is done or
 * `giveUpMs` has passed (by then the rule's own expiry or the start-up sweep covers it). `task` answers true when done
 * (or nothing was left to do) and may throw while the database is still away.
 */
const RETRY_MS = 2_000;

export function afterOutage(name: string, task: () => Promise<boolean>, giveUpMs = 60_000): void {
  const since = Date.now();
  const attempt = () => {
    task()
      .catch(() => false)
      .then((done) => {
        if (done) return;
        if (Date.now() - since > giveUpMs) console.warn(`[db] gave up on ${name} after the outage`);
        else setTimeout(attempt, RETRY_MS).unref();
      });
  };
  setTimeout(attempt, RETRY_MS).unref();
}
