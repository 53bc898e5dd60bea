/**
 * The order book as it fills (`npm run bench -- --orders`, or
 * `tsx --conditions=react-server bench/order-book/run.ts [--sizes=1000,10000] [--samples=30]`):
 * a fresh embedded database is filled with realistic orders through the
 * site's own code (lib/orders/place.ts and lib/orders/store/create.ts: the same inserts, keys and lists a
 * placed order makes; 10 to 400 rows drawn from kitchens and wardrobes, with
 * their plans; the old ones completed or cancelled, the newest fifty open), and at
 * each size the production server answers, over HTTP on loopback:
 *   one order by reference (staff), by guest link, placing an order (with its
 *   idempotency check), a customer's list, the console's first page, a search
 *   by phone (full number and its last five digits) and by name.
 * Each is asked `samples` times; the median and the 95th percentile are
 * printed and written to bench/results/order-book-<time>.json.
 * Needs a production build (`npm run build`).
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
// @ts-expect-error: plain ESM helpers without types
import { root, startEmbeddedDb } from "../../scripts/lib/embedded-db.mjs";
// @ts-expect-error: plain ESM helpers without types
import { NO_CALL_LIMITS, startBenchSite } from "../site-env.mjs";

const args = process.argv.slice(2);
const sizes = (args.find((a) => a.startsWith("--sizes="))?.slice(8) ?? "1000,10000").split(",").map(Number);
const samples = Number(args.find((a) => a.startsWith("--samples="))?.slice(10) ?? 30);
/** `--keep=<folder>`: the filled database's folder is moved there at the end (the backup benchmark restores it). */
const keep = args.find((a) => a.startsWith("--keep="))?.slice(7);

const FIRST = [
  "Murugan",
  "Selvi",
  "Ramesh",
  "Kavitha",
  "Arun",
  "Priya",
  "Senthil",
  "Lakshmi",
  "Karthik",
  "Divya",
  "Bala",
  "Asha",
  "Vignesh",
  "Meena",
  "Sathish",
];
const LAST = ["Kumar", "Interiors", "Carpentry", "Builders", "Designs", "Raj", "Woodworks", "Associates", "Traders", "Modular"];
const SITES = ["Saravanampatti villa", "RS Puram flat", "Peelamedu office", "Ganapathy showroom", "Vadavalli 2BHK", "Singanallur kitchen", ""];
const MATERIALS = ["bwp-ply-18", "mr-ply-18", "mdf-18", "prelam-pb-18", "ply-12", "mdf-12", "ply-6"];

let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];

/** A carpenter's list: cabinets of a kitchen or wardrobe made into rows (sides, bottoms, shelves, rails, shutters). */
function cutList(rows: number) {
  const out = [];
  for (let i = 0; out.length < rows; i++) {
    const w = 300 + Math.floor(rand() * 10) * 50;
    const h = pick([720, 720, 900, 2100]);
    const d = pick([300, 560, 580]);
    const material = pick(MATERIALS);
    const parts = [
      ["side", h, d, 2, false],
      ["bottom", w - 36, d, 1, false],
      ["shelf", w - 38, d - 20, 1 + (i % 3), false],
      ["rail", w - 36, 100, 2, false],
      ["shutter", h - 3, Math.floor(w / 2) - 3, 2, true],
    ] as const;
    for (const [name, length, width, quantity, grain] of parts) {
      if (out.length >= rows) break;
      out.push({
        id: randomBytes(4).toString("hex"),
        name: `Cab ${i + 1} ${name}`,
        material,
        length,
        width,
        quantity,
        grain,
        edges: { l1: grain ? 0.8 : 2, l2: null, w1: grain ? 0.8 : null, w2: null },
        note: name === "shutter" ? "2 hinge cups" : "",
      });
    }
  }
  return { rows: out, saw: { kerf: 4, trim: 10 } };
}

