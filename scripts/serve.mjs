// `npm start`: builds the site if needed, starts the embedded database (unless
// MONGODB_URI is set; restarted with back-off if it dies) and serves the
// production site through scripts/site-server.mjs on http://localhost:3000.
// SIGINT/SIGTERM stop the site, then the database (which closes its files), within 10 s.
import { ensureBuild, localAuthSecret, startDatabase, startNext, stopAllOn } from "./lib/site-process.mjs";

const port = Number(process.env.PORT || 3000);
const stops = [];
const shutdown = stopAllOn(stops);
try {
  if (process.env.SKIP_BUILD !== "1") ensureBuild();
  const db = await startDatabase({ supervise: true });
  stops.push(db.stop);
  if (!db.external) console.log(`[db] embedded database on ${db.socket} (data in ${db.dir})`);
  const next = await startNext({
    port,
    host: process.env.HOST || "0.0.0.0",
    env: { MONGODB_URI: db.uri, AUTH_SECRET: localAuthSecret(), NODE_ENV: "production" },
  });
  stops.unshift(next.stop);
  next.child.once("exit", (code) => shutdown(code ?? 1, "the site server exited"));
  console.log(`[site] ready on http://localhost:${port}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
}
