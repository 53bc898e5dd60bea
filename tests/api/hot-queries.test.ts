/**
 * "Every query on a request path is by _id or bounded": the server under test
 * writes every query it makes to a log (DB_QUERY_LOG, lib/db/connect.ts). This
 * file walks the site's request paths (sign-up, sign-in, orders placed, opened,
 * changed and listed every way the console lists them, enquiries, users,
 * downloads, pictures) and then checks each logged query: a lookup by `_id`
 * alone, or one of the few named exceptions whose collection is bounded by
 * rule. It then asks the embedded database for its plan of each lookup: the
 * plan must use the `_id` index (EXPLAIN "SEARCH ... USING INDEX"), which is
 * what a filter on any other field does not get ("SCAN"). A new query that
 * brings back a scan makes this test fail.
 */
import { readFileSync, statSync } from "node:fs";
import mongoose from "mongoose";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminSession, call, randomIp, signupAndLogin, type Login } from "./helpers";
import { dayFromToday, guest, orderBody } from "./orders-helpers";

type Logged = { collection: string; op: string; filter: Record<string, unknown> | unknown[] | null };

/** Collections that may be read without `_id`, each bounded by a rule of the site. */
const BOUNDED: Record<string, string> = {
  services: "at most SERVICES_MAX (60) services, read whole for the public list",
  galleryitems: "at most GALLERY_MAX_ITEMS (60) photos",
  tariffs: "one document (its filter names the one _id), written under its lock",
  locks: "holds only the locks being held at this moment",
};

const isScalar = (v: unknown) => typeof v === "string" || typeof v === "number" || (typeof v === "object" && v !== null && "$oid" in v);

/** A filter that is exactly {_id: <a value>} (a string or an ObjectId, which JSON turns into a string). */
function byIdOnly(filter: Logged["filter"]): boolean {
  if (!filter || Array.isArray(filter)) return false;
  const keys = Object.keys(filter);
  return keys.length === 1 && keys[0] === "_id" && isScalar(filter._id);
}

let admin: Login;
let customer: Login & { password: string };
let conn: mongoose.Connection;
const log = inject("queryLog");
let start = 0;

beforeAll(async () => {
  [admin, customer] = await Promise.all([adminSession(), signupAndLogin({ name: "Audit Customer" })]);
  conn = await mongoose.createConnection(inject("dbUri"), { serverSelectionTimeoutMS: 5000 }).asPromise();
  start = statSync(log).size;
}, 120_000);

afterAll(async () => {
  await conn?.close();
});

