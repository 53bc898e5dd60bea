/**
 * One syntax, one result (issue 52): every message of every catalogue (the server's, rendered by next-intl, and each
 * island's, rendered by lib/i18n/template.ts) is ICU MessageFormat, and the islands' renderer gives exactly what
 * next-intl gives for it, with realistic values: counts 0, 1 and 5 for every plural, every select's cases, a name, a
 * sum of money, a date. A message next-intl cannot parse fails here too. The plain messages also through fillPlain
 * (lib/i18n/plain.ts), the home page's light renderer.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { fillPlain } from "@/lib/i18n/plain";
import { fill } from "@/lib/i18n/template";

type Tree = { [key: string]: string | Tree };
const root = path.resolve(__dirname, "../..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Tree;

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [[prefix ? `${prefix}.${k}` : k, v] as [string, string]] : leaves(v, prefix ? `${prefix}.${k}` : k),
  );
}

/** The arguments of a message: plain ones, and the counted (plural) and chosen (select) ones with their cases. */
function argumentsOf(message: string) {
  const plain = new Set<string>();
  const plural = new Set<string>();
  const select = new Map<string, string[]>();
  for (const m of message.matchAll(/\{(\w+)(?:\s*,\s*(plural|select)\s*,)?/g)) {
    if (m[2] === "plural") plural.add(m[1]);
    else if (m[2] === "select")
      select.set(
        m[1],
        [...message.slice(m.index).matchAll(/(\w+)\s*\{/g)].map((c) => c[1]),
      );
    else plain.add(m[1]);
  }
  for (const p of [...plural, ...select.keys()]) plain.delete(p);
  return { plain, plural, select };
}

const SAMPLE: Record<string, string> = { name: "முருகன் K", amount: "₹12,500.00", date: "25 நவம்பர், 2026", reference: "KPW-2026-0042" };

const catalogues = [
  ...(["en", "ta"] as const).map((l) => [`messages/${l}.json`, l] as const),
  ...readdirSync(path.join(root, "messages/islands/en")).flatMap((f) =>
    (["en", "ta"] as const).map((l) => [`messages/islands/${l}/${f}`, l] as const),
  ),
];

describe.each(catalogues)("%s", (file, locale) => {
  const tree = read(file);
  it("renders every message exactly as next-intl does", () => {
    const t = createTranslator({ locale, messages: tree as never });
    const wrong: string[] = [];
    for (const [key, message] of leaves(tree)) {
      if (!message.includes("{")) continue;
      const { plain, plural, select } = argumentsOf(message);
      const base: Record<string, string | number> = Object.fromEntries([...plain].map((p) => [p, SAMPLE[p] ?? `«${p}»`]));
      const choices = [...select].map(([k, cases]) => cases.map((c) => [k, c] as const));
      for (const n of plural.size ? [0, 1, 5] : [0]) {
        for (const pick of choices.length ? choices[0] : [null]) {
          const values = { ...base, ...Object.fromEntries([...plural].map((p) => [p, n])), ...(pick ? { [pick[0]]: pick[1] } : {}) };
          const tags = Object.fromEntries([...message.matchAll(/<(\w+)>/g)].map((m) => [m[1], (chunks: string) => `<${m[1]}>${chunks}</${m[1]}>`]));
          let theirs: string;
          try {
            theirs = t.markup(key as never, { ...values, ...tags } as never);
          } catch (err) {
            wrong.push(`${key}: next-intl cannot render it (${(err as Error).message.slice(0, 80)})`);
            continue;
          }
          const ours = fill(message, values, locale);
          if (ours !== theirs) wrong.push(`${key} ${JSON.stringify(values)}: ours "${ours}" next-intl "${theirs}"`);
          // The home page's light renderer, for the messages it can take: plain arguments only.
          if (!plural.size && !select.size) {
            const light = fillPlain(message, values);
            if (light !== theirs) wrong.push(`${key} ${JSON.stringify(values)}: fillPlain "${light}" next-intl "${theirs}"`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("the islands' renderer", () => {
  it("counts in the locale's plural rules, with # as the number", () => {
    const m = "{n, plural, =0 {no piece} one {# piece} other {# pieces}}";
    expect([0, 1, 5, 1234].map((n) => fill(m, { n }))).toEqual(["no piece", "1 piece", "5 pieces", "1,234 pieces"]);
    expect(fill("{n, plural, one {# துண்டு} other {# துண்டுகள்}}", { n: 1 }, "ta")).toBe("1 துண்டு");
    expect(fill("{kind, select, pickup {I will collect} other {Deliver}}", { kind: "pickup" })).toBe("I will collect");
    expect(fill("{a} and {b}", { a: "x" })).toBe("x and {b}");
  });
});
