// `npm run db:copy -- --to <MongoDB URI>`: moves the workshop's data from the embedded database (or any database
// MONGODB_URI names) to MongoDB: a replica set of its own or Atlas (issue 68, docs/SCALE.md). Every collection is
// copied whole, in batches, documents as they are (ids, dates and binary images unchanged); the site makes its
// indexes at its first start on the new database. The target must be empty (a second run would double nothing, but
// a half-used database is a mistake to refuse), unless `--replace` drops its collections first. Stop the site first:
// a change made during the copy would be left behind. Counts are checked after the copy, collection by collection.
import mongoose from "mongoose";
import { parseArgs } from "node:util";
import { embeddedDbLocation, socketAnswers } from "./lib/embedded-db.mjs";

const { MongoClient } = mongoose.mongo;
const BATCH = 500;

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The source: MONGODB_URI when set, else the embedded database at EMBEDDED_DB_DIR (it must be running: `npm run db:start`). */
async function sourceUri() {
  if (process.env.MONGODB_URI) return process.env.MONGODB_URI;
  const loc = embeddedDbLocation();
  if (!(await socketAnswers(loc.socket))) fail(`[db:copy] the embedded database is not running at ${loc.dir}: start it with \`npm run db:start\`.`);
  return loc.uri;
}

/** The database a URI names (its path), else the site's default. */
const dbName = (uri) => new URL(uri.replace(/^mongodb(\+srv)?:\/\/[^/]*/, "mongodb://x")).pathname.slice(1) || "panels";

export async function copyDatabase(fromUri, toUri, { replace = false, log = console.log } = {}) {
  const from = new MongoClient(fromUri, { serverSelectionTimeoutMS: 10_000 });
  const to = new MongoClient(toUri, { serverSelectionTimeoutMS: 10_000, writeConcern: { w: "majority" } });
  await Promise.all([from.connect(), to.connect()]);
  try {
    const source = from.db(dbName(fromUri));
    const target = to.db(dbName(toUri));
    const existing = (await target.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    if (existing.length && !replace) {
      throw new Error(`[db:copy] the target already holds ${existing.join(", ")}: copy into an empty database, or pass --replace`);
    }
    for (const name of existing) await target.collection(name).drop();
    const names = (await source.listCollections({ type: "collection" }, { nameOnly: true }).toArray())
      .map((c) => c.name)
      .filter((n) => !n.startsWith("system."));
    const counts = {};
    for (const name of names.sort()) {
      let batch = [];
      let n = 0;
      for await (const doc of source.collection(name).find({}, { sort: { _id: 1 } })) {
        batch.push(doc);
        if (batch.length === BATCH) {
          await target.collection(name).insertMany(batch, { ordered: true });
          n += batch.length;
          batch = [];
        }
      }
      if (batch.length) await target.collection(name).insertMany(batch, { ordered: true });
      n += batch.length;
      const there = await target.collection(name).countDocuments();
      if (there !== n) throw new Error(`[db:copy] ${name}: ${n} read, ${there} in the target`);
      counts[name] = n;
      log(`[db:copy] ${name}: ${n}`);
    }
    return counts;
  } finally {
    await Promise.all([from.close(), to.close()]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { to: { type: "string" }, replace: { type: "boolean", default: false }, help: { type: "boolean", default: false } },
    allowPositionals: false,
  });
  if (values.help || !values.to) {
    console.log("npm run db:copy -- --to 'mongodb://host1,host2,host3/panels?replicaSet=rs0' [--replace]");
    process.exit(values.help ? 0 : 1);
  }
  const from = await sourceUri();
  try {
    const counts = await copyDatabase(from, values.to, { replace: values.replace });
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `[db:copy] done: ${total} documents in ${Object.keys(counts).length} collections. Start the site with MONGODB_URI set to the target.`,
    );
  } catch (err) {
    fail(err.message);
  }
}
