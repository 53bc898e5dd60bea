/**
 * The two languages (issue 20, docs/LANGUAGES.md): every English message has a Tamil one and nothing else, with the
 * same placeholders and tags; a Tamil page exists for every twin the site announces; the proxy sees every English
 * page with a twin (to send a visitor who chose Tamil there).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";
import { englishPath, localeOf, localHref, localePath, TAMIL_PAGES, twinOf } from "@/lib/i18n/locales";
import { languageAlternates } from "@/lib/seo/metadata";
import { localSite } from "@/lib/i18n/site-facts";
import { site } from "../fixtures/seed-site";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

/**
 * The arguments (`{name}`, and `{n, plural, …}` or `{x, select, …}` once) and `<tag>` names of an ICU message,
 * sorted. A plural's or select's cases are read as messages of their own, so their words (`one {sheet}`) are not
 * taken for arguments.
 */
function placeholders(message: string): string[] {
  const found = new Set<string>([...message.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`));
  const read = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      if (text[i] !== "{") continue;
      const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*,?)?/.exec(text.slice(i));
      if (!head) continue;
      found.add(head[1]);
      let j = i + head[0].length;
      if (!head[2]) {
        j = text.indexOf("}", j);
        i = j < 0 ? text.length : j;
        continue;
      }
      // The cases: `key {body}` until the argument's own closing brace.
      while (j < text.length && text[j] !== "}") {
        const open = text.indexOf("{", j);
        const close = text.indexOf("}", j);
        if (open < 0 || close < open) break;
        let depth = 0;
        let k = open;
        for (; k < text.length; k++) {
          if (text[k] === "{") depth++;
          else if (text[k] === "}" && --depth === 0) break;
        }
        read(text.slice(open + 1, k));
        j = k + 1;
        while (/\s/.test(text[j] ?? "")) j++;
      }
      i = j;
    }
  };
  read(message);
  return [...found].sort();
}

const root = path.resolve(__dirname, "../..");

/** The server's catalogue (messages/<locale>.json) and each client island's (messages/islands/<locale>/<island>.json). */
const islandsDir = path.resolve(__dirname, "../../messages/islands");
const catalogues: [string, Tree, Tree][] = [
  ["messages", en as Tree, ta as Tree],
  ...readdirSync(path.join(islandsDir, "en")).map((file): [string, Tree, Tree] => [
    `islands/${file}`,
    JSON.parse(readFileSync(path.join(islandsDir, "en", file), "utf8")) as Tree,
    JSON.parse(readFileSync(path.join(islandsDir, "ta", file), "utf8")) as Tree,
  ]),
];

describe.each(catalogues)("%s", (name, enTree, taTree) => {
  const english = leaves(enTree);
  const tamil = leaves(taTree);

  it("every English message has a Tamil one, and Tamil has no key English lacks", () => {
    expect([...english.keys()].filter((k) => !tamil.has(k))).toEqual([]);
    expect([...tamil.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it("each Tamil message has the English one's placeholders and tags, and is not left empty", () => {
    for (const [key, message] of english) {
      const other = tamil.get(key) ?? "";
      expect(placeholders(other), key).toEqual(placeholders(message));
      expect(other.trim(), key).not.toBe("");
    }
  });

  it("the Tamil messages are in Tamil (but for the few that are names, or speak to an English reader)", () => {
    const notTamil = [...tamil].filter(([, m]) => !/[\u0B80-\u0BFF]/.test(m)).map(([k]) => `${name}:${k}`);
    expect(notTamil.sort()).toEqual(NOT_TAMIL.filter((k) => k.startsWith(`${name}:`)).sort());
  });
});

it("every island has both languages", () => {
  expect(readdirSync(path.join(islandsDir, "ta")).sort()).toEqual(readdirSync(path.join(islandsDir, "en")).sort());
});

/** Messages that stay in Latin letters on Tamil pages: names, and words for an English reader. */
const NOT_TAMIL = [
  "messages:Chrome.language.offer.decline",
  // The papers' number, code and GSTIN headings, and a reference with its date, are written as on every bill.
  "messages:Papers.againstInvoiceValue",
  "messages:Papers.columns.code",
  "messages:Papers.columns.number",
  "messages:Papers.gstin",
  "messages:Chrome.language.switch",
  "messages:Contact.whatsapp",
  // Joiners of pieces that are themselves in Tamil: a list ("{first}, {rest}") and a field's name before its check.
  "messages:Said.boardCount",
  "messages:Said.fieldPrefixed",
  "messages:Said.lineOffcut",
  "messages:Said.listAnd",
  "messages:Said.listComma",
  "messages:Said.listPlus",
  "messages:Said.listSemicolon",
  // The seed boards whose names are their trade names, said the same in Tamil (MDF, HDHMR).
  "messages:SeedBoards.hdhmr_18",
  "messages:SeedBoards.mdf_12",
  "messages:SeedBoards.mdf_18",
  "messages:SeedBoards.mdf_6",
  // Punctuation around two counts that are themselves in Tamil.
  "islands/account.json:orders.partsSheets",
  "islands/order.json:messages.toWorkshop.counts",
  "islands/cutlist.json:row.summary.holes",
  // Each language by its own name: English is "English" on a Tamil page too.
  "islands/words.json:languageNames.en",
  // UPI is its name in every language.
  "islands/words.json:paymentMode.upi",
  // Units, GST and the GSTIN are written as on every bill.
  "islands/cutlist.json:words.mm",
  "islands/order.json:estimate.units.metre",
  "islands/order.json:estimate.gst",
  "islands/order.json:form.gstin",
  "islands/order.json:billing.registered",
  // Punctuation around words that are themselves in Tamil (a status, a name and a role).
  "islands/order.json:history.by",
  "islands/order.json:history.confirmedAt",
];

describe("addresses", () => {
  it("a Tamil page's address is its English one under /ta, and back", () => {
    expect(localePath("ta", "/contact")).toBe("/ta/contact");
    expect(localePath("ta", "/")).toBe("/ta");
    expect(localePath("en", "/contact")).toBe("/contact");
    expect(englishPath("/ta/contact")).toBe("/contact");
    expect(englishPath("/ta")).toBe("/");
    expect(localeOf("/ta/contact")).toBe("ta");
    expect(localeOf("/tables")).toBe("en");
  });

  it("only pages with a twin switch language, and the twin of a twin is the page", () => {
    expect(twinOf("/contact")).toEqual({ locale: "ta", path: "/ta/contact" });
    expect(twinOf("/ta/contact")).toEqual({ locale: "en", path: "/contact" });
    expect(twinOf("/cut-list")).toEqual({ locale: "ta", path: "/ta/cut-list" });
    expect(twinOf("/orders/KPW-2026-0042")).toEqual({ locale: "ta", path: "/ta/orders/KPW-2026-0042" });
    expect(twinOf("/ta/orders/KPW-2026-0042")).toEqual({ locale: "en", path: "/orders/KPW-2026-0042" });
    expect(twinOf("/orders/")).toBeNull();
    expect(twinOf("/admin/orders")).toBeNull();
    expect(localHref("ta", "/orders/KPW-2026-0042?key=abc")).toBe("/ta/orders/KPW-2026-0042?key=abc");
    expect(localHref("en", "/orders/KPW-2026-0042?key=abc")).toBe("/orders/KPW-2026-0042?key=abc");
    expect(localHref("ta", "/admin")).toBe("/admin");
  });

  it("every announced twin has its page under app/ta, and hreflang names both ways with English as x-default", () => {
    for (const page of TAMIL_PAGES) {
      expect(existsSync(path.join(root, "app/ta", page, "page.tsx")), page).toBe(true);
      expect(languageAlternates(page)).toEqual({ "en-IN": page, ta: localePath("ta", page), "x-default": page });
    }
    expect(languageAlternates("/admin/orders")).toBeUndefined();
  });

  it("the proxy runs on every English page with a twin (it sends a visitor who chose Tamil there)", () => {
    const proxy = readFileSync(path.join(root, "proxy.ts"), "utf8");
    const matcher = /matcher:\s*\[([^\]]*)\]/.exec(proxy)?.[1] ?? "";
    for (const page of TAMIL_PAGES) expect(matcher).toContain(`"${page}"`);
  });
});

describe("business facts in the page's language (lib/i18n/site-facts.ts)", () => {
  it("English pages write lib/site/site.ts's facts as they are; Tamil pages their Tamil forms, in Tamil script", () => {
    expect(localSite("en")).toEqual({
      city: site.city,
      cityIn: `in ${site.city}`,
      days: site.openingHours.days,
      closed: site.openingHours.closed,
      banner: site.banner,
    });
    for (const fact of Object.values(localSite("ta"))) expect(fact).toMatch(/[\u0B80-\u0BFF]/);
  });
});
