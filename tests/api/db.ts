import mongoose from "mongoose";
import { inject } from "vitest";

/** A direct connection to the test database, to check what was (not) stored. */
export async function openDb() {
  const conn = await mongoose.createConnection(inject("dbUri"), { serverSelectionTimeoutMS: 5000 }).asPromise();
  return {
    users: conn.collection("users"),
    services: conn.collection("services"),
    rateLimits: conn.collection("ratelimits"),
    downloads: conn.collection("download_events"),
    close: () => conn.close(),
  };
}
