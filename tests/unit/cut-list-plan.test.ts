/**
 * The cut list's pure logic: grouping rows into one optimiser input per
 * material, edge band running metres, the editor's checks (errors in words)
 * and the WhatsApp summary.
 */
import { describe, expect, it } from "vitest";
import { verifyPlan } from "@/lib/cutting/engine/verify";
import { bandMetres } from "@/lib/cutting/list/bands";
import { checkDraft } from "@/lib/cutting/list/check";
import { emptyRow, fitError, parseNumber, type DraftRow } from "@/lib/cutting/list/draft";
import { SEED_CATALOG, materialIn } from "@/lib/cutting/list/materials";
import { planInputsByMaterial } from "@/lib/cutting/list/plan-inputs";
import { planInput } from "@/lib/cutting/list/plan-input";
import { MAX_SHARE_CHARS, shareSummary } from "@/lib/cutting/list/share";
import { listFromFragment, listLink, MAX_LINK_CHARS } from "@/lib/cutting/list/share-link";
import type { CutList, CutListRow } from "@/lib/cutting/list/types";
import en from "@/messages/islands/en/cutlist.json";
import ta from "@/messages/islands/ta/cutlist.json";
import { partWords } from "@/lib/cutting/list/sheet-text";
import { messagesIn } from "@/lib/i18n/server-messages";
import { inEnglish } from "@/lib/i18n/refusal-text";

const ENGLISH = { text: en.share, partWord: en.words.part, say: messagesIn("en") };

const NONE = { l1: null, l2: null, w1: null, w2: null } as const;
function row(id: string, material: string, length: number, width: number, quantity = 1, extra: Partial<CutListRow> = {}): CutListRow {
  return { id, name: id, material, length, width, quantity, grain: false, edges: { ...NONE }, note: "", ...extra };
}

describe("planInputsByMaterial", () => {
  const list: CutList = {
    saw: { kerf: 3, trim: 5 },
    rows: [
      row("a", "mdf-18", 720, 560, 2, { grain: true }),
      row("b", "ply-6", 700, 400),
      row("c", "bwp-ply-18", 600, 300, 4),
      row("d", "mdf-18", 300, 300, 1, { name: "  " }),
    ],
  };
  const groups = planInputsByMaterial(list, SEED_CATALOG);

  it("makes one input per material, in the board list's order, rows kept in list order", () => {
    expect(groups.map((g) => g.material.id)).toEqual(["bwp-ply-18", "mdf-18", "ply-6"]);
    expect(groups[1].rows.map((r) => r.id)).toEqual(["a", "d"]);
  });

  it("takes the sheet from the material, and kerf and trim from the workshop's saw, never the list's (issue 36)", () => {
    // The list says kerf 3, trim 5; the seed catalog has no saw of its own: the defaults, 4 and 10.
    for (const g of groups) {
      const m = materialIn(SEED_CATALOG, g.material.id)!;
      expect("sheet" in g.input && g.input.sheet).toEqual({ length: m.boards[0].length, width: m.boards[0].width, trim: 10 });
      expect(g.input.kerf).toBe(4);
    }
    const set = planInputsByMaterial(list, { ...SEED_CATALOG, saw: { kerf: 3.2, trim: 0 } });
    expect(set.map((g) => [g.input.kerf, "sheet" in g.input && g.input.sheet.trim])).toEqual(set.map(() => [3.2, 0]));
  });

  it("keeps quantities and grain, and names a nameless part by its place in the whole list", () => {
    expect(groups[1].input.parts).toEqual([
      { name: "a", length: 720, width: 560, quantity: 2, grain: true },
      { name: "Part 4", numbered: 4, length: 300, width: 300, quantity: 1, grain: false },
    ]);
    // Said in the reader's language where it is shown: "Part 4", "பாகம் 4".
    expect(messagesIn("ta")(partWords(groups[1].input.parts[1]))).toBe("பாகம் 4");
    expect(messagesIn("en")(partWords(groups[1].input.parts[1]))).toBe("Part 4");
  });

  it("gives inputs the optimiser plans soundly", () => {
    for (const g of groups) expect(verifyPlan(g.input, planInput(g.input, 200))).toEqual([]);
  });

  it("returns nothing for an empty list", () => {
    expect(planInputsByMaterial({ rows: [], saw: { kerf: 4, trim: 10 } }, SEED_CATALOG)).toEqual([]);
  });
});

