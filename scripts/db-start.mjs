// `npm run db:start`: runs only the embedded database, in the foreground.
import { startEmbeddedDb } from "./lib/embedded-db.mjs";
try {
  const db = await startEmbeddedDb();
  console.log(`[db] ${db.uri} (data in ${db.dir}); Ctrl-C to stop`);
  process.on("SIGINT", () => db.stop().then(() => process.exit(0)));
  process.on("SIGTERM", () => db.stop().then(() => process.exit(0)));
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
