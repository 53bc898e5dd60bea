/**
 * Issue 41: every Tamil template, filled as a customer reads it, follows two simple rules: no case ending glued to
 * a Tamil word with a hyphen ("பெயர்-ல்" → write "பெயர்: …" or the joined form), and no word said twice in a row
 * ("… நாள் தேவை" after "தேவைப்படும்" was one). The server's refusals are filled with Tamil labels and numbers.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const read = (p: string) => JSON.parse(readFileSync(path.join(root, p), "utf8")) as Record<string, unknown>;

function leaves(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** Filled as a page or the server fills it: labels and names in Tamil, counts and sizes in digits. */
const fillTamil = (t: string) =>
  t
    .replace(/\{label\}/g, "பெயர்")
    .replace(/\{material\}/g, "18 mm MDF")
    .replace(/\{(name|site|reason|business|place|title)\}/g, "முருகன்")
    .replace(/\{[a-zA-Z]+\}/g, "12")
    .replace(/<\/?[a-z]+>/g, "");

const HYPHEN_GLUED = /[\u0B80-\u0BFF]-(ல்|இல்|ஆல்|க்கு|ஐ|இன்|உடன்)(?![\u0B80-\u0BFF])/;
const DOUBLED = /(^|\s)([\u0B80-\u0BFF]{2,})\s+\2(?=\s|[.,:;!?]|$)/;
/** Said twice on purpose: "வளர வளர" (as it grew and grew). */
const REDUPLICATIONS = ["வளர வளர"];

const catalogues: [string, [string, string][]][] = [
  ["messages/ta.json", leaves(read("messages/ta.json"))],
  ["messages/sheets/ta.json", leaves(read("messages/sheets/ta.json"))],
  ...readdirSync(path.join(root, "messages/islands/ta")).map(
    (f) => [`messages/islands/ta/${f}`, leaves(read(`messages/islands/ta/${f}`))] as [string, [string, string][]],
  ),
  // No Tamil is written in code (tests/unit/no-tamil-in-code.test.ts): the services, the gallery and the
  // vocabulary are in the island catalogues above.
];

/** The glossary's "Do not write" column (docs/GLOSSARY-TAMIL.md, "One form per term"). */
const AVOID = (() => {
  const glossary = readFileSync(path.join(root, "docs/GLOSSARY-TAMIL.md"), "utf8");
  const section = glossary.slice(glossary.indexOf("## One form per term"));
  const rows = section.split("\n").filter((l) => /^\|/.test(l) && !/^\|\s*-/.test(l));
  return rows.slice(1).map((l) => l.split("|")[1].trim());
})();

/** A hard consonant after இந்த/அந்த/எந்த, the dative -க்கு, the adverb -ஆக or an infinitive -க்க/-ய்ய, not doubled. */
const UNDOUBLED = /(?<![\u0B80-\u0BFF])(இந்த|அந்த|எந்த|[\u0B80-\u0BFF]*(?:க்கு|ாக|க்க|ய்ய)) [கசதப](?=[\u0B80-\u0BFF])/;

it("the glossary's table of forms not to use is read", () => {
  expect(AVOID).toContain("லிஸ்டை");
  expect(AVOID.length).toBeGreaterThan(5);
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe.each(catalogues)("%s, filled", (_name, messages) => {
  it("uses the glossary's form of each term", () => {
    // Placeholders ({trim}) and a select's cases (`trim {…}`) are names, not words.
    // A form is found as itself, not as the start of another letter: "செய்க" is not in "செய்கிறது" (கி ≠ க).
    const has = (text: string, form: string) => new RegExp(`${escapeRegExp(form)}(?![\u0BBE-\u0BCD\u0BD7])`).test(text);
    const found = messages.flatMap(([k, m]) =>
      AVOID.filter((a) => has(m.replace(/\{[a-zA-Z]+\}/g, "").replace(/[\w=]+ (?=\{)/g, ""), a)).map((a) => `${k}: ${a}`),
    );
    expect(found).toEqual([]);
  });
  it("doubles the hard consonant where Tamil doubles it (இந்தப் போனில், -க்குச் சமம்)", () => {
    expect(messages.filter(([, m]) => UNDOUBLED.test(m)).map(([k, m]) => `${k}: ${m.match(UNDOUBLED)![0]}`)).toEqual([]);
  });
  it("glues no case ending to a Tamil word with a hyphen", () => {
    expect(messages.filter(([, m]) => HYPHEN_GLUED.test(fillTamil(m))).map(([k, m]) => `${k}: ${fillTamil(m)}`)).toEqual([]);
  });
  it("says no word twice in a row", () => {
    const doubled = messages.filter(([, m]) => DOUBLED.test(REDUPLICATIONS.reduce((t, r) => t.replaceAll(r, ""), fillTamil(m))));
    expect(doubled.map(([k, m]) => `${k}: ${fillTamil(m)}`)).toEqual([]);
  });
});
