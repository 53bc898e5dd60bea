import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base, bearer, closeDb, db, json, signUpAdmin, signUpAndLogin } from "./admin-helpers";

type Item = {
  _id: string;
  caption: string;
  kind: string;
  hidden: boolean;
  order: number;
  image: { src: string; width: number; height: number; sources: { url: string; width: number; format: string }[] };
};

let admin: { token: string };
let user: { token: string };

beforeAll(async () => {
  admin = await signUpAdmin("gallery-admin");
  user = await signUpAndLogin("gallery-user");
});
afterAll(closeDb);

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c96f06" } })
    .jpeg()
    .toBuffer()
    .then((b) => new Uint8Array(b));

function upload(fields: Record<string, string | { bytes: Uint8Array; type: string; name: string }>, token = admin.token) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === "string") form.set(k, v);
    else form.set(k, new Blob([v.bytes as BlobPart], { type: v.type }), v.name);
  }
  return fetch(`${base}/api/admin/gallery`, { method: "POST", headers: bearer(token), body: form });
}

async function uploadOk(caption: string, kind = "job"): Promise<Item> {
  const res = await upload({ caption, kind, image: { bytes: await jpeg(2000, 1500), type: "image/jpeg", name: "job.jpg" } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { item: Item }).item;
}

const publicList = async () => (await (await fetch(`${base}/api/gallery`)).json()) as Item[];

describe("access control", () => {
  it("401 anonymous and 403 for a plain user on every admin route; the public list is open", async () => {
    const target = await uploadOk("Access check photo");
    const calls: [string, string, BodyInit | undefined, Record<string, string>][] = [
      ["GET", "/api/admin/gallery", undefined, {}],
      ["POST", "/api/admin/gallery", undefined, {}],
      ["PATCH", `/api/admin/gallery/${target._id}`, JSON.stringify({ hidden: true }), json],
      ["DELETE", `/api/admin/gallery/${target._id}`, undefined, {}],
      ["PUT", "/api/admin/gallery/order", JSON.stringify({ ids: [target._id] }), json],
    ];
    for (const [method, path, body, headers] of calls) {
      expect((await fetch(`${base}${path}`, { method, body, headers })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await fetch(`${base}${path}`, { method, body, headers: bearer(user.token, headers) })).status, `${method} ${path} user`).toBe(403);
    }
    const pub = await fetch(`${base}/api/gallery`);
    expect(pub.status).toBe(200);
    // Nothing was changed by the refused calls.
    expect((await publicList()).find((i) => i._id === target._id)).toMatchObject({ caption: "Access check photo" });
  });
});

describe("upload", () => {
  it("stores a photo resized, with AVIF and WebP renditions, first in the list", async () => {
    const item = await uploadOk("Kitchen shutters, 1 mm PVC edge band", "edge");
    expect(item).toMatchObject({ caption: "Kitchen shutters, 1 mm PVC edge band", kind: "edge", hidden: false });
    expect(item.image.width).toBe(1600);
    expect(item.image.height).toBe(1200);
    expect(item.image.src).toMatch(/^\/media\/[a-f0-9]{24}\.webp$/);
    expect(item.image.sources.map((s) => `${s.format}${s.width}`).sort()).toEqual(["avif480", "avif960", "webp480", "webp960"]);

    const main = await fetch(`${base}${item.image.src}`);
    expect(main.status).toBe(200);
    expect(main.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(new Uint8Array(await main.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1600, 1200]);
    const avif = item.image.sources.find((s) => s.format === "avif" && s.width === 480)!;
    const small = await fetch(`${base}${avif.url}`);
    expect(small.headers.get("content-type")).toBe("image/avif");

    const list = await publicList();
    expect(list[0]._id).toBe(item._id);
    expect(Object.keys(list[0]).sort()).toEqual(["_id", "caption", "image", "kind"]);
  });

  it("400 for a missing photo, a missing or short caption, an unknown field or kind; nothing stored", async () => {
    const before = (await publicList()).length;
    const img = { bytes: await jpeg(50, 50), type: "image/jpeg", name: "a.jpg" };
    const cases: [Record<string, string | typeof img>, string][] = [
      [{ caption: "No photo here" }, "image"],
      [{ image: img }, "caption"],
      [{ caption: "ab", image: img }, "caption"],
      [{ caption: "Fine caption", kind: "selfie", image: img }, "kind"],
      [{ caption: "Fine caption", image: img, order: "1" }, "order"],
    ];
    for (const [fields, field] of cases) {
      const res = await upload(fields);
      expect(res.status, JSON.stringify(Object.keys(fields))).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(body.errors[field], field).toBeTruthy();
    }
    // A file that claims to be a JPEG but does not decode.
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const res = await upload({ caption: "Broken picture", image: { bytes: broken, type: "image/jpeg", name: "b.jpg" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.image).toBeTruthy();
    expect((await publicList()).length).toBe(before);
  });

  it("415 for a body that is not multipart, and for a file that is not a picture", async () => {
    const asJson = await fetch(`${base}/api/admin/gallery`, {
      method: "POST",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ caption: "x" }),
    });
    expect(asJson.status).toBe(415);
    const text = await upload({
      caption: "A text file",
      image: { bytes: new TextEncoder().encode("just some text, no pixels"), type: "image/png", name: "x.png" },
    });
    expect(text.status).toBe(415);
    const svg = await upload({
      caption: "An SVG",
      image: { bytes: new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), type: "image/svg+xml", name: "x.svg" },
    });
    expect(svg.status).toBe(415);
  });

  it("413 past 10 MB", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload({ caption: "Too big", image: { bytes: big, type: "image/jpeg", name: "big.jpg" } });
    expect(res.status).toBe(413);
  });
});

