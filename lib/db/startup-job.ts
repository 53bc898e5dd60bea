import "server-only";

/**
 * Runs a start-up task (a seed, a data move) in the background: it never
 * delays the server's start, and while the database cannot be reached it is
 * tried again every minute until it has run once.
 */
export function startupJob(name: string, task: () => Promise<string | null>, retryMs = 60_000): void {
  const attempt = () => {
    task()
      .then((done) => {
        if (done) console.log(`[${name}] ${done}`);
      })
      .catch((err) => {
        console.warn(`[${name}] not done yet (${(err as Error).message}); trying again in ${Math.round(retryMs / 1000)} s`);
        setTimeout(attempt, retryMs).unref();
      });
  };
  attempt();
}
