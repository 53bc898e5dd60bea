/**
 * `npm start` as an operator runs it (scripts/serve.mjs, its own port and
 * data folder): the database is private (socket only, folder 0700, files
 * 0600) and found by the scripts through EMBEDDED_DB_DIR; a killed database
 * comes back by itself while /api/health reports the outage; TRACE is refused
 * and a client that never finishes its headers is cut off; SIGTERM stops the
 * site and the database (which closes its files) and leaves nothing running.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root, sleep, strongPassword, uniqueEmail } from "./helpers";
// @ts-expect-error: plain ESM helpers without types
import { freePort } from "../../scripts/lib/embedded-db.mjs";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "panels-proc-"));
const dataDir = path.join(dir, "db");
let port = 0;
let base = "";
let launcher: ChildProcess;
let log = "";

function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    EMBEDDED_DB_DIR: dataDir,
    SKIP_BUILD: "1",
    AUTH_SECRET: "process-test-secret-0123456789-abcdefghijklmnop",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  delete e.MONGODB_URI;
  delete e.EMBEDDED_DB_PORT;
  delete e.TRUST_PROXY;
  return e;
}

/** The direct children of a process: [pid, command line]. */
function children(pid: number): [number, string][] {
  const out = execFileSync("ps", ["--ppid", String(pid), "-o", "pid=,args="], { encoding: "utf8" }).trim();
  return out
    ? out.split("\n").map((l) => {
        const m = /^\s*(\d+)\s+(.*)$/.exec(l)!;
        return [Number(m[1]), m[2]] as [number, string];
      })
    : [];
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const dbPid = () => children(launcher.pid!).find(([, cmd]) => cmd.includes("embedded-db"))?.[0];
const sitePid = () => children(launcher.pid!).find(([, cmd]) => cmd.includes("site-server.mjs"))?.[0];

async function health(): Promise<number> {
  try {
    return (await fetch(`${base}/api/health`)).status;
  } catch {
    return 0;
  }
}
async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}\n${log}`);
    await sleep(200);
  }
}

/** Inodes of the TCP sockets listening on this machine (/proc/net/tcp, tcp6; state 0A). */
function listeningTcpInodes(): Set<string> {
  const inodes = new Set<string>();
  for (const f of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(f)) continue;
    for (const line of readFileSync(f, "utf8").split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === "0A") inodes.add(cols[9]);
    }
  }
  return inodes;
}
function socketInodes(pid: number): string[] {
  return readdirSync(`/proc/${pid}/fd`)
    .map((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        return "";
      }
    })
    .map((l) => /^socket:\[(\d+)\]$/.exec(l)?.[1])
    .filter((x): x is string => !!x);
}

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  launcher = spawn(process.execPath, ["scripts/serve.mjs"], { cwd: root, env: env(), stdio: ["ignore", "pipe", "pipe"] });
  launcher.stdout!.on("data", (c) => (log += c));
  launcher.stderr!.on("data", (c) => (log += c));
  await waitFor("the site to answer", async () => (await health()) === 200, 90_000);
}, 120_000);

afterAll(async () => {
  if (launcher && alive(launcher.pid!)) launcher.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

describe("npm start, as an operator runs it", () => {
  it("keeps the database private: socket only, folders 0700, files 0600", () => {
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const names = readdirSync(dataDir);
    expect(names).toContain("db.sock");
    expect(statSync(path.join(dataDir, "db.sock")).isSocket()).toBe(true);
    // Files 0600; a folder in it (Litestream's own, `.panels.sqlite-litestream`, once the backup has started) 0700.
    for (const name of names) {
      const stat = statSync(path.join(dataDir, name));
      expect(stat.mode & 0o777, name).toBe(stat.isDirectory() ? 0o700 : 0o600);
    }
    // The database process listens on no TCP port at all.
    const pid = dbPid()!;
    expect(pid).toBeGreaterThan(0);
    const listening = listeningTcpInodes();
    expect(socketInodes(pid).filter((i) => listening.has(i))).toEqual([]);
  });

  it("the scripts find the running database through EMBEDDED_DB_DIR alone", async () => {
    const email = uniqueEmail("proc");
    const password = strongPassword();
    const signup = await fetch(`${base}/api/user/signup`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Operator", email, phone: "+91 98765 43210", password }),
    });
    expect(signup.status).toBe(201);
    const { stdout } = await run(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", "scripts/make-admin.ts", email],
      {
        cwd: root,
        env: env(),
        timeout: 60_000,
      },
    );
    expect(stdout).toMatch(/admin/i);
    const login = await fetch(`${base}/api/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    const { token } = (await login.json()) as { token: string };
    expect((await fetch(`${base}/api/admin/services`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  }, 90_000);

  it("refuses TRACE with 405 and cuts off a client that never finishes its headers", async () => {
    const trace = await new Promise<string>((resolve, reject) => {
      const s = net.connect({ port, host: "127.0.0.1" }, () => s.write(`TRACE / HTTP/1.1\r\nHost: x\r\nCookie: session=secret\r\n\r\n`));
      let data = "";
      s.on("data", (c) => (data += c));
      s.on("end", () => resolve(data));
      s.on("error", reject);
    });
    expect(trace).toMatch(/^HTTP\/1\.1 405/);
    expect(trace).not.toContain("session=secret");
    // Headers trickle in and never end: the server answers 408 and closes (headersTimeout, 15 s).
    const slow = await new Promise<string>((resolve, reject) => {
      const s = net.connect({ port, host: "127.0.0.1" }, () => s.write("GET /api/health HTTP/1.1\r\nHost: x\r\n"));
      const drip = setInterval(() => s.writable && s.write("X-Drip: 1\r\n"), 1000);
      let data = "";
      s.on("data", (c) => (data += c));
      s.on("close", () => {
        clearInterval(drip);
        resolve(data);
      });
      s.on("error", (e) => {
        clearInterval(drip);
        reject(e);
      });
    });
    expect(slow).toMatch(/^HTTP\/1\.1 408/);
  }, 40_000);

  it("a killed database comes back by itself; /api/health shows the outage meanwhile", async () => {
    const first = dbPid()!;
    process.kill(first, "SIGKILL");
    await waitFor("the database process to be gone", () => !alive(first), 5000);
    // Hold the outage open, so that it can be observed: a directory where the
    // socket goes makes each restart fail (the launcher retries with back-off).
    const sock = path.join(dataDir, "db.sock");
    rmSync(sock, { force: true });
    mkdirSync(sock);
    writeFileSync(path.join(sock, "blocker"), "");
    await waitFor("the health check to report the outage", async () => (await health()) === 503, 30_000);
    await waitFor("a failed restart to be logged", () => /restart failed/.test(log), 30_000);
    expect(log).toMatch(/embedded database stopped \(SIGKILL\); restarting in 1 s/);
    rmSync(sock, { recursive: true, force: true });
    await waitFor(
      "the database to be restarted",
      () => {
        const p = dbPid();
        return !!p && p !== first;
      },
      60_000,
    );
    await waitFor("the health check to recover", async () => (await health()) === 200, 30_000);
    expect(log).toMatch(/embedded database is back/);
    expect((await fetch(`${base}/api/services`)).status).toBe(200);
  }, 120_000);

  it("a killed site server comes back by itself, the database left running (probe I-6)", async () => {
    const first = sitePid()!;
    const db = dbPid()!;
    process.kill(first, "SIGKILL");
    await waitFor("the site server to be gone", () => !alive(first), 5000);
    await waitFor("the site to be started again", () => /site server exited \(SIGKILL\): starting it again in 1 s/.test(log), 10_000);
    await waitFor(
      "a new site server",
      () => {
        const p = sitePid();
        return !!p && p !== first;
      },
      30_000,
    );
    await waitFor("the site to answer again", async () => (await health()) === 200, 60_000);
    expect(dbPid()).toBe(db);
    expect(alive(launcher.pid!)).toBe(true);
  }, 120_000);

  it("SIGTERM stops the site and the database, which closes its files; nothing is left running", async () => {
    const pids = [launcher.pid!, sitePid()!, dbPid()!];
    expect(pids.every((p) => p > 0 && alive(p))).toBe(true);
    const exited = new Promise<number | null>((resolve) => launcher.once("exit", (code) => resolve(code)));
    launcher.kill("SIGTERM");
    expect(await exited).toBe(0);
    await waitFor("every process to be gone", () => pids.every((p) => !alive(p)), 10_000);
    // The database closed cleanly: its socket is removed and the SQLite write-ahead log is checkpointed away.
    const left = readdirSync(dataDir);
    expect(left).not.toContain("db.sock");
    expect(left.filter((n) => n.endsWith("-wal"))).toEqual([]);
    expect(left).toContain("panels.sqlite");
  }, 30_000);
});
