/**
 * The server's refusals, keyed (issue 52: "the server's refusals carry a key and values, not English to be translated
 * by pattern"). Every key of `Refusals` in messages/en.json renders in both languages with realistic values from every
 * source (counts 0, 1 and 5, a sum of money, every status, every station, every permission, every paper), leaves no
 * placeholder and no key behind, reads Tamil in Tamil; every key is used by the code and every key the code names
 * exists (the type admits no other); and the English is the English the API said before it was keyed.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";
import { PERMISSIONS } from "@/vocabulary/roles";
import { refusalFor } from "@/lib/auth/permission-refusal";
import { joined, refusal, said, type RefusalKey, type RefusalValue, type SaidKey } from "@/lib/i18n/refusal";
import { FIELDS, fieldLabel } from "@/lib/i18n/field";
import { refusalInEnglish, refusalText } from "@/lib/i18n/refusal-text";
import { LOCALES } from "@/lib/i18n/locales";
import { ORDER_STATUSES } from "@/lib/orders/status";
import { DEFAULT_STATIONS, stationInRefusal } from "@/lib/production/stations";

/** The server's refusals and lib's keyed words (`Said`): one shape, one renderer, one key in one namespace only. */
const KEYS = [...Object.keys(en.Refusals), ...Object.keys(en.Said)] as (RefusalKey | SaidKey)[];
const messageOf = (key: RefusalKey | SaidKey): string => (en.Refusals as Record<string, string>)[key] ?? (en.Said as Record<string, string>)[key];
const root = path.resolve(__dirname, "../..");
const TAMIL = /[\u0B80-\u0BFF]/;

