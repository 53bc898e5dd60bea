/**
 * Runs once when a Next.js server process starts: checks the environment
 * (lib/config/index.ts: a wrong variable stops the start with its name), seeds a
 * brand-new database with the job-work services, and moves service images that
 * older versions kept on disk into the database. Never during `next build`
 * (which must not need a database), and a database that is down only delays
 * this, never start-up.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { assertValidConfig } = await import("./lib/config");
  const env = assertValidConfig();
  if (!env.MONGODB_URI) return;
  // The site's own server answers /api/health ahead of Next.js with this (scripts/site-server.mjs, issue 56).
  const { healthAnswer, HEALTH_GLOBAL } = await import("./lib/health/answer");
  (globalThis as Record<string, unknown>)[HEALTH_GLOBAL] = healthAnswer;
  const { startupJob } = await import("./lib/db/startup-job");
  // Several instances are one site: another instance's save reaches this one's pages (issue 68).
  const { watchPageChanges } = await import("./lib/site-pages/changes");
  watchPageChanges();
  if (env.SEED_ON_START) {
    const { seedDatabase } = await import("./lib/db/seed");
    seedDatabase({ onlyIfEmpty: true })
      .then(({ inserted }) => {
        if (inserted) console.log(`[seed] inserted ${inserted} services`);
      })
      .catch((err) => console.warn(`[seed] skipped: ${(err as Error).message}`));
  }
  const { applyRestoreMarker } = await import("./lib/backup/restore-notice");
  const { setRestoreGate } = await import("./lib/numbering/restore-gate");
  // The numbering waits for this (a restore's skipped numbers); retried by the job while the database is down.
  setRestoreGate(
    new Promise<void>((resolve) =>
      startupJob(
        "restore",
        async () => {
          const done = await applyRestoreMarker();
          resolve();
          return done;
        },
        5_000,
      ),
    ),
  );
  const { migrateUserDirectory, migrateRoles } = await import("./lib/auth/migrate");
  startupJob("users", async () => {
    const n = await migrateUserDirectory();
    const owners = await migrateRoles();
    return (
      [n ? `filed ${n} accounts under their e-mail addresses` : "", owners ? `${owners} admin accounts are now owners` : ""]
        .filter(Boolean)
        .join("; ") || null
    );
  });
  const { fileEarlierEnquiries } = await import("./lib/enquiries/store");
  startupJob("enquiries", async () => {
    const n = await fileEarlierEnquiries();
    return n ? `filed ${n} enquiries in the console's lists` : null;
  });
  const { moveGridFsImages } = await import("./lib/images");
  const { runOnce } = await import("./lib/db/migrations");
  startupJob("images", async () => {
    const moved = await runOnce("images:out-of-gridfs", moveGridFsImages);
    return moved ? `moved ${moved} pictures out of GridFS into keyed pieces` : null;
  });
  const { tallyEarlierDownloads } = await import("./lib/downloads/counts");
  startupJob("downloads", async () => {
    const weeks = await tallyEarlierDownloads();
    return weeks ? `tallied the downloads of ${weeks} weeks` : null;
  });
  const { migrateLegacyOrders } = await import("./lib/orders/store/migrate");
  startupJob("orders", async () => {
    const moved = await migrateLegacyOrders();
    return moved ? `moved ${moved} orders into the keyed order book` : null;
  });
  const { sweepPhantomEntries } = await import("./lib/orders/store/book");
  startupJob("orders", async () => {
    const swept = await sweepPhantomEntries();
    return swept ? `took ${swept} entries of orders never stored out of the book (a stop in the middle of placing)` : null;
  });
  const { migrateLegacyServiceImages } = await import("./lib/services/images");
  migrateLegacyServiceImages()
    .then((moved) => {
      if (moved) console.log(`[images] moved ${moved} service images from disk into the database`);
    })
    .catch((err) => console.warn(`[images] migration skipped: ${(err as Error).message}`));
}
