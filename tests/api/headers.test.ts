import { describe, expect, it } from "vitest";
import { call } from "./helpers";

const paths = ["/", "/api/services", "/api/user/login", "/api/user", "/api/health", "/no-such-page", "/api/user/0123456789abcdef01234567"];

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
        csp.split(";").map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([k, ...v]) => [k, v]),
      );
      expect(directives["script-src"]).toContain("'self'");
      // No third-party script source: only keywords, never a host or scheme.
      for (const src of directives["script-src"]) expect(src, src).toMatch(/^'[a-z-]+'$/);
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