describe("bandMetres", () => {
  it("adds L edges by length and W edges by width, times quantity, per thickness", () => {
    const rows = [
      row("a", "mdf-18", 720, 560, 2, { edges: { l1: 1, l2: 1, w1: 0.45, w2: null } }),
      row("b", "mdf-18", 1000, 300, 3, { edges: { l1: 2, l2: null, w1: 1, w2: 1 } }),
    ];
    // 1 mm: 2 × 720 × 2 + 300 × 2 × 3 = 2880 + 1800 = 4680 mm; 0.45: 560 × 2 = 1120; 2 mm: 1000 × 3 = 3000.
    expect(bandMetres(rows)).toEqual([
      { thickness: 0.45, metres: 1.12 },
      { thickness: 1, metres: 4.68 },
      { thickness: 2, metres: 3 },
    ]);
  });

  it("is empty when no edge has a band", () => {
    expect(bandMetres([row("a", "mdf-18", 720, 560)])).toEqual([]);
  });
});

describe("checkDraft", () => {
  const draft = (patch: Partial<DraftRow>): DraftRow => ({ ...emptyRow("mdf-18"), name: "Side", length: "720", width: "560", ...patch });

  it("turns typed text into numbers and keeps valid rows", () => {
    const r = draft({ length: " 1,234.5 ", quantity: "3" });
    const out = checkDraft([r], { kerf: "4", trim: "10" }, SEED_CATALOG);
    expect(out.rowErrors).toEqual({});
    expect(out.list.rows[0]).toMatchObject({ length: 1234.5, width: 560, quantity: 3 });
  });

  it("names the field and shows the arithmetic when a part is longer than the trimmed sheet", () => {
    const r = draft({ length: "2430", width: "1300" });
    const out = checkDraft([r], { kerf: "4", trim: "10" }, SEED_CATALOG);
    expect(inEnglish(out.rowErrors[r.id]!.length!)).toEqual("Longer than the sheet after trimming: 2440 − 2 × 10 = 2420 mm");
    expect(Object.keys(out.rowErrors[r.id]!)).toEqual(["length"]);
    expect(out.list.rows).toEqual([]);
  });

  it("lets an unlocked part turn to fit, but not a grain-locked one", () => {
    expect(fitError({ material: "mdf-18", length: 1000, width: 2000, grain: false }, 10, SEED_CATALOG)).toBeNull();
    expect(fitError({ material: "mdf-18", length: 1000, width: 2000, grain: true }, 10, SEED_CATALOG)?.field).toBe("width");
  });

  it("reports empty, zero, two-decimal and non-numeric sizes in words, and keeps the other rows", () => {
    const bad = [draft({ length: "" }), draft({ width: "0" }), draft({ length: "12.34" }), draft({ quantity: "two" })];
    const good = draft({});
    const out = checkDraft([...bad, good], { kerf: "4", trim: "10" }, SEED_CATALOG);
    expect(inEnglish(out.rowErrors[bad[0].id].length!)).toBe("Length is required");
    expect(inEnglish(out.rowErrors[bad[1].id].width!)).toBe("Width must be more than 0 mm");
    expect(inEnglish(out.rowErrors[bad[2].id].length!)).toMatch(/one decimal/);
    expect(inEnglish(out.rowErrors[bad[3].id].quantity!)).toBe("Quantity must be a number");
    expect(out.list.rows.map((r) => r.id)).toEqual([good.id]);
  });

  it("checks the saw settings, falling back to the defaults for the plan", () => {
    const out = checkDraft([draft({})], { kerf: "-1", trim: "abc" }, SEED_CATALOG);
    expect(inEnglish(out.sawErrors.kerf!)).toBe("Kerf cannot be negative");
    expect(inEnglish(out.sawErrors.trim!)).toBe("Trim must be a number of millimetres");
    expect(out.list.saw).toEqual({ kerf: 4, trim: 10 });
  });

  it("warns (without refusing) about parts too narrow to machine safely", () => {
    const r = draft({ width: "30" });
    const out = checkDraft([r], { kerf: "4", trim: "10" }, SEED_CATALOG);
    expect(out.rowErrors).toEqual({});
    expect(inEnglish(out.rowWarnings[r.id]!.width!)).toMatch(/Narrower than 50 mm/);
    // A part that is short, not narrow, is said so at its length (walk 6, K12).
    const short = draft({ length: "30", width: "400" });
    const outShort = checkDraft([short], { kerf: "4", trim: "10" }, SEED_CATALOG);
    expect(Object.keys(outShort.rowWarnings[short.id]!)).toEqual(["length"]);
    expect(inEnglish(outShort.rowWarnings[short.id]!.length!)).toMatch(/^Shorter than 50 mm/);
  });

  it("refuses a list of more than 2,000 pieces as a whole", () => {
    const out = checkDraft([draft({ quantity: "1500" }), draft({ quantity: "600" })], { kerf: "4", trim: "10" }, SEED_CATALOG);
    expect(inEnglish(out.listError!)).toMatch(/2,100 pieces/);
    expect(out.list.rows).toEqual([]);
  });

  it("parses numbers strictly", () => {
    expect(parseNumber("720")).toBe(720);
    expect(parseNumber("560,5")).toBe(560.5);
    expect(parseNumber("1,234")).toBe(1234);
    expect(Number.isNaN(parseNumber("7x"))).toBe(true);
    expect(Number.isNaN(parseNumber(""))).toBe(true);
  });
});

