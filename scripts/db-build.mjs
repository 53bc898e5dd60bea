// `npm run db:build`: builds the embedded database binary (.bin/embedded-db) and the backup engine (.bin/litestream).
import { buildLitestream } from "./lib/backup.mjs";
import { buildEmbeddedDb } from "./lib/embedded-db.mjs";
try {
  console.log(buildEmbeddedDb());
  console.log(buildLitestream());
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