const ok = async (path: string, init: Parameters<typeof call>[1] = {}, status = [200, 201, 204]) => {
  const res = await call(path, init);
  expect(status, `${init.method ?? "GET"} ${path}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
  return res;
};

async function walkRequestPaths() {
  // Accounts: sign-in (by the e-mail's claim), the session, the console's list.
  await ok("/api/user/login", { method: "POST", body: { email: customer.user.email, password: customer.password } });
  await ok(`/api/user/${customer.user._id}`, { token: customer.token });
  await ok("/api/user/", { token: admin.token });
  // The Users page's search: the address's claim, then the account, each by `_id` (walk 6, C18).
  await ok(`/api/user/?email=${encodeURIComponent(customer.user.email)}`, { token: admin.token });

  // Orders: placed (guest and signed in, and the same submission again), opened every way, changed, listed.
  const guestBody = orderBody({ guest: guest({ name: "Kumaravel Audit", phone: "+91 90030 77881" }) });
  const placed = (await ok("/api/orders", { method: "POST", body: guestBody })).json.order;
  await ok("/api/orders", { method: "POST", body: guestBody });
  const own = (await ok("/api/orders", { method: "POST", token: customer.token, body: orderBody() })).json.order;
  await ok("/api/orders/estimate", { method: "POST", body: { cutList: guestBody.cutList, boardsBy: "customer" } });
  await ok(`/api/orders/${placed.reference}?key=${placed.link.split("key=")[1]}`);
  await ok(`/api/orders/${own.reference}`, { token: customer.token });
  await ok(`/api/orders/${placed.reference}`, { token: admin.token });
  await ok(`/api/orders/${placed.reference}`, { method: "PATCH", token: admin.token, body: { status: "confirmed", confirmedPaise: 150000 } });
  await ok(`/api/orders/${own.reference}`, { method: "PATCH", token: customer.token, body: { status: "cancelled" } });
  await ok("/api/orders", { token: customer.token });
  for (const q of [
    "",
    "status=received",
    "status=confirmed",
    "status=cancelled",
    "status=overdue",
    "q=Kumaravel",
    "q=kumar",
    "q=77881",
    "q=9003077881",
    `q=${placed.reference}`,
    `from=${dayFromToday(0)}&to=${dayFromToday(0)}`,
    "page=2&limit=5",
  ]) {
    await ok(`/api/admin/orders?${q}`, { token: admin.token });
  }
  await ok(`/api/admin/orders/export?from=${dayFromToday(0)}&to=${dayFromToday(0)}`, { token: admin.token });
  await ok(`/api/admin/orders/${placed.reference}/xlsx`, { token: admin.token });

  // Money: business details, a payment, the invoice, the PDFs and the register.
  const { business } = (await ok("/api/admin/business", { token: admin.token })).json;
  const details = Object.fromEntries(
    Object.entries(business).filter(([k]) => !["example", "updatedAt", "updatedBy", "address", "phone", "email"].includes(k)),
  );
  await ok("/api/admin/business", { method: "PUT", token: admin.token, body: details });
  const pay = { amountPaise: 500_00, mode: "upi", utr: "412300000003", receivedOn: dayFromToday(0) };
  await ok(`/api/admin/orders/${placed.reference}/payments`, { method: "POST", token: admin.token, body: pay }, [201]);
  await ok(`/api/admin/orders/${placed.reference}/invoice`, { method: "POST", token: admin.token, body: {} }, [200, 201]);
  await ok(`/api/orders/${placed.reference}/quote.pdf`, { token: admin.token });
  await ok(`/api/orders/${placed.reference}/invoice.pdf`, { token: admin.token });
  await ok(`/api/admin/invoices/export?from=${dayFromToday(0)}&to=${dayFromToday(0)}&format=xlsx`, { token: admin.token });

  // The rack: the catalog read and saved, an offcut added, found, reserved, released and discarded (the store is left
  // empty for the other files), and an order of the workshop's boards confirmed (the store read), then put into production.
  await ok("/api/materials");
  const { materials } = (await ok("/api/admin/materials", { token: admin.token })).json;
  await ok("/api/admin/materials", { method: "PUT", token: admin.token, body: { materials } });
  const piece = (
    await ok("/api/admin/offcuts", { method: "POST", token: admin.token, body: { material: "bwp-ply-18", length: 900, width: 600 } }, [201])
  ).json.piece;
  await ok("/api/admin/offcuts?material=bwp-ply-18&minLength=500", { token: admin.token });
  await ok(`/api/admin/offcuts/${piece.id}`, { token: admin.token });
  await ok(`/api/admin/offcuts/${piece.id}`, { method: "PATCH", token: admin.token, body: { action: "reserve", order: placed.reference } });
  await ok(`/api/admin/offcuts/${piece.id}`, { method: "PATCH", token: admin.token, body: { action: "release" } });
  await ok(`/api/admin/offcuts/${piece.id}`, { method: "DELETE", token: admin.token });
  const supplied = (await ok("/api/orders", { method: "POST", token: customer.token, body: orderBody({ boardsBy: "workshop" }) })).json.order;
  await ok(`/api/orders/${supplied.reference}`, { method: "PATCH", token: admin.token, body: { status: "confirmed", confirmedPaise: 150000 } });
  await ok(`/api/orders/${supplied.reference}`, { method: "PATCH", token: admin.token, body: { status: "in-production" } });

  // The customer's shelf: a piece shelved for the customer, their shelf read, an estimate and an order of theirs planned
  // on it, the order's choice for its leftovers, the piece marked told, then the order cancelled and the piece
  // discarded (the store left empty).
  const shelfPiece = { material: "bwp-ply-18", length: 1200, width: 900, pricePaise: 0, owner: customer.user.email };
  const shelved = (await ok("/api/admin/offcuts", { method: "POST", token: admin.token, body: shelfPiece }, [201])).json.piece;
  await ok("/api/account/offcuts", { token: customer.token });
  await ok("/api/orders/estimate", { method: "POST", token: customer.token, body: { cutList: guestBody.cutList, boardsBy: "workshop" } });
  const onShelf = (await ok("/api/orders", { method: "POST", token: customer.token, body: orderBody({ boardsBy: "workshop", site: "Shelf" }) })).json
    .order;
  await ok(`/api/orders/${onShelf.reference}/leftovers`, { method: "PUT", token: customer.token, body: { choice: "keep" } }, [200, 409]);
  await ok(`/api/admin/offcuts/${shelved.id}`, { method: "PATCH", token: admin.token, body: { action: "told" } });
  await ok(`/api/orders/${onShelf.reference}`, { method: "PATCH", token: customer.token, body: { status: "cancelled" } });
  await ok(`/api/admin/offcuts/${shelved.id}`, { method: "DELETE", token: admin.token });

  // The floor: the stations read and saved, a piece scanned (the order moves into production), scanned again.
  const stations = (await ok("/api/admin/stations", { token: admin.token })).json;
  await ok("/api/admin/stations", { method: "PUT", token: admin.token, body: { stations: stations.stations, version: stations.version } });
  await ok("/api/admin/scans", { method: "POST", token: admin.token, body: { code: `${placed.reference}/1/1`, station: "cut" } }, [201]);
  await ok("/api/admin/scans", { method: "POST", token: admin.token, body: { code: `${placed.reference}/1/1`, station: "cut" } }, [200]);

  // Cutting batches: the orders to batch listed, a batch made of two confirmed orders of the workshop's boards, read, undone.
  const two: string[] = [];
  for (const n of [1, 2]) {
    const o = (await ok("/api/orders", { method: "POST", token: customer.token, body: orderBody({ boardsBy: "workshop", site: `Batch ${n}` }) })).json
      .order;
    await ok(`/api/orders/${o.reference}`, { method: "PATCH", token: admin.token, body: { status: "confirmed", confirmedPaise: 150000 } });
    two.push(o.reference);
  }
  await ok("/api/admin/batches", { token: admin.token });
  const batch = (await ok("/api/admin/batches", { method: "POST", token: admin.token, body: { orders: two } }, [201])).json.batch;
  await ok(`/api/admin/batches/${batch.id}`, { token: admin.token });
  await ok(`/api/admin/batches/${batch.id}`, { method: "DELETE", token: admin.token });

  // Enquiries: sent, listed, searched, changed, exported.
  const ip = randomIp();
  const sent = await ok(
    "/api/enquiries",
    { method: "POST", ip, body: { name: "Priya Audit", email: "priya.audit@example.com", phone: "+91 98765 11223", message: "Cutting 12 sheets." } },
    [201],
  );
  const list = await ok("/api/enquiries", { token: admin.token });
  await ok("/api/enquiries?status=new&q=priya", { token: admin.token });
  await ok(`/api/enquiries?q=${sent.json.reference}`, { token: admin.token });
  const id = list.json.items.find((i: { reference: string }) => i.reference === sent.json.reference)._id;
  await ok(`/api/enquiries/${id}`, { method: "PATCH", token: admin.token, body: { status: "contacted" } });
  await ok("/api/admin/enquiries/export?status=contacted", { token: admin.token });

  // Downloads, services, the tariff, health.
  await ok("/api/downloads", { method: "POST", ip, body: { file: "cutting" } });
  await ok("/api/admin/downloads", { token: admin.token });
  await ok("/api/services");
  await ok("/api/services?lang=ta");
  // The Tamil pages read the services and the gallery as the English ones do.
  await ok("/ta");
  await ok("/ta/about");
  await ok("/api/admin/tariff", { token: admin.token });
  await ok("/api/health");

  // A picture: uploaded for a service, then served.
  const svc = (
    await ok("/api/services", {
      method: "POST",
      token: admin.token,
      body: { title: `Audit ${Date.now()}`, des: "A service for the audit.", titleTa: "தணிக்கை", desTa: "தணிக்கைக்கான சேவை." },
    })
  ).json.service;
  const form = new FormData();
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#7a5230" } })
    .png()
    .toBuffer();
  form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "audit.png");
  const up = await fetch(`${inject("baseUrl")}/api/services/${svc._id}/image`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${admin.token}` },
    body: form,
  });
  expect(up.status).toBe(200);
  const image = ((await up.json()) as { service: { image: string } }).service.image;
  expect((await fetch(`${inject("baseUrl")}${image}`)).status).toBe(200);
  await ok(`/api/services/${svc._id}`, { method: "DELETE", token: admin.token });
}

