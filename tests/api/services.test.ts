import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seedServices } from "../../lib/db/seed-data";
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

describe("GET /api/services?lang=ta (issue 20: the Tamil pages' list)", () => {
  type Card = { _id: string; title: string; des: string; image: string; jobWork?: string | null };

  async function tamilList(): Promise<Card[]> {
    const res = await call("/api/services?lang=ta");
    expect(res.status).toBe(200);
    return res.json as Card[];
  }

  it("answers the same cards in Tamil, each naming its job-work modal; the English list is the spec's, unchanged", async () => {
    const docs = await servicesFromDb();
    const tamil = await tamilList();
    const english = (await call("/api/services")).json as Card[];
    expect(tamil.map((c) => c._id)).toEqual(english.map((c) => c._id));
    expect(tamil.map((c) => c.image)).toEqual(english.map((c) => c.image));
    for (const card of tamil) expect(Object.keys(card).sort()).toEqual(["_id", "des", "image", "jobWork", "title"]);
    for (const seed of seedServices) {
      const doc = docs.find((d) => d.slug === seed.slug);
      if (!doc || doc.title !== seed.title) continue; // another test may be editing it
      const card = tamil.find((c) => c._id === String(doc._id))!;
      expect(card.title).toBe(seed.titleTa);
      expect(card.des).toBe(seed.desTa);
      expect(card.jobWork).toBe(seed.slug === "routing" ? null : seed.slug);
    }
    const sameEtag = await call("/api/services?lang=ta", {
      headers: { "If-None-Match": (await call("/api/services?lang=ta")).headers.get("etag")! },
    });
    expect(sameEtag.status).toBe(304);
    expect((await call("/api/services")).headers.get("etag")).not.toBe((await call("/api/services?lang=ta")).headers.get("etag"));
  });

  it("a card with no Tamil words shows its English ones in the Tamil list", async () => {
    const [first] = await servicesFromDb();
    await db.services.updateOne({ _id: first._id }, { $set: { titleTa: "", desTa: "" } });
    try {
      let card: Card | undefined;
      for (let i = 0; i < 30; i++) {
        card = (await tamilList()).find((c) => c._id === String(first._id));
        if (card?.title === first.title) break;
        await sleep(500);
      }
      expect(card).toMatchObject({ title: first.title, des: first.des });
    } finally {
      await db.services.updateOne({ _id: first._id }, { $set: { titleTa: first.titleTa, desTa: first.desTa } });
    }
  });

  it("the seed gives the Tamil words to seeded cards that lack them, but never to a card the owner rewrote", async () => {
    const docs = await servicesFromDb();
    const seeded = docs.find((d) => d.slug === "cutting" && d.title === seedServices[1].title)!;
    const rewritten = docs.find((d) => d.slug === "boring")!;
    await db.services.updateOne({ _id: seeded._id }, { $set: { titleTa: "" } });
    await db.services.updateOne({ _id: rewritten._id }, { $set: { title: "Boring, rewritten by the owner", titleTa: "" } });
    try {
      await promisify(execFile)("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/seed.ts"], {
        env: { ...process.env, MONGODB_URI: inject("dbUri") },
        timeout: 60_000,
      });
      expect((await db.services.findOne({ _id: seeded._id }))?.titleTa).toBe(seedServices[1].titleTa);
      expect((await db.services.findOne({ _id: rewritten._id }))?.titleTa).toBe("");
    } finally {
      await db.services.updateOne({ _id: rewritten._id }, { $set: { title: rewritten.title, titleTa: rewritten.titleTa } });
    }
  });

  it("refuses a language the site does not have, naming the field", async () => {
    const res = await call("/api/services?lang=fr");
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ lang: "lang must be en or ta" });
  });
});
