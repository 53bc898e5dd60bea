/**
 * The cut-list page in Tamil (/ta/cut-list): the messages lib builds and the page shows (a row's check, a part the
 * plan could not place, an import's problems, a cut, a board, an estimate's lines and remarks, an undo step) all
 * have their Tamil (keyed messages, said from the catalogues: lib/i18n/say.ts, lib/i18n/refusal-text.ts),
 * with the customer's own words (part names, file names) and the numbers carried over unchanged.
 */
import { describe, expect, it, vi } from "vitest";
import { planCuts, planStock } from "@/lib/cutting/engine";
import { checkDraft, checkOwn } from "@/lib/cutting/list/check";
import { emptyRow, type DraftRow } from "@/lib/cutting/list/draft";
import { describeHoles } from "@/lib/cutting/list/holes";
import { importDelimited } from "@/lib/cutting/list/import";
import { SEED_CATALOG } from "@/lib/cutting/list/materials";
import { boardsWords, planInputsByMaterial } from "@/lib/cutting/list/plan-inputs";
import { describeCut, partName } from "@/lib/cutting/list/sheet-text";
import { messagesIn } from "@/lib/i18n/server-messages";
import { said, type Refusal } from "@/lib/i18n/refusal";
import { inEnglish } from "@/lib/i18n/refusal-text";
import { computeEstimate } from "@/lib/orders/estimate";
import { lineWords, remarkWords } from "@/lib/orders/estimate-words";
import { TARIFF_ITEMS, type TariffPrices } from "@/lib/orders/tariff-items";
import { useCutListStore } from "@/lib/client/cut-list/store";
import type { CutList, CutListRow } from "@/lib/cutting/list/types";
import { cutRow } from "../fixtures/orders";
import type { PlanInput } from "@/lib/cutting/engine/types";

const TAMIL = /[\u0B80-\u0BFF]/;
const say = messagesIn("ta");
const untranslated = (messages: (Refusal | string)[]) => messages.filter((m) => !TAMIL.test(say(m)));
const draft = (over: Partial<DraftRow>): DraftRow => ({ ...emptyRow("mdf-18"), name: "Side", length: "720", width: "560", quantity: "2", ...over });
const SAW = { kerf: "4", trim: "10" };

