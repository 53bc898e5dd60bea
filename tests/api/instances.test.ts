/**
 * Two more site servers (scripts/site-server.mjs, the one `npm start` runs)
 * on their own ports, sharing the test database:
 * - A trusts no proxy, B trusts two (TRUST_PROXY=2);
 * - clients at different loopback addresses (127.0.0.2, 127.0.0.3...: the
 *   client socket is bound to them) are told apart, and what a client writes
 *   in X-Forwarded-For or X-Client-Ip changes nothing unless a proxy is trusted;
 * - "any number of instances": a session from A works on B, a logout on A is
 *   honoured by B, an image uploaded through A is served by B, and the rate
 *   limits are shared.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { makeAdmin, rememberSecret, strongPassword, uniqueEmail } from "./helpers";
import { startExtraServer } from "./extra-server";

type Server = { url: string; stop: () => Promise<void> };
type Res = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

let A: Server;
let B: Server;
/** An upload as older versions kept it: a file in A's UPLOADS_DIR and a service pointing at it. */
const legacyDir = mkdtempSync(path.join(tmpdir(), "panels-legacy-"));
const legacyName = `${randomBytes(16).toString("hex")}.webp`;
let legacyServiceId = "";

function startInstance(extra: Record<string, string>): Promise<Server> {
  // The main test server's limits (it trusts no proxy either; TRUST_PROXY is set per instance below).
  return startExtraServer({ BENCH_ROUTES: "1", ...extra });
}

beforeAll(async () => {
  mkdirSync(path.join(legacyDir, "services"));
  writeFileSync(
    path.join(legacyDir, "services", legacyName),
    await sharp({ create: { width: 240, height: 160, channels: 3, background: "#884422" } })
      .webp()
      .toBuffer(),
  );
  const conn = await mongoose.createConnection(inject("dbUri"), { serverSelectionTimeoutMS: 5000 }).asPromise();
  const inserted = await conn.collection("services").insertOne({
    slug: `legacy-${legacyName.slice(0, 8)}`,
    title: "Legacy Upload",
    des: "Uploaded to disk by an older version.",
    image: `/uploads/services/${legacyName}`,
    order: 9000,
  });
  legacyServiceId = String(inserted.insertedId);
  await conn.close();
  [A, B] = await Promise.all([startInstance({ UPLOADS_DIR: legacyDir }), startInstance({ TRUST_PROXY: "2" })]);
}, 120_000);

afterAll(async () => {
  await Promise.all([A?.stop(), B?.stop()]);
  rmSync(legacyDir, { recursive: true, force: true });
});

/** One HTTP request from a chosen loopback address (the client socket is bound to `from`). */
function send(
  base: string,
  path: string,
  {
    method = "GET",
    from = "127.0.0.1",
    headers = {},
    body,
  }: { method?: string; from?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Res> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method, localAddress: from, headers: { ...headers, ...(body ? { "Content-Length": String(Buffer.byteLength(body)) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const buf = Buffer.concat(chunks);
          const isJson = (res.headers["content-type"] ?? "").includes("json");
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: buf,
            json: isJson && buf.length ? JSON.parse(buf.toString("utf8")) : undefined,
          });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const json = (value: unknown) => ({ headers: { "Content-Type": "application/json" }, body: JSON.stringify(value) });
/** The address the rate limits see (BENCH_ROUTES=1: the bench's constant route echoes it in X-Client-Address). */
const seenAs = async (base: string, from: string, headers: Record<string, string> = {}) =>
  (await send(base, "/api/bench/constant", { from, headers })).headers["x-client-address"];

function signupFrom(base: string, from: string, headers: Record<string, string> = {}) {
  const password = strongPassword();
  rememberSecret(password);
  const body = { name: "Instance Test", email: uniqueEmail("inst"), phone: "+91 98765 43210", password };
  return send(base, "/api/user/signup", { method: "POST", from, ...json(body), headers: { "Content-Type": "application/json", ...headers } }).then(
    (res) => ({ res, ...body }),
  );
}

describe("the client's address", () => {
  it("comes from the socket: 127.0.0.2 and 127.0.0.3 are different clients", async () => {
    expect(await seenAs(A.url, "127.0.0.2")).toBe("127.0.0.2");
    expect(await seenAs(A.url, "127.0.0.3")).toBe("127.0.0.3");
  });

  it("ignores a client's X-Forwarded-For and X-Client-Ip without TRUST_PROXY", async () => {
    expect(await seenAs(A.url, "127.0.0.2", { "X-Forwarded-For": "203.0.113.9", "X-Client-Ip": "198.51.100.1" })).toBe("127.0.0.2");
  });

  it("takes the right hop of X-Forwarded-For with TRUST_PROXY=2, never the client's own claims", async () => {
    // The client claimed 6.6.6.6; the CDN saw 1.2.3.4 and nginx saw the CDN at 10.0.0.1; nginx connects from loopback.
    expect(await seenAs(B.url, "127.0.0.2", { "X-Forwarded-For": "6.6.6.6, 1.2.3.4, 10.0.0.1", "X-Client-Ip": "198.51.100.1" })).toBe("1.2.3.4");
    expect(await seenAs(B.url, "127.0.0.3")).toBe("127.0.0.3");
  });

  it("one client's flood stops that client only; a spoofed X-Forwarded-For does not escape the limit", async () => {
    // RATE_LIMIT_SIGNUP_MAX=5 per address (tests/api/test-env.ts).
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await signupFrom(A.url, "127.0.0.5")).res.status);
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes[5]).toBe(429);
    for (const fake of ["203.0.113.1", "203.0.113.2", "127.0.0.6"]) {
      expect((await signupFrom(A.url, "127.0.0.5", { "X-Forwarded-For": fake, "X-Client-Ip": fake })).res.status).toBe(429);
    }
    // Another address signs up at once.
    expect((await signupFrom(A.url, "127.0.0.6")).res.status).toBe(201);
  });
});