/** Row counts from 10 to 400, most jobs small (as the workshop sees them). */
const TEMPLATE_ROWS = [10, 12, 15, 18, 20, 24, 30, 36, 40, 48, 60, 75, 90, 120, 150, 200, 250, 300, 400];

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "panels-bench-orders-"));
  const db = await startEmbeddedDb({ dir, quiet: true });
  process.env.MONGODB_URI = db.uri;
  process.env.PLAN_THREADS = "1";
  const { connectToDatabase } = await import("../../lib/db/connect");
  const store = { ...(await import("../../lib/orders/place")), ...(await import("../../lib/orders/workflow")) };
  await connectToDatabase();
  const { User } = await import("../../models/User");

  const server = await startBenchSite(db.uri, NO_CALL_LIMITS);
  const base = server.url as string;
  const api = async (p: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const started = performance.now();
    const res = await fetch(base + p, {
      method: init.method ?? "GET",
      headers: { "Content-Type": "application/json", ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const json = await res.json().catch(() => null);
    if (res.status >= 400) throw new Error(`${init.method ?? "GET"} ${p} → ${res.status} ${JSON.stringify(json)}`);
    return { json, ms: performance.now() - started };
  };
  const account = async (name: string) => {
    const email = `${name.toLowerCase().replace(/\W/g, "")}-${randomBytes(3).toString("hex")}@example.com`;
    const password = `Bench-${randomBytes(8).toString("hex")}-Ply`;
    const { json } = await api("/api/user/signup", { method: "POST", body: { name, email, phone: "+91 98765 40000", password } });
    return { id: json.user._id as string, email, password, name };
  };
  const staff = await account("Bench Staff");
  await User.updateOne({ _id: staff.id }, { $set: { role: "owner" } });
  const customer = await account("Regular Carpenter");
  const tokenOf = async (a: { email: string; password: string }) =>
    (await api("/api/user/login", { method: "POST", body: { email: a.email, password: a.password } })).json.token as string;
  // Access tokens live minutes (ACCESS_TOKEN_TTL_SECONDS) and a fill takes longer: signed in again at each size.
  let staffToken = "";
  let customerToken = "";
  const customerSession = { user: { _id: customer.id, name: customer.name, email: customer.email, phone: "+91 98765 40000", role: "user" } };

  const templates = TEMPLATE_ROWS.map((n) => cutList(n));
  const admin = { user: { _id: staff.id, role: "owner" as const, name: "Bench Staff" } };
  let placed = 0;
  let lastGuest: { reference: string; link: string; phone: string } | null = null;
  const requiredBy = new Date(Date.now() + 5.5 * 3600_000 + 7 * 86_400_000).toISOString().slice(0, 10);

  const { Order } = await import("../../models/Order");
  const { withLock } = await import("../../lib/db/lock");
  const book = await import("../../lib/orders/store/book");
  const { orderLock } = await import("../../lib/orders/store/change");
  async function complete(ref: string, paise: number) {
    const doc = await withLock(orderLock(ref), async () => {
      const before = (await Order.findById(ref).lean())!;
      const at = new Date();
      const steps = (["confirmed", "in-production", "ready-for-pickup", "completed"] as const).map((status) => ({
        kind: "status" as const,
        status,
        at,
        byRole: "admin" as const,
        byName: "Bench Staff",
        byId: null,
        reason: "",
        confirmedPaise: status === "confirmed" ? paise : null,
      }));
      const set = { status: "completed" as const, confirmedPaise: paise, history: [...before.history, ...steps] };
      await Order.updateOne({ _id: ref }, { $set: set });
      return { ...before, ...set };
    });
    await book.fileOrder(doc);
  }

  const OPEN_IN_HAND = 50;
  let open: { ref: string; paise: number }[] = [];
  const close = async (ref: string, paise: number) => {
    if (rand() < 0.9) await complete(ref, paise);
    else await store.updateOrder(ref, { status: "cancelled", reason: "Customer changed the design" }, admin);
  };

  async function fill(to: number) {
    const started = Date.now();
    // The orders left open at the last size have been finished since.
    for (const o of open) await close(o.ref, o.paise);
    open = [];
    while (placed < to) {
      const n = placed++;
      // One customer with an account places one order in forty: a full first page (20) at either size.
      const mine = n % 40 === 0;
      const phone = `+91 9${String(800000000 + ((n * 7919) % 199999999)).padStart(9, "0")}`;
      const input = {
        idempotencyKey: randomBytes(16).toString("base64url"),
        cutList: templates[Math.floor(rand() * templates.length) % templates.length],
        boardsBy: pick(["customer", "workshop"] as const),
        pasting: "none" as const,
        fulfilment: "pickup" as const,
        requiredBy,
        site: pick(SITES),
        notes: "",
        guest: mine ? undefined : { name: `${pick(FIRST)} ${pick(LAST)}`, phone, email: "" },
      };
      const actor = mine ? ({ kind: "user", session: customerSession } as never) : ({ kind: "guest" } as const);
      const { order } = await store.createOrder(input as never, actor, "bench");
      if (!mine) lastGuest = { reference: order.reference, link: order.link!, phone };
      // A book's old orders are done (completed or cancelled); the work in hand is the newest fifty, at any size.
      // (Completed in one write here, with its history, where the workshop takes four steps: the same document
      // and lists, sooner.)
      if (to - placed >= OPEN_IN_HAND) await close(order.reference, order.estimate.totalPaise);
      else open.push({ ref: order.reference, paise: order.estimate.totalPaise });
      if (placed % 500 === 0) console.log(`  ${placed} orders (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  }

  const results: Record<string, Record<string, { median: number; p95: number }>> = {};
  for (const size of sizes) {
    console.log(`filling to ${size} orders…`);
    await fill(size);
    staffToken = await tokenOf(staff);
    customerToken = await tokenOf(customer);
    const g = lastGuest!;
    const key = g.link.split("key=")[1];
    const digits = g.phone.replace(/\D/g, "").slice(-10);
    const cases: [string, () => Promise<unknown>][] = [
      ["order by reference (staff)", () => api(`/api/orders/${g.reference}`, { token: staffToken })],
      ["order by guest link", () => api(`/api/orders/${g.reference}?key=${key}`)],
      [
        "placing an order (10 rows, with its idempotency check)",
        () =>
          api("/api/orders", {
            method: "POST",
            body: {
              idempotencyKey: randomBytes(16).toString("base64url"),
              cutList: templates[0],
              boardsBy: "customer",
              fulfilment: "pickup",
              requiredBy,
              guest: { name: "Bench Guest", phone: "+91 90000 11111" },
            },
          }),
      ],
      ["a customer's list (first page)", () => api("/api/orders", { token: customerToken })],
      ["console: first page of orders", () => api("/api/admin/orders", { token: staffToken })],
      ["console: received tab", () => api("/api/admin/orders?status=received", { token: staffToken })],
      ["console: search by phone (10 digits)", () => api(`/api/admin/orders?q=${digits}`, { token: staffToken })],
      ["console: search by phone (last 5 digits)", () => api(`/api/admin/orders?q=${digits.slice(-5)}`, { token: staffToken })],
      ["console: search by name", () => api(`/api/admin/orders?q=${encodeURIComponent("kavitha interiors")}`, { token: staffToken })],
    ];
    results[size] = {};
    for (const [name, run] of cases) {
      await run(); // warm
      const ms: number[] = [];
      for (let i = 0; i < samples; i++) {
        // Requests one at a time, a moment apart (what follows a placed order, its search terms, is done by then).
        await new Promise((r) => setTimeout(r, 250));
        const t = performance.now();
        await run();
        ms.push(performance.now() - t);
      }
      results[size][name] = { median: Math.round(percentile(ms, 50) * 10) / 10, p95: Math.round(percentile(ms, 95) * 10) / 10 };
    }
    placed += samples + 1; // the orders placed by the measurement
  }

  console.log(`\n| Request | ${sizes.map((s) => `${s.toLocaleString("en-IN")} orders: median / p95 (ms)`).join(" | ")} |`);
  console.log(`| --- | ${sizes.map(() => "---").join(" | ")} |`);
  for (const name of Object.keys(results[sizes[0]])) {
    console.log(`| ${name} | ${sizes.map((s) => `${results[s][name].median} / ${results[s][name].p95}`).join(" | ")} |`);
  }
  const out = path.join(root, "bench/results");
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, `order-book-${new Date().toISOString().replace(/[:.]/g, "-")}.json`),
    JSON.stringify({ sizes, samples, results }, null, 2),
  );

  await server.stop();
  const mongoose = (await import("mongoose")).default;
  await mongoose.disconnect();
  await db.stop();
  if (keep) {
    rmSync(keep, { recursive: true, force: true });
    renameSync(dir, keep);
    console.log(`the filled database is kept in ${keep}`);
  } else rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
