import { describe, expect, inject, it } from "vitest";

const base = inject("baseUrl");

describe("GET /api/health", () => {
  it("says the database is up", async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    // The test server runs without the launcher's backup (tests/api/backup-drill.test.ts runs it).
    expect(await res.json()).toEqual({
      status: "ok",
      db: "up",
      backup: { state: "off", kind: null, lastReplicatedAt: null, lagSeconds: 0, sameDisk: false },
    });
    expect(res.headers.get("cache-control")).toContain("no-store");
  });
});
