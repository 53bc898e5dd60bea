/**
 * Runs once when a Next.js server process starts: seeds a brand-new database
 * with the job-work services. Never during `next build` (which must not need a
 * database), and a database that is down only delays seeding, never start-up.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (!process.env.MONGODB_URI || process.env.SEED_ON_START === "false") return;
  const { seedDatabase } = await import("./lib/db/seed");
  seedDatabase({ onlyIfEmpty: true })
    .then(({ inserted }) => {
      if (inserted) console.log(`[seed] inserted ${inserted} services`);
    })
    .catch((err) => console.warn(`[seed] skipped: ${(err as Error).message}`));
  // Service images uploaded to disk by older versions move into the database image store.
  const { migrateLegacyServiceImages } = await import("./lib/services-admin/images");
  migrateLegacyServiceImages()
    .then((moved) => {
      if (moved) console.log(`[images] moved ${moved} service images from disk into the database`);
    })
    .catch((err) => console.warn(`[images] migration skipped: ${(err as Error).message}`));
}
