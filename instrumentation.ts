/**
 * Runs once when a Next.js server process starts: checks the environment
 * (lib/config.ts: a wrong variable stops the start with its name), then seeds
 * a brand-new database with the job-work services. Never during `next build`
 * (which must not need a database), and a database that is down only delays
 * seeding, never start-up.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { assertValidConfig } = await import("./lib/config");
  const env = assertValidConfig();
  if (!env.MONGODB_URI || !env.SEED_ON_START) return;
  const { seedDatabase } = await import("./lib/db/seed");
  seedDatabase({ onlyIfEmpty: true })
    .then(({ inserted }) => {
      if (inserted) console.log(`[seed] inserted ${inserted} services`);
    })
    .catch((err) => console.warn(`[seed] skipped: ${(err as Error).message}`));
}
