import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base, bearer, closeDb, db, json, signUpAdmin, signUpAndLogin } from "./admin-helpers";
import { fetchFrom, loopbackIp } from "./loopback";

type Svc = { _id: string; title: string; des: string; image: string; order: number };

let admin: { token: string; cookie: string };
let user: { token: string };

beforeAll(async () => {
  admin = await signUpAdmin("svc-admin");
  user = await signUpAndLogin("svc-user");
});
afterAll(closeDb);

async function create(body: Record<string, unknown>, token = admin.token) {
  return fetch(`${base}/api/services`, { method: "POST", headers: bearer(token, json), body: JSON.stringify(body) });
}

async function createOk(title: string): Promise<Svc> {
  const res = await create({ title, des: `${title}: what we do, what you send, what you get back.` });
  expect(res.status).toBe(201);
  return ((await res.json()) as { service: Svc }).service;
}

function upload(id: string, bytes: Uint8Array, type = "image/png", name = "pic.png", token = admin.token, field = "image") {
  const form = new FormData();
  form.set(field, new Blob([bytes as BlobPart], { type }), name);
  return fetch(`${base}/api/services/${id}/image`, { method: "PUT", headers: bearer(token), body: form });
}

const png = (width: number, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: "#17573a" } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

async function publicList(): Promise<Svc[]> {
  return (await (await fetch(`${base}/api/services`)).json()) as Svc[];
}

describe("admin-only access to the services endpoints", () => {
  it("401 anonymous, 403 for a plain user, on every write", async () => {
    const target = await createOk("Access Check");
    const calls: [string, string, BodyInit | undefined, Record<string, string>][] = [
      ["POST", "/api/services", JSON.stringify({ title: "x", des: "y" }), json],
      ["PATCH", `/api/services/${target._id}`, JSON.stringify({ title: "x" }), json],
      ["DELETE", `/api/services/${target._id}`, undefined, {}],
      ["PUT", "/api/admin/services/order", JSON.stringify({ ids: [target._id] }), json],
      ["GET", "/api/admin/services", undefined, {}],
    ];
    for (const [method, path, body, headers] of calls) {
      expect((await fetch(`${base}${path}`, { method, body, headers })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await fetch(`${base}${path}`, { method, body, headers: bearer(user.token, headers) })).status, `${method} ${path} user`).toBe(403);
    }
    expect((await upload(target._id, await png(10), "image/png", "a.png", user.token)).status).toBe(403);
  });
});