describe("the cut-list page's messages in Tamil", () => {
  it("has Tamil for every check of a row, a warning and the list's own limit", () => {
    const checked = checkDraft(
      [
        draft({ length: "", width: "abc", quantity: "0" }),
        draft({ material: "no-such-board" }),
        draft({ length: "2500" }),
        draft({ length: "1000", width: "1500" }),
        draft({ length: "1000", width: "1250", grain: true }),
        draft({ length: "1300", width: "1300" }),
        draft({ width: "40" }),
        draft({ length: "12.25", note: "x".repeat(400), run: "x".repeat(40) }),
      ],
      { kerf: "-1", trim: "900" },
      SEED_CATALOG,
    );
    const messages = [
      ...Object.values(checked.rowErrors).flatMap((e) => Object.values(e)),
      ...Object.values(checked.rowWarnings).flatMap((e) => Object.values(e)),
      ...Object.values(checked.sawErrors),
    ].filter((m): m is Refusal | string => !!m);
    expect(messages.length).toBeGreaterThan(8);
    expect(untranslated(messages)).toEqual([]);
    const many = checkDraft(
      [1, 2, 3].map(() => draft({ quantity: "999" })),
      SAW,
      SEED_CATALOG,
    );
    expect(untranslated([many.listError!])).toEqual([]);
    const own = checkOwn([{ id: "o", material: "mdf-18", length: "", width: "x", count: "0" }], SEED_CATALOG);
    expect(untranslated(Object.values(own.errors.o ?? {}).filter((m): m is Refusal | string => !!m))).toEqual([]);
  });

  it("says why a part was not planned, on one sheet size and on a stock of several", () => {
    const sheet = { length: 2440, width: 1220, trim: 10 };
    const parts = [
      { name: "Too long", length: 3000, width: 300, quantity: 1, grain: false },
      { name: "Grain", length: 1000, width: 1300, quantity: 1, grain: true },
      { name: "Front", length: 1500, width: 400, quantity: 2, grain: true, run: "A" },
    ];
    const one = planCuts({ sheet, kerf: 4, parts });
    const stock = planStock({ kerf: 4, parts, stock: [{ ...sheet, label: "8x4", price: 1, quantity: 1 }] });
    const empty = planStock({ kerf: 4, parts: parts.slice(0, 1), stock: [{ ...sheet, label: "8x4", price: 1, quantity: 0 }] });
    const reasons = [...one.unplaced, ...stock.unplaced, ...empty.unplaced].map((u) => u.reason);
    expect(reasons.length).toBeGreaterThan(4);
    expect(untranslated(reasons)).toEqual([]);
    expect(say(one.unplaced[0].reason)).toContain("2420 × 1200 mm");
  });

  it("has Tamil for an import's problems, with the row's own words kept", () => {
    const sheet = [
      "Name,Length,Width,Quantity,Material,Thickness,Grain,L1,Hinge cups",
      "Side,abc,560,1,MDF,18,sideways,5,x",
      "Top,720,560,1,Teak,99,,,",
      "Back,720,560,1,,,,,",
      "Shelf,720,560,1,MDF,zz,,,",
    ].join("\n");
    const problems = importDelimited(sheet, { kerf: 4, trim: 10 }, SEED_CATALOG).problems.map((p) => p.message);
    expect(problems.length).toBe(4);
    expect(untranslated(problems)).toEqual([]);
    expect(say(problems[0])).toContain('"sideways"');
    expect(untranslated(importDelimited("a,b\n1,2", { kerf: 4, trim: 10 }, SEED_CATALOG).problems.map((p) => p.message))).toEqual([]);
  });

  it("says every cut, a grain run's part, holes and boards in Tamil", () => {
    const list: CutList = {
      saw: { kerf: 4, trim: 10 },
      rows: [cutRow({ id: "a", name: "Shelf", material: "mdf-18", length: 800, width: 500, quantity: 5 }) as CutListRow],
    };
    const [group] = planInputsByMaterial(list, SEED_CATALOG);
    const plan = planCuts(group.input as PlanInput);
    const cuts = plan.sheets.flatMap((s) => s.cuts).map(describeCut);
    expect(new Set(cuts.map((c) => inEnglish(c).split(" ")[0]))).toEqual(new Set(["Trim", "Rip", "Cross-cut"]));
    expect(untranslated(cuts)).toEqual([]);
    expect(say(partName({ name: "Drawer front", run: "A" }))).toBe("Drawer front (கிரெயின் வரிசை A)");
    expect(untranslated([describeHoles({ hingeCups: 2, otherHoles: 1 }), describeHoles({ hingeCups: 1, otherHoles: 4 })])).toEqual([]);
    const mixed = {
      plan: {
        ...plan,
        sheets: [
          { ...plan.sheets[0], stock: 0 },
          { ...plan.sheets[0], stock: 1 },
        ],
      },
      sources: [
        { kind: "own" as const, label: "Your board 1200 × 600 mm", length: 1200, width: 600, pricePaise: 0, quantity: 1 },
        { kind: "board" as const, label: "8 × 4 ft", length: 2440, width: 1220, pricePaise: 0, quantity: null },
      ],
    };
    expect(say(boardsWords(mixed, mixed.plan))).toBe("1 × உங்கள் போர்டு 1200 × 600 mm + 1 × 8 × 4 ft");
  });

  it("has Tamil for every line and remark of an estimate", () => {
    const prices: TariffPrices = Object.fromEntries(
      TARIFF_ITEMS.map((i) => [i.key, { paise: i.example, changedAt: "2026-11-01T00:00:00.000Z", example: false }]),
    );
    const band = { l1: 1, l2: 1, w1: 0.45, w2: null } as const;
    const list: CutList = {
      saw: { kerf: 4, trim: 10 },
      rows: [
        cutRow({
          id: "a",
          material: "mdf-18",
          quantity: 2,
          edges: band,
          note: "2 hinge holes",
          holes: { hingeCups: 2, otherHoles: 4 },
        }) as CutListRow,
        { id: "b", name: "Top", material: "prelam-mdf-18", length: 720, width: 560, quantity: 1, grain: false, edges: band, note: "" },
      ],
    };
    const sheets = [
      {
        material: "mdf-18",
        sheets: 3,
        boards: [
          {
            kind: "offcut" as const,
            label: "Stored offcut 900 × 600 mm (K7Q2)",
            words: said("boardStoredOffcut", { length: "900", width: "600", id: "K7Q2" }),
            count: 1,
            pricePaise: 0,
            offcut: "K7Q2",
          },
          { kind: "board" as const, label: "8 × 4 ft", count: 2, pricePaise: 2_000_00 },
        ],
      },
      { material: "prelam-mdf-18", sheets: 1, boards: [{ kind: "board" as const, label: "8 × 4 ft", count: 1, pricePaise: 3_000_00 }] },
    ];
    const texts = (["hot-press", "contact-adhesive"] as const).flatMap((pasting) =>
      (["workshop", "customer"] as const).flatMap((boardsBy) => {
        const e = computeEstimate(list, sheets, prices, { boardsBy, pasting }, SEED_CATALOG);
        return [...e.lines.map(lineWords), ...remarkWords(e)];
      }),
    );
    expect(texts.length).toBeGreaterThan(10);
    expect(untranslated(texts)).toEqual([]);
  });

  it("has Tamil for every undo step, with the steps it undoes", () => {
    // The store keeps the list in the browser; here in a map.
    const kept = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => kept.set(k, v),
      removeItem: (k: string) => kept.delete(k),
    });
    const labels: (Refusal | string)[] = [];
    const keep = () => labels.push(useCutListStore.getState().lastChange!.label);
    const s = useCutListStore.getState;
    const id = s().addRow();
    keep();
    s().updateRow(id, { length: "700", width: "500" });
    keep();
    s().updateRow(id, { grain: true });
    keep();
    s().duplicateRow(id);
    keep();
    s().putRows([draft({}), draft({})]);
    keep();
    s().applyDefaultsToAll({ material: true, band: true });
    keep();
    s().applyDefaultsToAll({ band: true });
    keep();
    s().removeRow(id);
    keep();
    s().clear();
    keep();
    s().undo();
    keep();
    s().redo();
    keep();
    expect(labels.map(inEnglish)).toEqual([
      "Part 1 added",
      "Part 1: length, width changed",
      "Part 1: grain lock changed",
      "Part 1 duplicated",
      "2 parts added",
      "The list's material and edge band applied to all 4 parts",
      "The list's edge band applied to all 4 parts",
      "Part 1 deleted",
      "List cleared",
      "Undone: List cleared",
      "Redone: List cleared",
    ]);
    expect(untranslated(labels)).toEqual([]);
    expect(say(labels[9])).toBe("திரும்பப் பெறப்பட்டது: லிஸ்ட் அழிக்கப்பட்டது");
    expect(say(labels[1])).toBe("பாகம் 1: மாற்றம்: நீளம், அகலம்");
  });

  it("says a message inside a message, each in its own words", () => {
    expect(say(said("notOnMaterialBecause", { material: "18 mm MDF", sizes: "2420 × 1200 mm", reason: said("stockEmpty") }))).toBe(
      "18 mm MDF: ஓரம் வெட்டிய பின் பொருந்தவில்லை (பயன்படுத்தக்கூடியது 2420 × 1200 mm): ஸ்டாக்கில் போர்டு இல்லை: ஒவ்வொரு வரியின் எண்ணிக்கையும் 0.",
    );
  });

  it("keeps the customer's own words as they are", () => {
    expect(say("My shelf, top")).toBe("My shelf, top");
    expect(say("3 × 2440 × 1220 mm")).toBe("3 × 2440 × 1220 mm");
  });
});
