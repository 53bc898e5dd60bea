// `npm run db:start`: runs only the embedded database, in the foreground,
// where `embeddedDbLocation()` says (EMBEDDED_DB_DIR, EMBEDDED_DB_PORT).
import { startEmbeddedDb } from "./lib/embedded-db.mjs";
try {
  const db = await startEmbeddedDb();
  console.log(
    `[db] ${db.uri} (socket ${db.socket}, data in ${db.dir}${db.tcpPort ? `, also TCP 127.0.0.1:${db.tcpPort} without credentials` : ""}); Ctrl-C to stop`,
  );
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => db.stop().then(() => process.exit(0)));
  db.child.once("exit", (code) => process.exit(code ?? 1));
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