describe("create, edit, reorder and delete", () => {
  it("creates a service that the public list shows at once", async () => {
    const s = await createOk("Routing and Grooving");
    expect(s.image).toBe("/images/logo-mark.svg");
    const list = await publicList();
    expect(list.find((x) => x._id === s._id)).toMatchObject({ title: "Routing and Grooving" });
    expect(Object.keys(list.find((x) => x._id === s._id)!).sort()).toEqual(["_id", "des", "image", "title"]);
  });

  it("validates the body: fields named, unknown keys and foreign image paths refused", async () => {
    const missing = await create({ title: "No description" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string> }).errors.des).toBeTruthy();
    const extra = await create({ title: "t", des: "d", slug: "hack" });
    expect(extra.status).toBe(400);
    for (const image of ["https://evil.example/x.png", "/../etc/passwd", "javascript:alert(1)"]) {
      const res = await create({ title: "t", des: "d", image });
      expect(res.status, image).toBe(400);
    }
    expect((await create({ title: { $gt: "" }, des: "d" })).status).toBe(400);
    const wrongType = await fetch(`${base}/api/services`, {
      method: "POST",
      headers: bearer(admin.token, { "Content-Type": "text/plain" }),
      body: "x",
    });
    expect(wrongType.status).toBe(415);
  });

  it("keeps the card's Tamil words (issue 20): the Tamil list shows them, the English list never does; clearing falls back", async () => {
    const res = await create({ title: "Grooving", des: "Grooves for back panels.", titleTa: "க்ரூவிங்", desTa: "பின் பேனலுக்கு க்ரூவ்." });
    expect(res.status).toBe(201);
    const s = ((await res.json()) as { service: Svc & { titleTa: string; desTa: string } }).service;
    expect(s).toMatchObject({ titleTa: "க்ரூவிங்", desTa: "பின் பேனலுக்கு க்ரூவ்." });
    const tamil = async () => ((await (await fetch(`${base}/api/services?lang=ta`)).json()) as Svc[]).find((x) => x._id === s._id);
    expect(await tamil()).toMatchObject({ title: "க்ரூவிங்", des: "பின் பேனலுக்கு க்ரூவ்.", jobWork: null });
    expect((await publicList()).find((x) => x._id === s._id)).toMatchObject({ title: "Grooving", des: "Grooves for back panels." });
    const cleared = await fetch(`${base}/api/services/${s._id}`, {
      method: "PATCH",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ titleTa: "" }),
    });
    expect(cleared.status).toBe(200);
    expect(await tamil()).toMatchObject({ title: "Grooving", des: "பின் பேனலுக்கு க்ரூவ்." });
    const hidden = await fetch(`${base}/api/services/${s._id}`, {
      method: "PATCH",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ desTa: "க்ரூவ்\u202e" }),
    });
    expect(hidden.status).toBe(400);
    expect(((await hidden.json()) as { errors: Record<string, string> }).errors).toEqual({
      desTa: "Description in Tamil contains invisible or text-direction characters",
    });
  });

  it("edits, reorders and deletes (404 the second time, 400 for a bad id)", async () => {
    const a = await createOk("Order A");
    const b = await createOk("Order B");
    const patch = await fetch(`${base}/api/services/${a._id}`, {
      method: "PATCH",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ title: "Order A2" }),
    });
    expect(patch.status).toBe(200);
    expect(((await patch.json()) as { service: Svc }).service.title).toBe("Order A2");
    expect((await fetch(`${base}/api/services/${a._id}`, { method: "PATCH", headers: bearer(admin.token, json), body: "{}" })).status).toBe(400);

    const all = (await (await fetch(`${base}/api/admin/services`, { headers: bearer(admin.token) })).json()) as Svc[];
    const ids = all.map((s) => s._id).filter((id) => id !== b._id);
    const reordered = await fetch(`${base}/api/admin/services/order`, {
      method: "PUT",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ ids: [b._id, ...ids] }),
    });
    expect(reordered.status).toBe(200);
    expect((await publicList())[0]._id).toBe(b._id);

    const url = `${base}/api/services/${a._id}`;
    expect((await fetch(url, { method: "DELETE", headers: bearer(admin.token) })).status).toBe(200);
    expect((await fetch(url, { method: "DELETE", headers: bearer(admin.token) })).status).toBe(404);
    expect((await fetch(`${base}/api/services/nope`, { method: "DELETE", headers: bearer(admin.token) })).status).toBe(400);
    expect((await publicList()).some((s) => s._id === a._id)).toBe(false);
    const put = await fetch(url, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toContain("PATCH");
  });

  it("refuses a cookie-authenticated write from another site (403)", async () => {
    const res = await fetch(`${base}/api/services`, {
      method: "POST",
      headers: { ...json, Cookie: admin.cookie, "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      body: JSON.stringify({ title: "t", des: "d" }),
    });
    expect(res.status).toBe(403);
  });
});

