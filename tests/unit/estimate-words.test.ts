/**
 * An estimate's lines and remarks carry their keyed words beside their English (issue 52): the two say the same thing
 * (the English rendered from the keys is the English the line stores), and an order stored before the keys were kept
 * reads its English back into the very same keys, so its Tamil page says it as a new order's does. A text that is not
 * one of the forms this code wrote is shown as written, never guessed at.
 */
import { describe, expect, it } from "vitest";
import { SEED_CATALOG } from "@/lib/cutting/list/materials";
import type { CutList, CutListRow } from "@/lib/cutting/list/types";
import { said } from "@/lib/i18n/refusal";
import { inEnglish, refusalText } from "@/lib/i18n/refusal-text";
import { computeEstimate, type Estimate } from "@/lib/orders/estimate";
import { lineWords, paperLineWords, remarkWords, storedLineWords, storedRemarkWords } from "@/lib/orders/estimate-words";
import { TARIFF_ITEMS, type TariffPrices } from "@/lib/orders/tariff-items";
import { shelfLabel } from "@/lib/rack/shelf";
import { taxLines } from "@/lib/money/tax-lines";
import { BUSINESS_EXAMPLE } from "@/lib/business/example";
import { cutRow } from "../fixtures/orders";

const prices: TariffPrices = Object.fromEntries(
  TARIFF_ITEMS.map((i) => [i.key, { paise: i.example, changedAt: "2026-11-01T00:00:00.000Z", example: false }]),
);
const band = { l1: 1, l2: 1, w1: 0.45, w2: 2 } as const;
const list: CutList = {
  saw: { kerf: 4, trim: 10 },
  rows: [
    cutRow({ id: "a", material: "mdf-18", quantity: 2, edges: band, holes: { hingeCups: 2, otherHoles: 4 } }) as CutListRow,
    { id: "b", name: "Top", material: "prelam-mdf-18", length: 720, width: 560, quantity: 1, grain: false, edges: band, note: "" },
  ],
  own: [{ material: "ply-6", length: 900, width: 600, count: 1 }],
};
const sheets = [
  {
    material: "mdf-18",
    sheets: 5,
    boards: [
      {
        kind: "offcut" as const,
        label: "Stored offcut 900 × 600 mm (K7Q2)",
        words: said("boardStoredOffcut", { length: "900", width: "600", id: "K7Q2" }),
        count: 1,
        pricePaise: 500_00,
        offcut: "K7Q2",
      },
      {
        kind: "offcut" as const,
        label: shelfLabel(1900, 1200, "KPW-2026-0042/3/1"),
        words: said("shelfPieceFrom", { length: "1,900", width: "1,200", reference: "KPW-2026-0042" }),
        count: 1,
        pricePaise: 0,
        offcut: "M4T8",
      },
      {
        kind: "own" as const,
        label: "Your board 1200 × 600 mm",
        words: said("boardYours", { length: "1200", width: "600" }),
        count: 1,
        pricePaise: 0,
      },
      { kind: "board" as const, label: "8 × 4 ft", words: "8 × 4 ft", count: 2, pricePaise: 2_000_00 },
    ],
  },
  {
    material: "prelam-mdf-18",
    sheets: 1,
    boards: [{ kind: "board" as const, label: "8 × 4 ft", words: "8 × 4 ft", count: 1, pricePaise: 3_000_00 }],
  },
];
const estimates: Estimate[] = (["hot-press", "contact-adhesive", "none"] as const).flatMap((pasting) =>
  (["workshop", "customer"] as const).map((boardsBy) => computeEstimate(list, sheets, prices, { boardsBy, pasting }, SEED_CATALOG)),
);

/** A board named in both languages (C22) reads back from English as its English name: the seed has no Tamil names. */
const plain = <T>(words: T): T =>
  JSON.parse(JSON.stringify(words), (_k, v) => (v && typeof v === "object" && "en" in v && "ta" in v && Object.keys(v).length === 2 ? v.en : v));

describe("an estimate's keyed words", () => {
  it("say in English exactly what the line and the remark store", () => {
    const lines = estimates.flatMap((e) => e.lines);
    expect(new Set(lines.map((l) => l.said?.key)).size).toBeGreaterThanOrEqual(7);
    for (const l of lines) expect(inEnglish(l.said!)).toBe(l.label);
    const remarks = estimates.flatMap((e) => e.remarks.map((r, i) => [r, e.remarkWords![i]] as const));
    expect(new Set(remarks.map(([, w]) => w.key)).size).toBeGreaterThanOrEqual(3);
    for (const [english, words] of remarks) expect(inEnglish(words)).toBe(english);
  });

  it("are read back from an order stored without them, into the same keys", () => {
    for (const e of estimates) {
      for (const l of e.lines) expect(storedLineWords(l.label), l.label).toEqual(plain(l.said));
      e.remarks.forEach((r, i) => expect(storedRemarkWords(r), r).toEqual(plain(e.remarkWords![i])));
      // As stored before the keys were kept: the English alone.
      const stored = { ...e, lines: e.lines.map((l) => ({ ...l, said: undefined })), remarkWords: undefined };
      expect(stored.lines.map((l) => refusalText(lineWords(l) as never, "ta"))).toEqual(e.lines.map((l) => refusalText(l.said!, "ta")));
      expect(remarkWords(stored)).toEqual(plain(e.remarkWords));
    }
    // An older form of a stored offcut's name, and a shelf piece with no order of origin.
    expect(inEnglish(storedLineWords("Offcut K7Q2 (900 × 600 mm): 18 mm MDF")!)).toBe("Stored offcut 900 × 600 mm (K7Q2): 18 mm MDF");
    expect(refusalText(storedLineWords(`${shelfLabel(800, 600, "")}: 18 mm HDHMR`)!, "ta")).toBe(
      "வொர்க்ஷாப்பில் உள்ள உங்கள் மீதித் துண்டு, 800 × 600 mm: 18 mm HDHMR",
    );
  });

  it("leave a text that is not one of their forms as written", () => {
    expect(storedLineWords("Something the office typed")).toBeNull();
    expect(lineWords({ label: "Something the office typed" })).toBe("Something the office typed");
    expect(storedRemarkWords("Call before delivery.")).toBeNull();
    expect(storedLineWords("Pasting: glue and pray")).toBeNull();
  });

  it("travel onto a tax invoice's lines, which keep their English as issued", () => {
    // A line of nothing (the customer's own piece) is not invoiced.
    const charged = estimates[0].lines.filter((l) => l.amountPaise > 0);
    const totals = taxLines(charged, BUSINESS_EXAMPLE.tax, true);
    expect(totals.lines).toHaveLength(charged.length);
    for (const [i, l] of totals.lines.entries()) {
      expect(l.description).toBe(charged[i].label);
      expect(paperLineWords(l)).toEqual(charged[i].said);
    }
    const nothing = taxLines([], BUSINESS_EXAMPLE.tax, true, 100_00);
    expect(refusalText(paperLineWords(nothing.lines[0]) as never, "ta")).toBe("உறுதி செய்த ஜாப் ஒர்க்");
  });
});
