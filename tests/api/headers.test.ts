import { describe, expect, it } from "vitest";
import { call } from "./helpers";

const paths = [
  "/",
  "/api/services",
  "/api/user/login",
  "/api/user",
  "/api/health",
  "/no-such-page",
  "/api/user/0123456789abcdef01234567",
  "/account",
  "/admin",
];

function cspOf(headers: Headers): Record<string, string[]> {
  const csp = headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([k, ...v]) => [k, v]),
  );
}

describe("the camera", () => {
  it("is allowed to the scan page alone, and only from the site itself", async () => {
    const scan = await call("/admin/scan");
    expect(scan.headers.get("permissions-policy")).toMatch(/^camera=\(self\), microphone=\(\)/);
    expect((await call("/admin/orders")).headers.get("permissions-policy")).toMatch(/^camera=\(\)/);
  });
});

describe("security headers on every response", () => {
  for (const path of paths) {
    it(path, async () => {
      const res = await call(path, { method: path === "/api/user/login" ? "POST" : "GET", body: path === "/api/user/login" ? {} : undefined });
      const h = res.headers;
      expect(h.get("x-content-type-options")).toBe("nosniff");
      expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(h.get("strict-transport-security")).toMatch(/max-age=\d{7,}/); // the test server runs in production mode
      expect(h.get("permissions-policy")).toMatch(/camera=\(\)/);
      expect(h.get("x-powered-by")).toBeNull();
      const csp = h.get("content-security-policy") ?? "";
      const directives = Object.fromEntries(
        csp
          .split(";")
          .map((d) => d.trim().split(/\s+/))
          .filter((d) => d[0])
          .map(([k, ...v]) => [k, v]),
      );
      expect(directives["script-src"]).toContain("'self'");
      // No third-party script source: only keywords, never a host or scheme.
      for (const src of directives["script-src"]) expect(src, src).toMatch(/^'([a-z-]+|nonce-[A-Za-z0-9+/=]+)'$/);
      expect(directives["script-src"]).not.toContain("'unsafe-eval'");
      expect(directives["object-src"]).toEqual(["'none'"]);
      expect(directives["base-uri"]).toEqual(["'self'"]);
      expect(directives["frame-ancestors"]).toEqual(["'none'"]);
      expect(directives["form-action"]).toEqual(["'self'"]);
      expect(directives["default-src"]).toEqual(["'self'"]);
    });
  }
});

describe("Cache-Control: no-store on every /api/user* response", () => {
  const cases: Array<[string, string, unknown?]> = [
    ["GET", "/api/user"],
    ["GET", "/api/user/0123456789abcdef01234567"],
    ["GET", "/api/user/not-an-id"],
    ["POST", "/api/user/login", {}],
    ["POST", "/api/user/signup", {}],
    ["POST", "/api/user/logout"],
    ["GET", "/api/user/login"],
    ["DELETE", "/api/user/signup"],
    ["OPTIONS", "/api/user/login"],
  ];
  for (const [method, path, body] of cases) {
    it(`${method} ${path}`, async () => {
      const res = await call(path, { method, body });
      expect(res.headers.get("cache-control"), `${res.status}`).toContain("no-store");
    });
  }
});

describe("Content-Security-Policy: nonces on the pages rendered per request", () => {
  for (const path of ["/account", "/admin", "/admin/users"]) {
    it(`${path}: one policy, a fresh nonce per response, no 'unsafe-inline' for scripts, and every script carries the nonce`, async () => {
      const a = await call(path);
      const b = await call(path);
      expect(a.status).toBe(200);
      // Exactly one policy (the static one must not be sent as well).
      expect((a.headers.get("content-security-policy") ?? "").split("default-src").length - 1).toBe(1);
      const script = cspOf(a.headers)["script-src"];
      expect(script).not.toContain("'unsafe-inline'");
      expect(script).toContain("'strict-dynamic'");
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(script.join(" "))?.[1];
      expect(nonce).toBeTruthy();
      expect(cspOf(b.headers)["script-src"].join(" ")).not.toContain(nonce!);
      // Next.js put the nonce on its scripts: none is left without it.
      const scripts = [...a.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) {
        if (/type="application\/(ld\+)?json"/.test(tag)) continue; // data, never run
        expect(tag, tag).toContain(`nonce="${nonce}"`);
      }
    });
  }

  it("pre-rendered pages keep the static policy (no nonce: the HTML is built once), documented in docs/SECURITY.md", async () => {
    const res = await call("/");
    const script = cspOf(res.headers)["script-src"];
    expect(script).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe("the offline worker (/sw.js, docs/OFFLINE.md)", () => {
  it("is the build's worker, never cached by HTTP, allowed to fetch only from the site", async () => {
    const res = await call("/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("cache-control")).toMatch(/no-cache/);
    expect(cspOf(res.headers)["default-src"]).toEqual(["'self'"]);
    // The pages it keeps for use offline, and its cache names.
    expect(res.text).toContain("/cut-list");
    expect(res.text).toContain("kpw-pages");
  });
});