describe("shareSummary", () => {
  it("names parts, materials and sheets", () => {
    const list: CutList = {
      saw: { kerf: 4, trim: 10 },
      rows: [row("Side", "mdf-18", 720, 560, 2, { grain: true }), row("Shelf", "mdf-18", 564, 540, 3)],
    };
    const results = planInputsByMaterial(list, SEED_CATALOG).map((g) => ({ ...g, plan: planInput(g.input, 100) }));
    const text = shareSummary(list, results, SEED_CATALOG, ENGLISH);
    expect(text).toContain("2 parts, 5 pieces, 1 sheet in all");
    expect(text).toContain("18 mm MDF: 1 × 2440 × 1220 mm");
    expect(text).toContain("1. Side: 720 × 560 mm × 2, 18 mm MDF, grain ↕");
  });

  it("carries everything the workshop needs: bands by edge and thickness, holes (fields or note) and notes", () => {
    const list: CutList = {
      saw: { kerf: 4, trim: 10 },
      rows: [
        row("Shutter", "mdf-18", 716, 396, 2, {
          grain: true,
          edges: { l1: 1, l2: 1, w1: 0.45, w2: null },
          note: "handle left",
          holes: { hingeCups: 2, otherHoles: 0 },
        }),
        row("Shelf", "mdf-18", 564, 540, 3, { note: "4 shelf pin holes" }),
      ],
    };
    const results = planInputsByMaterial(list, SEED_CATALOG).map((g) => ({ ...g, plan: planInput(g.input, 100) }));
    const text = shareSummary(list, results, SEED_CATALOG, ENGLISH);
    expect(text).toContain(
      '1. Shutter: 716 × 396 mm × 2, 18 mm MDF, grain ↕ (length along the grain), band L1 L2 1 mm, W1 0.45 mm, 2 hinge cups per piece, "handle left"',
    );
    expect(text).toContain('2. Shelf: 564 × 540 mm × 3, 18 mm MDF, 4 other holes per piece, "4 shelf pin holes"');
  });

  it("stays within a WhatsApp link's length, saying how many parts it left out", () => {
    const rows = Array.from({ length: 120 }, (_, i) =>
      row(`Cabinet part ${i + 1} with a long name`, "mdf-18", 500 + i, 300, 2, { note: "edge as drawing" }),
    );
    const list: CutList = { saw: { kerf: 4, trim: 10 }, rows };
    const text = shareSummary(list, [], SEED_CATALOG, ENGLISH);
    expect(text.length).toBeLessThanOrEqual(MAX_SHARE_CHARS);
    const shown = text.split("\n").filter((l) => /^\d+\. /.test(l)).length;
    expect(shown).toBeGreaterThan(10);
    expect(text).toContain(`…and ${120 - shown} more parts`);
  });

  it("a list too long to write out carries a link that opens all of it: every part, band, hole and note", async () => {
    const rows = Array.from({ length: 120 }, (_, i) =>
      row(`Cabinet part ${i + 1} with a long name`, i % 2 ? "mdf-18" : "bwp-ply-18", 500 + i, 300, 2, {
        grain: i % 3 === 0,
        edges: { l1: 2, l2: null, w1: i % 4 ? 0.8 : null, w2: null },
        note: `edge as drawing ${i}`,
        holes: { hingeCups: i % 5, otherHoles: 1 },
      }),
    );
    const list: CutList = { saw: { kerf: 3, trim: 12 }, rows };
    const link = await listLink("https://kovaipanels.example", list);
    expect(link).toMatch(/^https:\/\/kovaipanels\.example\/cut-list#list=[\w-]+$/);
    expect(link!.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
    const text = shareSummary(list, [], SEED_CATALOG, ENGLISH, link);
    expect(text.split("\n").slice(-2)).toEqual([
      expect.stringMatching(/^…and \d+ more parts\. Every part, with its bands, holes and notes, opens in this link:$/),
      link,
    ]);

    let n = 0;
    const back = await listFromFragment(new URL(link!).hash, () => `r${++n}`);
    expect(back?.saw).toEqual(list.saw);
    const withoutId = (r: { id?: string }) => ({ ...r, id: undefined });
    expect(back?.rows.map(withoutId)).toEqual(rows.map(withoutId));
    expect(back?.rows[0].id).toBe("r1");
  });

  it("is written in Tamil from the Tamil page, the customer's own words and the sizes kept", () => {
    const list: CutList = {
      saw: { kerf: 4, trim: 10 },
      rows: [
        row("அலமாரி", "mdf-18", 716, 396, 2, {
          grain: true,
          run: "A",
          edges: { l1: 1, l2: null, w1: null, w2: null },
          holes: { hingeCups: 2, otherHoles: 0 },
        }),
      ],
    };
    const results = planInputsByMaterial(list, SEED_CATALOG).map((g) => ({ ...g, plan: planInput(g.input, 100) }));
    const text = shareSummary(list, results, SEED_CATALOG, { text: ta.share, partWord: ta.words.part, say: messagesIn("ta") });
    expect(text).toContain("வணக்கம், இது என் கட் லிஸ்ட்: மொத்தம் 1 பாகம், 2 துண்டுகள், 1 ஷீட்.");
    expect(text).toContain("18 mm MDF: 1 × 2440 × 1220 mm, பயன்பாடு");
    expect(text).toContain("1. அலமாரி: 716 × 396 mm × 2, 18 mm MDF, கிரெயின் ↕ (நீளம் கிரெயின் திசையில்), கிரெயின் வரிசை A");
    expect(text).toContain("பேண்டு L1 1 mm, ஒரு துண்டுக்கு 2 ஹிஞ்ச் கப்");
  });

  it("a damaged or foreign fragment gives no list; a list that fits is written out with no link", async () => {
    const id = () => "x";
    expect(await listFromFragment("#list=not-deflate-data", id)).toBeNull();
    expect(await listFromFragment("#section-2", id)).toBeNull();
    const bad: CutList = { saw: { kerf: 4, trim: 10 }, rows: [row("Side", "mdf-18", 720, 560, 2)] };
    const link = await listLink("https://x.example", { ...bad, rows: [{ ...bad.rows[0], length: -5 }] });
    expect(await listFromFragment(new URL(link!).hash, id)).toBeNull();
    // A link that inflates past 2 MB is refused unread, even when it holds a valid list (a crafted link
    // cannot fill the phone's memory); the same list without the padding is read.
    const deflated = async (data: unknown) =>
      "#list=" +
      Buffer.from(await new Response(new Blob([JSON.stringify(data)]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer()).toString(
        "base64url",
      );
    const rowsOnly = bad.rows.map((r) => ({ ...r, id: undefined }));
    expect(await listFromFragment(await deflated({ v: 1, saw: bad.saw, rows: rowsOnly }), id)).not.toBeNull();
    expect(await listFromFragment(await deflated({ v: 1, saw: bad.saw, rows: rowsOnly, pad: "x".repeat(3 * 1024 * 1024) }), id)).toBeNull();
    const fits = shareSummary(bad, [], SEED_CATALOG, ENGLISH, await listLink("https://x.example", bad));
    expect(fits).not.toContain("https://");
  });
});
