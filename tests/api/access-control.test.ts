import { beforeAll, describe, expect, it } from "vitest";
import { adminSession, call, login, makeAdmin, signupAndLogin } from "./helpers";

type S = Awaited<ReturnType<typeof signupAndLogin>>;
let a: S;
let b: S;
let admin: S;

beforeAll(async () => {
  [a, b, admin] = await Promise.all([signupAndLogin({ name: "User A" }), signupAndLogin({ name: "User B" }), adminSession()]);
}, 120_000);

const MISSING_ID = "0123456789abcdef01234567";

describe("GET /api/user/ (all users)", () => {
  it("401 without a session (also via the trailing-slash path the spec names)", async () => {
    const res = await call("/api/user");
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toContain("no-store");
    // Answered directly, not with a 308 to /api/user (issue 13, item 4).
    const slash = await call("/api/user/");
    expect(slash.status).toBe(401);
    expect(slash.headers.get("location")).toBeNull();
    expect(slash.headers.get("cache-control")).toContain("no-store");
    expect((await call("/api/user/", { follow: true })).status).toBe(401);
  });

  it("403 for a signed-in non-admin", async () => {
    const res = await call("/api/user", { token: a.token });
    expect(res.status).toBe(403);
    expect(res.json.message).toEqual(expect.any(String));
    expect((await call("/api/user/", { token: a.token, follow: true })).status).toBe(403);
    expect((await call("/api/user/", { token: a.token })).status).toBe(403);
  });

  it("200 with every user's public fields for an admin", async () => {
    expect((await call("/api/user/", { token: admin.token })).status).toBe(200);
    const res = await call("/api/user/", { token: admin.token, follow: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(Array.isArray(res.json)).toBe(true);
    const ids = res.json.map((u: { _id: string }) => u._id);
    expect(ids).toEqual(expect.arrayContaining([a.user._id, b.user._id, admin.user._id]));
    for (const u of res.json) {
      expect(Object.keys(u).sort()).toEqual(["_id", "createdAt", "email", "name", "phone", "role", "updatedAt"]);
    }
    expect(res.json.find((u: { _id: string }) => u._id === admin.user._id).role).toBe("owner");
  });

  it("finds the one account that holds an address, whatever its case; none for an unknown one; a bad address is a field's refusal (walk 6, C18)", async () => {
    const found = await call(`/api/user/?email=${encodeURIComponent(`  ${b.user.email.toUpperCase()} `)}`, { token: admin.token });
    expect(found.status).toBe(200);
    expect(found.json.map((u: { _id: string }) => u._id)).toEqual([b.user._id]);
    expect(found.headers.get("x-total-count")).toBe("1");
    const none = await call(`/api/user/?email=nobody-${Date.now()}@example.com`, { token: admin.token });
    expect(none.status).toBe(200);
    expect(none.json).toEqual([]);
    expect(none.headers.get("x-total-count")).toBe("0");
    const bad = await call("/api/user/?email=not-an-address", { token: admin.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(["email"]);
    expect((await call(`/api/user/?email=${encodeURIComponent(b.user.email)}`, { token: a.token })).status).toBe(403);
  });

  it("a role change ends the person's sessions (issue 51): the old token is refused, and signed in again the role is the new one", async () => {
    const c = await signupAndLogin({ name: "Soon Owner" });
    expect((await call("/api/user", { token: c.token })).status).toBe(403);
    await makeAdmin(c.user.email);
    expect((await call("/api/user", { token: c.token })).status).toBe(401);
    expect((await call("/api/user", { cookie: c.cookie })).status).toBe(401);
    const again = await login(c.user.email, c.password);
    expect(again.user.role).toBe("owner");
    expect((await call("/api/user", { token: again.token })).status).toBe(200);
  });
});

describe("/api/user/{id}: a user may touch only their own record", () => {
  it("A reads, changes and sees their own record", async () => {
    expect((await call(`/api/user/${a.user._id}`, { token: a.token })).status).toBe(200);
    const patch = await call(`/api/user/${a.user._id}`, { method: "PATCH", token: a.token, body: { name: "User A2" } });
    expect(patch.status).toBe(200);
    expect(patch.json.user.name).toBe("User A2");
  });

  it("A gets 403 for every method on B's record, and B's record is unchanged", async () => {
    const url = `/api/user/${b.user._id}`;
    expect((await call(url, { token: a.token })).status).toBe(403);
    expect((await call(url, { method: "PUT", token: a.token, body: { name: "x", email: "x@example.com", phone: "1234567" } })).status).toBe(403);
    expect((await call(url, { method: "PATCH", token: a.token, body: { name: "Hacked" } })).status).toBe(403);
    expect((await call(url, { method: "DELETE", token: a.token })).status).toBe(403);
    const still = await call(url, { token: b.token });
    expect(still.status).toBe(200);
    expect(still.json.user.name).toBe("User B");
  });

  it("a missing record is 403 for a non-admin and 404 for an admin", async () => {
    expect((await call(`/api/user/${MISSING_ID}`, { token: a.token })).status).toBe(403);
    for (const method of ["GET", "PATCH", "PUT", "DELETE"]) {
      const body = method === "PUT" ? { name: "N", email: "n@example.com", phone: "1234567" } : method === "PATCH" ? { name: "N" } : undefined;
      const res = await call(`/api/user/${MISSING_ID}`, { method, token: admin.token, body });
      expect(res.status, method).toBe(404);
      expect(res.headers.get("cache-control")).toContain("no-store");
    }
  });

  it("an id that is not an ObjectId is 400 (never 500), for every method", async () => {
    for (const id of ["not-an-id", "123", "0123456789abcdef0123456z", "abcdefghijkl", "%24gt", "0123456789abcdef012345678"]) {
      for (const method of ["GET", "PATCH", "PUT", "DELETE"]) {
        const body = method === "PUT" ? { name: "N", email: "n@example.com", phone: "1234567" } : method === "PATCH" ? { name: "N" } : undefined;
        const res = await call(`/api/user/${id}`, { method, token: admin.token, body });
        expect(res.status, `${method} ${id}`).toBe(400);
        expect(res.json.errors, `${method} ${id}`).toHaveProperty("id");
      }
    }
  });

  it("401 on every method without a session", async () => {
    for (const method of ["GET", "PATCH", "PUT", "DELETE"]) {
      const res = await call(`/api/user/${a.user._id}`, { method, body: method === "PATCH" ? { name: "x" } : undefined });
      expect(res.status, method).toBe(401);
    }
  });

  it("an admin may read, change and delete anyone; deleting twice gives 404", async () => {
    const victim = await signupAndLogin({ name: "Victim" });
    const url = `/api/user/${victim.user._id}`;
    expect((await call(url, { token: admin.token })).json.user.name).toBe("Victim");
    const put = await call(url, {
      method: "PUT",
      token: admin.token,
      body: { name: "Renamed", email: victim.user.email, phone: "+91 90000 00000" },
    });
    expect(put.status).toBe(200);
    expect(put.json.user).toMatchObject({ name: "Renamed", phone: "+91 90000 00000" });
    const del = await call(url, { method: "DELETE", token: admin.token });
    expect(del.status).toBe(200);
    expect(del.json.message).toEqual(expect.any(String));
    // The admin's own cookie is not cleared by deleting someone else.
    expect(del.headers.get("set-cookie")).toBeNull();
    const again = await call(url, { method: "DELETE", token: admin.token });
    expect(again.status).toBe(404);
    expect((await call(url, { token: admin.token })).status).toBe(404);
    expect((await call(url, { token: victim.token })).status).toBe(401);
  });

  it("a role changes through one route only, the owner's (issue 66)", async () => {
    // The profile routes take no role, for anyone: a 400 naming it, nothing changed.
    for (const [who, token] of [
      ["self", a.token],
      ["owner", admin.token],
    ] as const) {
      const self = await call(`/api/user/${a.user._id}`, { method: "PATCH", token, body: { role: "owner" } });
      expect(self.status, who).toBe(400);
      expect(self.json.errors, who).toHaveProperty("role");
    }
    expect((await call(`/api/user/${a.user._id}`, { token: a.token })).json.user.role).toBe("user");
    const put = await call(`/api/user/${a.user._id}`, {
      method: "PUT",
      token: a.token,
      body: { name: "A", email: a.user.email, phone: "1234567", role: "owner" },
    });
    expect(put.status).toBe(400);
    expect((await call("/api/user", { token: a.token })).status).toBe(403);
    // The staff route is the owner's alone.
    expect((await call(`/api/admin/staff/${a.user._id}`, { method: "PATCH", token: a.token, body: { role: "owner" } })).status).toBe(403);

    const promote = await call(`/api/admin/staff/${b.user._id}`, { method: "PATCH", token: admin.token, body: { role: "owner" } });
    expect(promote.status).toBe(200);
    expect(promote.json.user.role).toBe("owner");
    // The change ended B's sessions: signed in again, B is an owner.
    expect((await call("/api/user", { token: b.token })).status).toBe(401);
    const bAgain = await login(b.user.email, b.password);
    expect((await call("/api/user", { token: bAgain.token })).status).toBe(200);
    const demote = await call(`/api/admin/staff/${b.user._id}`, { method: "PATCH", token: admin.token, body: { role: "user" } });
    expect(demote.json.user.role).toBe("user");
    const bLast = await login(b.user.email, b.password);
    expect((await call("/api/user", { token: bLast.token })).status).toBe(403);
    const invalid = await call(`/api/admin/staff/${b.user._id}`, { method: "PATCH", token: admin.token, body: { role: "superuser" } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toHaveProperty("role");
  });

  it("refuses mass assignment on PUT and PATCH with 400 naming the key", async () => {
    for (const key of ["isAdmin", "_id", "passwordHash", "tokensValidAfter", "createdAt"]) {
      const res = await call(`/api/user/${a.user._id}`, {
        method: "PATCH",
        token: a.token,
        raw: `{"name":"A","${key}":"5f0000000000000000000000"}`,
      });
      expect(res.status, key).toBe(400);
      expect(Object.hasOwn(res.json.errors, key), key).toBe(true);
    }
    const proto = await call(`/api/user/${a.user._id}`, { method: "PATCH", token: a.token, raw: '{"name":"A","__proto__":{"role":"admin"}}' });
    expect(proto.status).toBe(400);
    expect((await call(`/api/user/${a.user._id}`, { token: a.token })).json.user).toMatchObject({ name: "User A2", role: "user" });
  });
});