describe("caption, hide and show, order, delete", () => {
  it("hides a photo from the public list and shows it again", async () => {
    const item = await uploadOk("Wardrobe with line boring");
    const patch = (body: unknown) =>
      fetch(`${base}/api/admin/gallery/${item._id}`, { method: "PATCH", headers: bearer(admin.token, json), body: JSON.stringify(body) });
    expect((await patch({ hidden: true })).status).toBe(200);
    expect((await publicList()).some((i) => i._id === item._id)).toBe(false);
    const all = (await (await fetch(`${base}/api/admin/gallery`, { headers: bearer(admin.token) })).json()) as Item[];
    expect(all.find((i) => i._id === item._id)).toMatchObject({ hidden: true });
    const shown = await patch({ hidden: false, caption: "  Wardrobe, System-32 line boring  " });
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { item: Item }).item.caption).toBe("Wardrobe, System-32 line boring");
    expect((await publicList()).find((i) => i._id === item._id)?.caption).toBe("Wardrobe, System-32 line boring");

    expect((await patch({})).status).toBe(400);
    expect((await patch({ hidden: "yes" })).status).toBe(400);
    expect((await patch({ caption: "x" })).status).toBe(400);
    expect((await patch({ order: 3 })).status).toBe(400);
    const missing = await fetch(`${base}/api/admin/gallery/${"0".repeat(24)}`, {
      method: "PATCH",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ hidden: true }),
    });
    expect(missing.status).toBe(404);
    const badId = await fetch(`${base}/api/admin/gallery/not-an-id`, {
      method: "PATCH",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ hidden: true }),
    });
    expect(badId.status).toBe(400);
  });

  it("a Tamil caption (issue 20) shows on the Tamil pages only; left empty, they show the English one", async () => {
    const res = await upload({
      caption: "Pooja unit, CNC jali",
      captionTa: "பூஜை யூனிட், CNC ஜாலி",
      image: { bytes: await jpeg(1200, 900), type: "image/jpeg", name: "pooja.jpg" },
    });
    expect(res.status).toBe(201);
    const item = ((await res.json()) as { item: Item & { captionTa: string } }).item;
    expect(item.captionTa).toBe("பூஜை யூனிட், CNC ஜாலி");
    expect(Object.keys((await publicList()).find((i) => i._id === item._id)!).sort()).toEqual(["_id", "caption", "image", "kind"]);
    const pageHas = async (path: string, text: string) => {
      for (let i = 0; i < 20; i++) {
        if ((await (await fetch(`${base}${path}`)).text()).includes(text)) return true;
        await new Promise((r) => setTimeout(r, 500));
      }
      return false;
    };
    expect(await pageHas("/ta/about", "பூஜை யூனிட், CNC ஜாலி")).toBe(true);
    expect(await pageHas("/about", "Pooja unit, CNC jali")).toBe(true);
    // The landing strip under the Tamil sign-in dialog is refreshed too.
    expect(await pageHas("/ta/login", "பூஜை யூனிட், CNC ஜாலி")).toBe(true);
    const patch = await fetch(`${base}/api/admin/gallery/${item._id}`, {
      method: "PATCH",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ captionTa: "" }),
    });
    expect(patch.status).toBe(200);
    expect(await pageHas("/ta/about", "Pooja unit, CNC jali")).toBe(true);
    const bad = await upload({
      caption: "Shutters",
      captionTa: "ஷட்டர்\u200f",
      image: { bytes: await jpeg(400, 300), type: "image/jpeg", name: "s.jpg" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      captionTa: "Caption in Tamil contains invisible or text-direction characters",
    });
  });

  it("reorders with the full list of ids, refusing a partial or unknown list", async () => {
    const all = (await (await fetch(`${base}/api/admin/gallery`, { headers: bearer(admin.token) })).json()) as Item[];
    const reversed = all.map((i) => i._id).reverse();
    const put = (ids: unknown) =>
      fetch(`${base}/api/admin/gallery/order`, { method: "PUT", headers: bearer(admin.token, json), body: JSON.stringify({ ids }) });
    const res = await put(reversed);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Item[]).map((i) => i._id)).toEqual(reversed);
    expect((await put(reversed.slice(1))).status).toBe(400);
    expect((await put([...reversed.slice(1), "0".repeat(24)])).status).toBe(400);
    expect((await put([reversed[0], reversed[0]])).status).toBe(400);
    const after = (await (await fetch(`${base}/api/admin/gallery`, { headers: bearer(admin.token) })).json()) as Item[];
    expect(after.map((i) => i._id)).toEqual(reversed);
  });

  it("deletes the item and its picture", async () => {
    const item = await uploadOk("To be deleted");
    const imageId = /\/media\/([a-f0-9]{24})\.webp/.exec(item.image.src)![1];
    const del = await fetch(`${base}/api/admin/gallery/${item._id}`, { method: "DELETE", headers: bearer(admin.token) });
    expect(del.status).toBe(200);
    expect((await publicList()).some((i) => i._id === item._id)).toBe(false);
    expect((await fetch(`${base}${item.image.src}`)).status).toBe(404);
    const m = await db();
    expect(await m.connection.collection("images").countDocuments({ _id: new m.Types.ObjectId(imageId) })).toBe(0);
    expect((await fetch(`${base}/api/admin/gallery/${item._id}`, { method: "DELETE", headers: bearer(admin.token) })).status).toBe(404);
  });
});
