// For command-line scripts (seed, make-admin): run `fn` with MONGODB_URI set.
// Uses MONGODB_URI when given, the running site's embedded database when it is
// up, or starts the embedded database for the duration of the script.
import mongoose from "mongoose";
// @ts-expect-error: plain ESM helper without types
import { portInUse, startEmbeddedDb } from "./embedded-db.mjs";

export async function withDatabase<T>(fn: () => Promise<T>): Promise<T> {
  let stop: (() => Promise<void>) | undefined;
  if (!process.env.MONGODB_URI) {
    const port = Number(process.env.EMBEDDED_DB_PORT || 27027);
    if (await portInUse(port)) {
      process.env.MONGODB_URI = `mongodb://127.0.0.1:${port}/panels`;
    } else {
      const db = await startEmbeddedDb({ port, quiet: true });
      process.env.MONGODB_URI = db.uri;
      stop = db.stop;
    }
  }
  try {
    return await fn();
  } finally {
    await mongoose.disconnect().catch(() => undefined);
    await stop?.();
  }
}
