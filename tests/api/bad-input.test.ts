import { beforeAll, describe, expect, it } from "vitest";
import { base, call, signupAndLogin } from "./helpers";

let s: Awaited<ReturnType<typeof signupAndLogin>>;
beforeAll(async () => {
  s = await signupAndLogin();
});

type Target = { method: string; path: () => string; auth: boolean };
const targets: Target[] = [
  { method: "POST", path: () => "/api/user/signup", auth: false },
  { method: "POST", path: () => "/api/user/login", auth: false },
  { method: "PUT", path: () => `/api/user/${s.user._id}`, auth: true },
  { method: "PATCH", path: () => `/api/user/${s.user._id}`, auth: true },
];

describe("bad bodies get a clear message and the right status", () => {
  for (const t of targets) {
    describe(`${t.method} ${t.path.toString().includes("signup") ? "signup" : t.path.toString().includes("login") ? "login" : "/api/user/{id}"}`, () => {
      const opts = () => (t.auth ? { token: s.token } : {});

      it("malformed JSON → 400", async () => {
        for (const raw of ['{"email": "a@example.com",', "{'a':1}", "not json", '{"a":1}}']) {
          const res = await call(t.path(), { method: t.method, raw, ...opts() });
          expect(res.status, raw).toBe(400);
          expect(res.json.message).toMatch(/JSON/);
          expect(res.headers.get("cache-control")).toContain("no-store");
        }
      });

      it("an empty body or a JSON value that is not an object → 400", async () => {
        for (const raw of ["", "null", "[]", '"text"', "42"]) {
          const res = await call(t.path(), { method: t.method, raw, ...opts() });
          expect(res.status, JSON.stringify(raw)).toBe(400);
          expect(res.json.message).toEqual(expect.any(String));
        }
      });

      it("a body over 16 KB → 413 (with and without Content-Length)", async () => {
        const big = JSON.stringify({ name: "x".repeat(17 * 1024) });
        const res = await call(t.path(), { method: t.method, raw: big, ...opts() });
        expect(res.status).toBe(413);
        expect(res.json.message).toMatch(/too large/i);
        expect(res.headers.get("connection")).toBe("close");
        // Chunked (no Content-Length): the server stops reading at the limit.
        const stream = new ReadableStream({
          start(controller) {
            for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
            controller.close();
          },
        });
        const chunked = await fetch(`${base}${t.path()}`, {
          method: t.method,
          headers: { "Content-Type": "application/json", ...(t.auth ? { Authorization: `Bearer ${s.token}` } : {}) },
          body: stream,
          // @ts-expect-error: Node's fetch needs this for a streamed body
          duplex: "half",
        }).catch((err: { cause?: { code?: string } }) => {
          // The server answers 413 and closes at the limit; when that close reaches undici before the
          // answer does, it reports the refused rest of the body (EPIPE / ECONNRESET) instead. Either way
          // the server stopped reading; anything else is a real failure.
          if (err.cause?.code === "EPIPE" || err.cause?.code === "ECONNRESET") return { status: 413 };
          throw err;
        });
        expect(chunked.status).toBe(413);
      });

      it("a non-JSON content type → 415", async () => {
        for (const contentType of [
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/json; charset=latin1",
          null,
        ]) {
          const res = await call(t.path(), { method: t.method, raw: '{"email":"a@example.com"}', contentType, ...opts() });
          expect(res.status, String(contentType)).toBe(415);
          expect(res.json.message).toMatch(/JSON/);
        }
      });

      it("application/json with charset=utf-8 is fine (reaches validation)", async () => {
        const res = await call(t.path(), { method: t.method, raw: '{"unexpected":1}', contentType: "application/json; charset=UTF-8", ...opts() });
        expect(res.status).toBe(400);
        expect(res.json.errors).toHaveProperty("unexpected");
      });
    });
  }

  it("invalid UTF-8 → 400", async () => {
    const res = await fetch(`${base}/api/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect(res.status).toBe(400);
  });
});
