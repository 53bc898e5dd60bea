/**
 * Issue 52, "tests that read like a reader": every message of every catalogue, in both languages, rendered by
 * next-intl (the one renderer) with the values the site really puts in it: names in both scripts, money from the
 * site's formatter, counts 0, 1 and 5, dates and times from the site's own formatter, every status, station and
 * board name, the city. Then the rules a machine can check: nothing left unfilled, no "1 pieces" or "1 துண்டுகள்",
 * no case ending glued to a Tamil word, no word twice, no "அன்று" twice.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatWhen } from "@/lib/format/date";
import { formatRupees } from "@/lib/format/money";
import { SEED_MATERIALS } from "@/lib/cutting/list/materials";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/islands/en/words.json";
import ta from "@/messages/islands/ta/words.json";

const root = path.resolve(__dirname, "../..");
const read = (p: string) => JSON.parse(readFileSync(path.join(root, p), "utf8")) as Record<string, unknown>;
const WORDS = { en, ta };

function leaves(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** The values each placeholder really takes, in `locale`, by its name (the first is the default for the others). */
function valuesFor(locale: Locale): Record<string, (string | number)[]> {
  const w = WORDS[locale];
  const when = new Date("2026-11-25T09:15:00Z");
  const statuses = Object.values(w.status).map((s) => s.label);
  const stations = Object.values(w.stations).map((s) => s.name);
  const money = [formatRupees(12_500_00), formatRupees(0), formatRupees(4_433_97)];
  const names = ["முருகன் K", "Priya Raman", "Kovai Panel Works"];
  return {
    name: names,
    business: ["Kovai Panel Works"],
    title: ["Kitchen base units", "சமையலறை கேபினெட்"],
    label: locale === "ta" ? ["நீளம்", "போன் நம்பர்"] : ["Length", "Phone number"],
    field: locale === "ta" ? ["நீளம்"] : ["Length"],
    material: SEED_MATERIALS.map((m) => m.label),
    board: SEED_MATERIALS.map((m) => m.label),
    amount: money,
    price: money,
    total: money,
    paid: money,
    status: statuses,
    from: statuses,
    to: statuses,
    station: stations,
    stations: [stations.join(", ")],
    when: [formatWhen(when, locale)],
    date: [formatDate(when, locale)],
    day: [formatDay("2026-12-01", locale)],
    placed: [formatWhen(when, locale)],
    city: [w.site.city],
    cityIn: [w.site.cityIn],
    days: [w.site.days],
    closed: [w.site.closed],
    reference: ["KPW-2026-0042"],
    ref: ["KPW-2026-0042"],
    id: ["EG7V3"],
    year: [2009],
    years: [17],
  };
}

const pageCatalogues = (locale: Locale): [string, Record<string, unknown>][] => [
  [`messages/${locale}.json`, read(`messages/${locale}.json`)],
  ...readdirSync(path.join(root, `messages/islands/${locale}`)).map(
    (f) => [`messages/islands/${locale}/${f}`, read(`messages/islands/${locale}/${f}`)] as [string, Record<string, unknown>],
  ),
];

const COUNT_NAMES = ["n", "count", "parts", "pieces", "sheets", "boards", "holes", "rows", "cuts", "more", "of", "done"];

/**
 * The counts a message can really be filled with. A form chosen by the code for one or for many (a `.one`/`.other`
 * pair of a catalogue; a server refusal written "{n} part" beside "{n} parts") only ever gets its own counts.
 */
function countsFor(key: string, english: string): number[] {
  if (/(\.one|One)$/.test(key)) return [1];
  if (/(\.other|Many)$/.test(key)) return [5, 0];
  const [, first, second] = english.match(/\{n\} (\w+)(?: (\w+))?/) ?? [];
  const noun = /^(other|more|whole|full)$/.test(first ?? "") ? second : first;
  if (noun && /^(piece|part|sheet|board|hole|row|cut)$/.test(noun)) return [1];
  if (noun && /^(pieces|parts|sheets|boards|holes|rows|cuts)$/.test(noun)) return [5, 0];
  return [5, 0, 1];
}