describe("two instances, one database", () => {
  it("a session from A works on B, and a logout on A is honoured by B", async () => {
    const { res, email, password } = await signupFrom(A.url, "127.0.0.7");
    expect(res.status).toBe(201);
    const login = await send(A.url, "/api/user/login", { method: "POST", from: "127.0.0.7", ...json({ email, password }) });
    expect(login.status).toBe(200);
    const { token, user } = login.json;
    const cookie = String(login.headers["set-cookie"]).split(";")[0];
    const me = (base: string, auth: Record<string, string>) => send(base, `/api/user/${user._id}`, { from: "127.0.0.7", headers: auth });
    expect((await me(B.url, { Authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await me(B.url, { Cookie: cookie })).status).toBe(200);
    const out = await send(A.url, "/api/user/logout", { method: "POST", from: "127.0.0.7", headers: { Authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    expect((await me(B.url, { Authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await me(B.url, { Cookie: cookie })).status).toBe(401);
  });

  it("an image uploaded through A is served by B, with the same bytes and ETag", async () => {
    const { email, password } = await signupFrom(A.url, "127.0.0.8");
    await makeAdmin(email);
    const token = (await send(A.url, "/api/user/login", { method: "POST", from: "127.0.0.8", ...json({ email, password }) })).json.token;
    const auth = { Authorization: `Bearer ${token}` };
    const created = await send(A.url, "/api/services", {
      method: "POST",
      from: "127.0.0.8",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Two Instances", des: "Uploaded through one instance, served by the other." }),
    });
    expect(created.status).toBe(201);
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "pic.png");
    const upload = await fetch(`${A.url}/api/services/${created.json.service._id}/image`, { method: "PUT", headers: auth, body: form });
    expect(upload.status).toBe(200);
    const path: string = ((await upload.json()) as { service: { image: string } }).service.image;
    const fromA = await send(A.url, path);
    const fromB = await send(B.url, path);
    expect(fromB.status).toBe(200);
    expect(fromB.headers["content-type"]).toBe("image/webp");
    expect(fromB.body.equals(fromA.body)).toBe(true);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    expect((await sharp(fromB.body).metadata()).width).toBe(320);
  });

  it("an image an older version kept on A's disk is moved into the database at start, and B serves it", async () => {
    const conn = await mongoose.createConnection(inject("dbUri"), { serverSelectionTimeoutMS: 5000 }).asPromise();
    let image = "";
    for (let i = 0; i < 100 && !/^\/uploads\/services\/[a-f0-9]{24}\.webp$/.test(image); i++) {
      const doc = await conn.collection("services").findOne({ _id: new mongoose.Types.ObjectId(legacyServiceId) });
      image = String(doc?.image);
      await new Promise((r) => setTimeout(r, 200));
    }
    await conn.close();
    expect(image).toMatch(/^\/uploads\/services\/[a-f0-9]{24}\.webp$/);
    const res = await send(B.url, image);
    expect(res.status).toBe(200);
    expect((await sharp(res.body).metadata()).width).toBe(240);
  });

  it("the rate limits are shared: attempts through A count on B", async () => {
    for (let i = 0; i < 3; i++) expect((await signupFrom(A.url, "127.0.0.9")).res.status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await signupFrom(B.url, "127.0.0.9")).res.status).toBe(201);
    expect((await signupFrom(B.url, "127.0.0.9")).res.status).toBe(429);
    expect((await signupFrom(A.url, "127.0.0.9")).res.status).toBe(429);
  });
});