function loggedSince(offset: number): Logged[] {
  return readFileSync(log, "utf8")
    .slice(offset)
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Logged);
}

describe("the queries of the request paths", () => {
  it("are lookups by _id, or read a collection bounded by rule", async () => {
    await walkRequestPaths();
    const queries = loggedSince(start);
    expect(queries.length).toBeGreaterThan(100);
    // The rate limits' sweep runs on a timer of its own once a minute, never on a request (lib/rate-limit/index.ts):
    // when it falls inside the walk it is not one of the walk's queries.
    const sweep = (q: Logged) => q.collection === "ratelimits" && q.op === "deleteMany" && Object.keys(q.filter ?? {}).join() === "expiresAt";
    const filtered = queries.filter((q) => q.filter !== null && !sweep(q));
    const violations = filtered.filter((q) => !byIdOnly(q.filter) && !BOUNDED[q.collection]);
    expect(violations.map((v) => `${v.collection}.${v.op} ${JSON.stringify(v.filter)}`)).toEqual([]);
    // The walk reached every kind of record.
    const touched = new Set(filtered.map((q) => q.collection));
    for (const c of [
      "orderbook",
      "orderkeys",
      "reflists",
      "orderopen",
      "users",
      "useremails",
      "enquiries",
      "ratelimits",
      "images",
      "imagechunks",
      "racks",
      "offcutstore",
      "offcutlog",
    ]) {
      expect(touched, c).toContain(c);
    }
  }, 180_000);

  it("each lookup by _id is planned on the _id index; a filter on another field is a scan", async () => {
    const db = conn.db!;
    const samples = new Map<string, unknown>();
    for (const q of loggedSince(0))
      if (byIdOnly(q.filter) && !samples.has(q.collection)) samples.set(q.collection, (q.filter as { _id: unknown })._id);
    expect(samples.size).toBeGreaterThan(8);
    const planOf = async (collection: string, filter: Record<string, unknown>) =>
      JSON.stringify((await db.command({ explain: { find: collection, filter }, verbosity: "queryPlanner" })).queryPlanner);
    // A collection looked up but never written (the capacity settings before the owner saves them) does not exist
    // yet: the embedded database has no plan for it, and a lookup there reads nothing.
    const existing = new Set((await db.listCollections().toArray()).map((c) => c.name));
    for (const [collection, raw] of samples) {
      if (!existing.has(collection)) continue;
      const id = typeof raw === "string" && /^[a-f0-9]{24}$/.test(raw) ? new mongoose.Types.ObjectId(raw) : raw;
      // The embedded database's SQLite plan, or MongoDB's on the replica-set run (the _id fast path, or the _id index).
      expect(await planOf(collection, { _id: id }), collection).toMatch(
        inject("replicaSet") ? /"stage":"(IDHACK|EXPRESS_IXSCAN)"|"indexName":"_id_"/ : /SEARCH .* USING INDEX .*_id_lookup/,
      );
    }
    // What the test guards against: any other filter reads the whole table.
    expect(await planOf("orderbook", { status: "received" })).toMatch(inject("replicaSet") ? /COLLSCAN/ : /SCAN/);
  });
});
