/**
 * Keeps docs/openapi.yaml in step with the handlers: every documented route
 * exists, every owned route is documented, documented methods are implemented
 * and the others answer 405 with the documented Allow header, the statuses the
 * server gives are documented, request schemas match the zod schemas, and real
 * responses validate against the documented response schemas.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { galleryOrderSchema, galleryUpdateSchema } from "@/lib/validation/gallery";
import { planRequestSchema } from "@/lib/cutting/schema";
import { serviceCreateSchema } from "@/lib/validation/service-admin";
import { loginSchema, profilePatchSchema, profileReplaceSchema, signupSchema } from "@/lib/validation/user";
import { answerSchema, doc, validate } from "./contract";
import { adminSession, call, root, signupAndLogin, type Json } from "./helpers";

type Schema = Record<string, Json>;
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

function routeFiles(dir: string, prefix: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      const seg = /^\[(.+)\]$/.exec(name) ? `{${/^\[(.+)\]$/.exec(name)![1]}}` : name;
      out.push(...routeFiles(full, `${prefix}/${seg}`));
    } else if (/^route\.(ts|js)$/.test(name)) out.push(prefix);
  }
  return out;
}

function routeFileFor(apiPath: string): string {
  return path.join(root, "app", apiPath.replace(/\{(\w+)\}/g, "[$1]"), "route.ts");
}

function expectMatches(value: unknown, apiPath: string, method: string, status: number) {
  const schema = answerSchema(apiPath, method, status);
  expect(schema, `${method} ${apiPath} ${status} has a JSON schema`).toBeTruthy();
  expect(validate(value, schema!)).toEqual([]);
}

function concrete(apiPath: string, id: string) {
  return apiPath.replace(/\{(\w+)\}/g, (_, name: string) => (name === "file" ? "missing.webp" : id));
}

/** Paths whose handlers answer other methods themselves (otherMethods: 405 with Allow); framework-only routes are checked statically. */
function answersOtherMethods(apiPath: string): boolean {
  return /otherMethods\(/.test(readFileSync(routeFileFor(apiPath), "utf8"));
}

describe("docs/openapi.yaml", () => {
  it("is an OpenAPI 3.1 document", () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(5);
  });

  it("documents only routes that exist, and every route file (see also tests/unit/openapi-routes.test.ts)", () => {
    for (const p of Object.keys(doc.paths)) expect(existsSync(routeFileFor(p)), p).toBe(true);
    const all = ["api", "uploads", "media"].flatMap((dir) => routeFiles(path.join(root, "app", dir), `/${dir}`));
    expect(all.length).toBeGreaterThanOrEqual(15);
    for (const p of all) expect(Object.keys(doc.paths), `route ${p} is documented`).toContain(p);
  });

  it("request schemas have exactly the fields of the zod schemas the handlers use", () => {
    const pairs: Array<[string, z.ZodType]> = [
      ["SignupRequest", signupSchema],
      ["LoginRequest", loginSchema],
      ["ProfileReplaceRequest", profileReplaceSchema],
      ["ProfilePatchRequest", profilePatchSchema],
      ["ServiceCreateRequest", serviceCreateSchema],
      ["GalleryUpdateRequest", galleryUpdateSchema],
      ["GalleryOrderRequest", galleryOrderSchema],
      ["PlanRequest", planRequestSchema],
    ];
    for (const [name, zodSchema] of pairs) {
      const documented = doc.components.schemas[name];
      const generated = z.toJSONSchema(zodSchema, { io: "input", unrepresentable: "any" }) as Schema;
      expect(Object.keys(documented.properties).sort(), name).toEqual(Object.keys(generated.properties).sort());
      expect([...(documented.required ?? [])].sort(), name).toEqual([...(generated.required ?? [])].sort());
      expect(documented.additionalProperties, name).toBe(false);
      expect(generated.additionalProperties, name).toBe(false);
    }
  });

  describe("methods", () => {
    for (const [apiPath, item] of Object.entries(doc.paths as Record<string, Schema>)) {
      if (!answersOtherMethods(apiPath)) continue;
      const documented = METHODS.filter((m) => item[m]);
      const allow = new Set([...documented.map((m) => m.toUpperCase()), "OPTIONS", ...(documented.includes("get") ? ["HEAD"] : [])]);

      it(`${apiPath}: undocumented methods → 405 with Allow: ${[...allow].join(", ")}`, async () => {
        const url = concrete(apiPath, "0123456789abcdef01234567");
        for (const m of METHODS.filter((x) => !item[x])) {
          const res = await call(url, { method: m.toUpperCase() });
          expect(res.status, `${m} ${apiPath}`).toBe(405);
          const got = new Set(
            (res.headers.get("allow") ?? "")
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean),
          );
          expect(got, `${m} ${apiPath}`).toEqual(allow);
        }
        const options = await call(url, { method: "OPTIONS" });
        expect([200, 204]).toContain(options.status);
        expect(new Set((options.headers.get("allow") ?? "").split(",").map((s) => s.trim()))).toEqual(allow);
      });

      it(`${apiPath}: documented methods are implemented and answer a documented status`, async () => {
        const url = concrete(apiPath, "0123456789abcdef01234567");
        for (const m of documented) {
          const res = await call(url, { method: m.toUpperCase() });
          expect(res.status, `${m} ${apiPath}`).not.toBe(405);
          expect(Object.keys(item[m].responses), `${m} ${apiPath} → ${res.status}`).toContain(String(res.status));
        }
      });
    }
  });

  describe("real responses match the documented schemas", () => {
    let user: Awaited<ReturnType<typeof signupAndLogin>>;
    let admin: Awaited<ReturnType<typeof adminSession>>;
    beforeAll(async () => {
      [user, admin] = await Promise.all([signupAndLogin(), adminSession()]);
    }, 120_000);

    it("services, signup, login, get, patch, list, logout, delete, and the error shapes", async () => {
      const services = await call("/api/services");
      expectMatches(services.json, "/api/services", "get", 200);

      const signupRes = await call("/api/user/signup", {
        method: "POST",
        body: { name: "Doc", email: `doc-${Date.now()}@example.com`, phone: "1234567", password: "Quarter-Sawn-Oak-7" },
      });
      expectMatches(signupRes.json, "/api/user/signup", "post", 201);
      const dup = await call("/api/user/signup", {
        method: "POST",
        body: { name: "Doc", email: signupRes.json.user.email, phone: "1234567", password: "Quarter-Sawn-Oak-7" },
      });
      expectMatches(dup.json, "/api/user/signup", "post", 409);
      const bad = await call("/api/user/signup", { method: "POST", body: { role: "admin" } });
      expectMatches(bad.json, "/api/user/signup", "post", 400);

      const loginRes = await call("/api/user/login", { method: "POST", body: { email: signupRes.json.user.email, password: "Quarter-Sawn-Oak-7" } });
      expectMatches(loginRes.json, "/api/user/login", "post", 200);
      const wrong = await call("/api/user/login", { method: "POST", body: { email: signupRes.json.user.email, password: "nope-nope-1" } });
      expectMatches(wrong.json, "/api/user/login", "post", 401);

      const id = user.user._id;
      expectMatches((await call(`/api/user/${id}`, { token: user.token })).json, "/api/user/{id}", "get", 200);
      expectMatches(
        (await call(`/api/user/${id}`, { method: "PATCH", token: user.token, body: { name: "Documented" } })).json,
        "/api/user/{id}",
        "patch",
        200,
      );
      expectMatches(
        (await call(`/api/user/${id}`, { method: "PUT", token: user.token, body: { name: "Doc", email: user.user.email, phone: "7654321" } })).json,
        "/api/user/{id}",
        "put",
        200,
      );
      expectMatches((await call("/api/user", { token: admin.token })).json, "/api/user", "get", 200);
      expectMatches((await call(`/api/user/${id}`, { method: "DELETE", token: admin.token })).json, "/api/user/{id}", "delete", 200);
      expectMatches((await call("/api/user/logout", { method: "POST", token: admin.token })).json, "/api/user/logout", "post", 200);
      expectMatches((await call("/api/health")).json, "/api/health", "get", 200);
      const plan = await call("/api/cutting/plan", {
        method: "POST",
        body: {
          sheet: { length: 2440, width: 1220 },
          parts: [
            { name: "Side", length: 720, width: 560, quantity: 3, grain: true },
            { name: "Huge", length: 5000, width: 10, quantity: 1 },
          ],
        },
      });
      expectMatches(plan.json, "/api/cutting/plan", "post", 200);
      expect(plan.json.unplaced.length).toBe(1);
      expectMatches((await call("/api/cutting/plan", { method: "POST", body: { sheet: {}, parts: [] } })).json, "/api/cutting/plan", "post", 400);
    });
  });
});
