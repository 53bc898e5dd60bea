import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "./db";
import { call, sleep } from "./helpers";

let db: Awaited<ReturnType<typeof openDb>>;
beforeAll(async () => {
  db = await openDb();
});
afterAll(async () => {
  await db.close();
});

async function servicesFromDb() {
  // The server seeds a brand-new database at start-up; wait for it.
  for (let i = 0; i < 40; i++) {
    const docs = await db.services.find({}).sort({ order: 1, _id: 1 }).toArray();
    if (docs.length) return docs;
    await sleep(250);
  }
  throw new Error("no services were seeded");
}

describe("GET /api/services", () => {
  it("returns [{_id, title, des, image}] in display order, image a path on this host", async () => {
    const docs = await servicesFromDb();
    await sleep(5500); // past the in-process cache, in case an earlier request cached an empty list
    const res = await call("/api/services");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(Array.isArray(res.json)).toBe(true);
    expect(res.json.length).toBe(docs.length);
    for (const s of res.json) {
      expect(Object.keys(s).sort()).toEqual(["_id", "des", "image", "title"]);
      expect(s._id).toMatch(/^[0-9a-f]{24}$/);
      expect(s.title).toEqual(expect.any(String));
      expect(s.des).toEqual(expect.any(String));
      expect(s.image).toMatch(/^\/[^/]/);
    }
    expect(res.json.map((s: { _id: string }) => s._id)).toEqual(docs.map((d) => String(d._id)));
  });

  it("is cacheable public data, with an ETag that answers 304", async () => {
    const res = await call("/api/services");
    const cc = res.headers.get("cache-control") ?? "";
    expect(cc).toContain("public");
    expect(cc).toMatch(/s-maxage=\d+/);
    expect(cc).toMatch(/stale-while-revalidate=\d+/);
    expect(cc).not.toContain("no-store");
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await call("/api/services", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });

  it("reflects a change in the database within a few seconds", async () => {
    const docs = await servicesFromDb();
    const first = docs[0];
    const title = `${first.title} (edited ${Date.now()})`;
    await db.services.updateOne({ _id: first._id }, { $set: { title } });
    try {
      let seen = false;
      for (let i = 0; i < 30 && !seen; i++) {
        const res = await call("/api/services");
        seen = res.json.some((s: { title: string }) => s.title === title);
        if (!seen) await sleep(500);
      }
      expect(seen).toBe(true);
    } finally {
      await db.services.updateOne({ _id: first._id }, { $set: { title: first.title } });
    }
  });

  it("answers HEAD", async () => {
    const res = await call("/api/services", { method: "HEAD" });
    expect(res.status).toBe(200);
  });
});