describe("image upload", () => {
  it("stores a PNG as WebP at most 1200 px wide, served with a long cache; replacing and deleting clean up", async () => {
    const s = await createOk("With Picture");
    const res = await upload(s._id, await png(2000));
    expect(res.status).toBe(200);
    const first = ((await res.json()) as { service: Svc }).service.image;
    expect(first).toMatch(/^\/uploads\/services\/[a-f0-9]{24}\.webp$/);
    const img = await fetch(`${base}${first}`);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/webp");
    expect(img.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1200);
    expect((await publicList()).find((x) => x._id === s._id)?.image).toBe(first);

    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ee8a12" } })
      .jpeg()
      .toBuffer();
    const again = await upload(s._id, new Uint8Array(jpeg), "image/jpeg", "b.jpg");
    expect(again.status).toBe(200);
    const second = ((await again.json()) as { service: Svc }).service.image;
    expect(second).not.toBe(first);
    expect((await fetch(`${base}${first}`)).status).toBe(404);
    expect((await sharp(Buffer.from(await (await fetch(`${base}${second}`)).arrayBuffer())).metadata()).width).toBe(300);

    expect((await fetch(`${base}/api/services/${s._id}`, { method: "DELETE", headers: bearer(admin.token) })).status).toBe(200);
    expect((await fetch(`${base}${second}`)).status).toBe(404);
  });

  it("checks the bytes, not the declared type, and the size", async () => {
    const s = await createOk("Bad Pictures");
    const gif = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000");
    const res = await upload(s._id, gif, "image/png", "fake.png");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.image).toBeTruthy();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(s._id, svg, "image/svg+xml", "x.svg")).status).toBe(400);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await upload(s._id, big)).status).toBe(413);
    expect((await upload(s._id, await png(10), "image/png", "a.png", admin.token, "file")).status).toBe(400);
    const notMultipart = await fetch(`${base}/api/services/${s._id}/image`, { method: "PUT", headers: bearer(admin.token, json), body: "{}" });
    expect(notMultipart.status).toBe(415);
    expect((await upload("000000000000000000000000", await png(10))).status).toBe(404);
    expect((await fetch(`${base}/uploads/services/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${base}/uploads/services/nothing.webp`)).status).toBe(404);
  });
});

describe("images in the database", () => {
  const imageId = (path: string) => /([a-f0-9]{24})\.webp$/.exec(path)![1];
  /** The image's document and how many byte pieces its renditions have stored (`fileIds` for an image already deleted). */
  async function stored(id: string, fileIds?: string[]) {
    const m = await db();
    const { Types } = m;
    const doc = await m.connection.collection("images").findOne({ _id: new Types.ObjectId(id) });
    const ids = fileIds ?? ((doc?.renditions ?? []) as { fileId: unknown }[]).map((r) => String(r.fileId));
    const pieces = ids.length
      ? await m.connection.collection("imagechunks").countDocuments({ _id: { $regex: `^(${ids.join("|")}):` } } as object)
      : 0;
    return { doc, pieces, fileIds: ids };
  }

  it("serves an upload with a strong ETag; If-None-Match gets 304; /media serves the same bytes", async () => {
    const s = await createOk("Etag Picture");
    const path = ((await (await upload(s._id, await png(400))).json()) as { service: Svc }).service.image;
    const first = await fetch(`${base}${path}`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const bytes = Buffer.from(await first.arrayBuffer());
    const again = await fetch(`${base}${path}`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const media = await fetch(`${base}/media/${imageId(path)}.webp`);
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(`${base}/media/${imageId(path)}.avif`)).status).toBe(404);
    expect((await fetch(`${base}/media/${imageId(path)}-w640.webp`)).status).toBe(404);
    expect((await fetch(`${base}/media/${"0".repeat(24)}.webp`)).status).toBe(404);
  });

  it("never deletes an image another service still shows; deletes it with its last user", async () => {
    const a = await createOk("Shares A");
    const b = await createOk("Shares B");
    const path = ((await (await upload(a._id, await png(300))).json()) as { service: Svc }).service.image;
    const patch = (id: string, body: unknown) =>
      fetch(`${base}/api/services/${id}`, { method: "PATCH", headers: bearer(admin.token, json), body: JSON.stringify(body) });
    expect((await patch(b._id, { image: path })).status).toBe(200);
    // A changes picture: B still shows the old one.
    expect((await upload(a._id, await png(200))).status).toBe(200);
    expect((await fetch(`${base}${path}`)).status).toBe(200);
    const alive = await stored(imageId(path));
    expect(alive.doc?.refs).toEqual([`service:${b._id}`]);
    expect(alive.pieces).toBeGreaterThan(0);
    // A path that is not a stored image is refused, naming the field; B keeps its picture.
    const bogus = await patch(b._id, { image: `/uploads/services/${"a".repeat(24)}.webp` });
    expect(bogus.status).toBe(400);
    expect(((await bogus.json()) as { errors: Record<string, string> }).errors.image).toBeTruthy();
    expect((await fetch(`${base}${path}`)).status).toBe(200);
    // B lets go too: now it is deleted, bytes and all.
    expect((await patch(b._id, { image: "/images/services/cutting.svg" })).status).toBe(200);
    expect((await fetch(`${base}${path}`)).status).toBe(404);
    expect(await stored(imageId(path), alive.fileIds)).toMatchObject({ doc: null, pieces: 0 });
  });

  it("concurrent uploads to one service leave exactly one image and no orphan bytes", async () => {
    const s = await createOk("Race Picture");
    const results = await Promise.all([1, 2, 3, 4].map(async (i) => upload(s._id, await png(100 + i * 50))));
    for (const r of results) expect(r.status).toBe(200);
    const shown = (await publicList()).find((x) => x._id === s._id)!.image;
    const m = await db();
    const images = await m.connection
      .collection("images")
      .find({ refs: `service:${s._id}` })
      .toArray();
    expect(images.map((d) => String(d._id))).toEqual([imageId(shown)]);
    expect((await stored(imageId(shown))).pieces).toBeGreaterThan(0);
    // No piece anywhere belongs to a rendition of an image that does not exist.
    const live = new Set(
      (
        await m.connection
          .collection("images")
          .find({}, { projection: { renditions: 1 } })
          .toArray()
      ).flatMap((d) => (d.renditions as { fileId: unknown }[]).map((r) => String(r.fileId))),
    );
    const pieces = await m.connection
      .collection("imagechunks")
      .find({}, { projection: { _id: 1 } })
      .toArray();
    expect(pieces.filter((p) => !live.has(String(p._id).split(":")[0]))).toEqual([]);
  });
});

