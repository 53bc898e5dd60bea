// `npm run dev`: the embedded database (unless MONGODB_URI is set) and `next dev`.
import { localAuthSecret, startDatabase, startNext, stopAllOn } from "./lib/site-process.mjs";

try {
  const db = await startDatabase();
  const next = await startNext({
    mode: "dev",
    port: Number(process.env.PORT || 3000),
    host: "127.0.0.1",
    env: { MONGODB_URI: db.uri, AUTH_SECRET: localAuthSecret() },
  });
  console.log(`[site] dev server on ${next.url}`);
  stopAllOn([next.stop, db.stop], [next.child]);
  db.child?.once("exit", (code) => console.warn(`[db] the embedded database stopped (code ${code}); the site answers 503 until it is back (npm run db:start)`));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