/** The choices of each `{name, select, …}` in a message, by name. */
function selects(message: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of message.matchAll(/\{(\w+), select, /g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const body: string[] = [];
    let cur = "";
    for (; i < message.length && depth > 0; i++) {
      const c = message[i];
      if (c === "{") depth++;
      if (c === "}") depth--;
      if (depth === 1 && c === "{") body.push(cur.trim());
      if (depth === 1 && c !== "{" && c !== "}") cur += c;
      if (c === "}" && depth === 1) cur = "";
    }
    out.set(
      m[1],
      body.filter((k) => k !== "other"),
    );
  }
  return out;
}

const STATIONS = DEFAULT_STATIONS.map(stationInRefusal);

const COUNTS = [0, 1, 5, 2000];
const MONEY = ["₹12,500.00"];
const ORDER = ["KPW-2026-0042"];
const STATUSES = ORDER_STATUSES.map((status) => ({ status }));

/** Realistic values of each argument, by its name. */
const SAMPLES: Record<string, RefusalValue[]> = {
  n: COUNTS,
  kb: COUNTS,
  max: COUNTS,
  min: [300],
  amount: MONEY,
  before: MONEY,
  value: MONEY,
  threshold: MONEY,
  ref: ORDER,
  order: ORDER,
  number: ["KPW/26-27/0001"],
  status: STATUSES,
  from: STATUSES,
  to: STATUSES,
  station: STATIONS,
  stations: ["cut, band"],
  name: ["Shutter L"],
  why: [refusal("pieceLacks", { needs: "bands" }), refusal("pieceLacks", { needs: "holes" })],
  who: ["Murugan K", refusal("someone")],
  what: [...PERMISSIONS.map((p) => refusal("permissionWords", { what: p.replace(/\./g, "_") })), said("boardYours", { length: "900", width: "600" })],
  date: ["2026-11-25"],
  id: ["OC-0042"],
  piece: ["3/2"],
  pieces: ["OC-0042, OC-0043"],
  batch: ["B-2026-0007"],
  label: FIELDS.map(fieldLabel),
  edge: ["L1", "W2"],
  list: ["0.45, 0.8, 1, 2", "18 mm MDF, 12 mm plywood"],
  material: ["18 mm MDF"],
  sum: ["2440 − 2 × 10 = 2420 mm"],
  length: ["2420"],
  width: ["1200"],
  step: [said("stepPartAdded", { n: "3" }), "3 rows pasted"],
  fields: [
    said("stepField", { field: "length" }),
    joined([said("stepField", { field: "name" }), said("stepField", { field: "edges" })], "listComma"),
  ],
  message: [refusal("fieldRequired", { label: fieldLabel("length") })],
  first: ["Shutter L", said("hingeCups", { n: 2 })],
  rest: ["Shutter R", said("otherHoles", { n: 4 })],
  kind: ["trim", "rip", "cross"],
  at: ["y = 570"],
  span: ["x 10 → 2430"],
  run: ["A"],
  thickness: ["18"],
  code: ["29", "99"],
  board: ["8 × 4 ft", said("boardYours", { length: "1200", width: "600" })],
  reference: ["KPW-2026-0042"],
  boards: [joined([said("boardCount", { n: "2", board: "8 × 4 ft" }), said("boardCount", { n: "1", board: "6 × 4 ft" })], "listAnd")],
  state: ["33"],
  usable: ["2420 × 1200 mm", said("usableTrimmed", { usable: "2420 × 1200 mm", sheet: "2440 × 1220 mm", trim: "10 mm" })],
  sheet: ["2440 × 1220 mm"],
  trim: ["10 mm"],
  sizes: ["2420 × 1200 mm, 1820 × 1200 mm"],
  reason: [said("stockEmpty"), said("tooLargeStock", { usable: said("usableAfterTrimming", { sizes: "2420 × 1200 mm" }) })],
  roles: ["owner, office, floor, user"],
  owner: ["Murugan K"],
  materials: ["18 mm MDF"],
  month: ["November 2026"],
  day: ["2026-12-14"],
  detail: ["this is a top-10 common password", "the plan has no cuts"],
};

/** Realistic values for an argument: a select's every case, a plural's counts, else its sample (a marker if none). */
function samples(name: string, message: string): RefusalValue[] {
  const chosen = selects(message).get(name);
  if (chosen) return [...chosen, "anything-else"];
  if (message.includes(`{${name}, plural`)) return [0, 1, 5];
  return SAMPLES[name] ?? [`«${name}»`];
}

/** Each message rendered once per sample of each argument (the others at their first sample). */
function renderings(key: RefusalKey | SaidKey) {
  const message = messageOf(key);
  const names = [...new Set([...message.matchAll(/\{(\w+)/g)].map((m) => m[1]))];
  const base = Object.fromEntries(names.map((n) => [n, samples(n, message)[0]]));
  const sets = [base, ...names.flatMap((n) => samples(n, message).map((v) => ({ ...base, [n]: v })))];
  return sets.map((values) => ({ key, values }));
}

describe("the refusals' catalogue", () => {
  it("has every key in both languages, each in one namespace", () => {
    expect([...Object.keys(ta.Refusals), ...Object.keys(ta.Said)].sort()).toEqual([...KEYS].sort());
    expect(new Set(KEYS).size).toBe(KEYS.length);
  });

  it("says every field by its name in both languages, none as the select's fallback", () => {
    for (const field of FIELDS) {
      expect(refusalText(fieldLabel(field), "en"), field).not.toBe("This field");
      expect(refusalText(fieldLabel(field), "ta"), field).not.toBe(ta.Refusals.fieldName.match(/other \{([^}]*)\}/)![1]);
    }
  });

  it.each(LOCALES)("renders every refusal in %s with realistic values, leaving nothing unfilled", (locale) => {
    const wrong: string[] = [];
    for (const key of KEYS)
      for (const r of renderings(key)) {
        const text = refusalText(r, locale);
        if (!text.trim() || /[{}«»]|Refusals\./.test(text)) wrong.push(`${key}: ${text}`);
        // A joiner ("{first}, {rest}") has no words of its own: its pieces are in Tamil when they are words.
        const ownWords = TAMIL.test((ta.Refusals as Record<string, string>)[key] ?? (ta.Said as Record<string, string>)[key]);
        if (locale === "ta" && ownWords && !TAMIL.test(text)) wrong.push(`${key} is not Tamil: ${text}`);
        if (locale === "en" && TAMIL.test(text)) wrong.push(`${key} has Tamil in English: ${text}`);
      }
    expect(wrong).toEqual([]);
  });

  it("says statuses and stations by name in the caller's language, never by id", () => {
    const moved = refusal("cannotMove", { from: { status: "in-production" }, to: { status: "ready-for-pickup" } });
    expect(refusalText(moved, "en")).toBe("An order that is in production cannot become ready for pickup.");
    expect(refusalText(moved, "ta")).not.toMatch(/in-production|ready-for-pickup|[a-z]{3}/);
    const skipped = refusal("pieceSkipsStation", { name: "Shutter L", station: STATIONS[0] });
    expect(refusalText(skipped, "ta")).toContain(DEFAULT_STATIONS[0].nameTamil);
  });

  it("says in English what the API said before it was keyed", () => {
    expect(refusalInEnglish(refusalFor("tariff.manage"))).toBe("Only the owner can change the tariff.");
    expect(refusalInEnglish(refusal("noPaperYet", { kind: "creditNote" }))).toBe("This order has no credit note yet.");
    expect(refusalInEnglish(refusal("storeFull", { n: 300 }))).toBe(
      "The store holds 300 pieces, its most: discard pieces that are no longer worth keeping first.",
    );
    expect(refusalInEnglish(refusal("orderNoLongerScanned", { ref: "KPW-2026-0042", status: { status: "completed" } }))).toBe(
      "Order KPW-2026-0042 is completed: its pieces are no longer scanned.",
    );
    expect(refusalInEnglish(refusal("invalidId", { what: "user" }))).toBe("Invalid user id");
  });

  it("names who may for every permission, in both languages", () => {
    for (const p of PERMISSIONS) {
      expect(refusalInEnglish(refusalFor(p)), p).toMatch(/^Only the owner(, the office)?( or the (office|floor))? can [a-z]/);
      expect(refusalText(refusalFor(p), "ta"), p).not.toMatch(/do this|[{}]/);
    }
  });
});

describe("the code and the catalogue", () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const file = path.join(dir, f);
      return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(f) ? [readFileSync(file, "utf8")] : [];
    });
  const code = ["lib", "app", "components"].flatMap((d) => sources(path.join(root, d))).join("\n");

  it("uses every key of the catalogue", () => {
    expect(KEYS.filter((k) => !code.includes(`"${k}"`))).toEqual([]);
  });

  it("builds no HttpError from English: every refusal is keyed", () => {
    const httpError =
      /new (?:Http|Validation|BadRequest|Unauthorized|Forbidden|NotFound|Conflict|PayloadTooLarge|UnsupportedMediaType|TooManyRequests|ServiceUnavailable)Error\(\s*(?:\d+,\s*)?[`"]/g;
    expect(code.match(httpError) ?? []).toEqual([]);
  });
});