describe("download counts", () => {
  it("counts a beacon per sheet and week; stats are admin only", async () => {
    expect((await fetch(`${base}/api/admin/downloads`)).status).toBe(401);
    expect((await fetch(`${base}/api/admin/downloads`, { headers: bearer(user.token) })).status).toBe(403);
    const before = (await (await fetch(`${base}/api/admin/downloads`, { headers: bearer(admin.token) })).json()) as {
      weeks: string[];
      files: { file: string; counts: number[] }[];
    };
    expect(before.weeks).toHaveLength(8);
    // Three people (addresses) download the cutting sheet, one of them twice: counted once per address and hour.
    const beacon = (file: unknown, ip = loopbackIp()) =>
      fetchFrom(ip, `${base}/api/downloads`, { method: "POST", headers: json, body: JSON.stringify({ file }) });
    const twice = loopbackIp();
    await Promise.all([beacon("cutting", twice), beacon("cutting"), beacon("cutting"), beacon("boring")]).then((r) =>
      r.forEach((x) => expect(x.status).toBe(204)),
    );
    expect((await beacon("cutting", twice)).status).toBe(204);
    expect((await beacon("../etc/passwd")).status).toBe(400);
    expect((await beacon({ $ne: "" })).status).toBe(400);
    const after = (await (await fetch(`${base}/api/admin/downloads`, { headers: bearer(admin.token) })).json()) as typeof before;
    const count = (s: typeof before, f: string) => s.files.find((x) => x.file === f)!.counts[0];
    expect(count(after, "cutting") - count(before, "cutting")).toBe(3);
    expect(count(after, "boring") - count(before, "boring")).toBe(1);
    expect((await fetch(`${base}/api/admin/downloads?weeks=99`, { headers: bearer(admin.token) })).status).toBe(400);
  });
});

describe("one cache mechanism for every page that shows the list", () => {
  it("a new service reaches /, /services, /login and /signup (on-demand revalidation, not the 60 s timer)", async () => {
    const paths = ["/", "/services", "/login", "/signup"];
    // Warm every page first, so each is freshly regenerated: only on-demand revalidation can change it within the next minute.
    for (const path of paths) {
      await fetch(`${base}${path}`);
      await new Promise((r) => setTimeout(r, 500));
      await fetch(`${base}${path}`);
    }
    const s = await createOk(`Grooving ${Date.now().toString(36)}`);
    for (const path of paths) {
      let html = "";
      // The first request after the change regenerates the page; allow the regeneration a few requests.
      for (let i = 0; i < 20 && !html.includes(s.title); i++) {
        html = await (await fetch(`${base}${path}`)).text();
        if (!html.includes(s.title)) await new Promise((r) => setTimeout(r, 250));
      }
      expect(html, path).toContain(s.title);
    }
  });
});
