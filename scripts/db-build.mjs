// `npm run db:build`: builds the embedded database binary (.bin/embedded-db).
import { buildEmbeddedDb } from "./lib/embedded-db.mjs";
try {
  console.log(buildEmbeddedDb());
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
