// `npm run db:seed`: adds the missing job-work services (by slug); never duplicates.
import { seedDatabase } from "../lib/db/seed";
import { withDatabase } from "./lib/with-database";

withDatabase(() => seedDatabase())
  .then(({ inserted }) => console.log(`[seed] ${inserted} service(s) inserted`))
  .catch((err) => {
    console.error(`[seed] failed: ${(err as Error).message}`);
    process.exit(1);
  });