/** Every message rendered once per realistic value of each placeholder (the others at their first value). */
function renderings(
  locale: Locale,
  messages: Record<string, unknown>,
  englishOf: (key: string) => string = () => "",
): { key: string; text: string }[] {
  const all = valuesFor(locale);
  const out: { key: string; text: string }[] = [];
  for (const [key, message] of leaves(messages)) {
    const counts = countsFor(key, englishOf(key));
    const values = { ...all, ...Object.fromEntries(COUNT_NAMES.map((c) => [c, counts])) };
    const names = [...new Set([...message.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]))];
    const tags = Object.fromEntries([...message.matchAll(/<(\w+)>/g)].map((m) => [m[1], (chunks: string) => chunks]));
    const base = Object.fromEntries(names.map((p) => [p, values[p]?.[0] ?? `${p.length}2`]));
    const variants = [base, ...names.flatMap((p) => (values[p] ?? []).slice(1).map((v) => ({ ...base, [p]: v })))];
    for (const v of variants) {
      try {
        // One message at a time: a catalogue's key may hold a dot ("holes.hingeCups", a field's path).
        const t = createTranslator({ locale, messages: { m: message } });
        out.push({ key, text: t.markup("m", { ...v, ...tags } as never) });
      } catch (err) {
        out.push({ key, text: `RENDER FAILED ${(err as Error).message.slice(0, 60)}` });
      }
    }
  }
  return out;
}

const TAMIL = "\\u0B80-\\u0BFF";
const HYPHEN_GLUED = new RegExp(`[${TAMIL}]-(ல்|இல்|ஆல்|க்கு|ஐ|இன்|உடன்)(?![${TAMIL}])`);
const DOUBLED_WORD = new RegExp(`(^|\\s)([${TAMIL}]{2,})\\s+\\2(?=\\s|[.,:;!?]|$)`);
/** Said twice on purpose: "வளர வளர" (as it grew and grew). */
const REDUPLICATIONS = ["வளர வளர"];
const ONE_MANY_TA = /(?<![\d,.])1 (துண்டுகள்|பாகங்கள்|ஷீட்கள்|போர்டுகள்|துளைகள்|வரிகள்|நாட்கள்|ஆர்டர்கள்)/;
const ONE_MANY_EN = /(?<![\d,.])1 (pieces|parts|sheets|boards|holes|rows|days|orders|cuts|times|leftovers|offcuts)\b/;
const MANY_ONE_EN = /(?<![\d,.])(0|5) (piece|part|sheet|board|hole|row|day|order|cut|leftover|offcut)\b(?!s)/;

const problemsOf = (locale: Locale, rendered: { key: string; text: string }[]) =>
  rendered.flatMap(({ key, text }) => {
    const found: string[] = [];
    if (/RENDER FAILED|[{}]/.test(text)) found.push("left unfilled");
    if (locale === "ta") {
      if (HYPHEN_GLUED.test(text)) found.push("case ending glued with a hyphen");
      if (DOUBLED_WORD.test(REDUPLICATIONS.reduce((t, r) => t.replaceAll(r, ""), text))) found.push("a word twice");
      if ((text.match(/அன்று/g) ?? []).length > 1) found.push("அன்று twice");
      if (ONE_MANY_TA.test(text)) found.push("1 with a plural");
    } else {
      if (ONE_MANY_EN.test(text)) found.push("1 with a plural");
      if (MANY_ONE_EN.test(text)) found.push("0 or 5 with a singular");
    }
    return found.map((f) => `${key}: ${f}: ${text.slice(0, 120)}`);
  });

describe.each(["en", "ta"] as const)("every %s message, as read", (locale) => {
  it.each(pageCatalogues(locale))("%s", (_file, messages) => {
    expect(problemsOf(locale, renderings(locale, messages))).toEqual([]);
  });
});

it("finds the slips it looks for (a test that cannot fail is no test)", () => {
  const bad = { a: "{n} pieces", b: "{when} அன்று வந்தது", c: "{label}-ல் பிழை" };
  expect(problemsOf("en", renderings("en", { a: bad.a }))).toEqual([expect.stringContaining("1 with a plural")]);
  expect(problemsOf("ta", renderings("ta", { b: bad.b, c: bad.c })).map((p) => p.split(": ")[1])).toEqual(
    expect.arrayContaining(["அன்று twice", "case ending glued with a hyphen"]),
  );
});
