// `npm start`: builds the site if needed, starts the embedded database (unless
// MONGODB_URI is set) and serves the production site on http://localhost:3000.
import { ensureBuild, localAuthSecret, startDatabase, startNext, stopAllOn } from "./lib/site-process.mjs";

const port = Number(process.env.PORT || 3000);
try {
  if (process.env.SKIP_BUILD !== "1") ensureBuild();
  const db = await startDatabase();
  if (!db.external) console.log(`[db] embedded database on ${db.uri} (data in ${db.dir})`);
  const next = await startNext({
    port,
    host: process.env.HOST || "0.0.0.0",
    env: { MONGODB_URI: db.uri, AUTH_SECRET: localAuthSecret(), NODE_ENV: "production" },
  });
  console.log(`[site] ready on http://localhost:${port}`);
  stopAllOn([next.stop, db.stop], [next.child]);
  db.child?.once("exit", (code) => console.warn(`[db] the embedded database stopped (code ${code}); the site answers 503 until it is back (npm run db:start)`));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
