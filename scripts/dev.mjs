// `npm run dev`: the embedded database (unless MONGODB_URI is set; restarted
// with back-off if it dies) and the site in development mode, through the same
// server as `npm start` (scripts/site-server.mjs).
import { localAuthSecret, startDatabase, startNext, stopAllOn } from "./lib/site-process.mjs";

const stops = [];
const shutdown = stopAllOn(stops);
try {
  const db = await startDatabase({ supervise: true });
  stops.push(db.stop);
  const next = await startNext({
    mode: "dev",
    port: Number(process.env.PORT || 3000),
    host: "127.0.0.1",
    env: { MONGODB_URI: db.uri, AUTH_SECRET: localAuthSecret() },
  });
  stops.unshift(next.stop);
  next.child.once("exit", (code) => shutdown(code ?? 1, "the dev server exited"));
  console.log(`[site] dev server on ${next.url}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
}
