import { describe, expect, inject, it } from "vitest";

const base = inject("baseUrl");

describe("GET /api/health", () => {
  it("says the database is up", async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "up" });
    expect(res.headers.get("cache-control")).toContain("no-store");
  });
});
