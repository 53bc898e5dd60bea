// For command-line scripts (seed, make-admin): run `fn` with MONGODB_URI set.
// Uses MONGODB_URI when given, the running site's embedded database when it
// answers on its socket, or starts the embedded database for the duration of
// the script; the database is found by `embeddedDbLocation()` like everywhere.
import mongoose from "mongoose";
// @ts-expect-error: plain ESM helper without types
import { embeddedDbLocation, socketAnswers, startEmbeddedDb } from "./embedded-db.mjs";

export async function withDatabase<T>(fn: () => Promise<T>): Promise<T> {
  let stop: (() => Promise<void>) | undefined;
  if (!process.env.MONGODB_URI) {
    const location = embeddedDbLocation();
    if (await socketAnswers(location.socket)) {
      process.env.MONGODB_URI = location.uri;
    } else {
      const db = await startEmbeddedDb({ quiet: true });
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
