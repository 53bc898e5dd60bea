/**
 * The shop floor's pure rules (issue 40): a list's pieces and their codes, which stations a piece passes, and an
 * order's progress, with properties over random lists and random scans.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CutListRow } from "@/lib/cutting/list/types";
import { mark, parsePieceCode, passes, pieceCode, piecesOf, progressOf, stillToCome } from "@/lib/production/pieces";
import { DEFAULT_STATIONS, stationsSchema } from "@/lib/production/stations";
import { progressLine, progressShort } from "@/lib/production/words";

const NO_EDGES = { l1: null, l2: null, w1: null, w2: null };
const row = (over: Partial<CutListRow> = {}): CutListRow => ({
  id: "r",
  name: "Side",
  material: "bwp-ply-18",
  length: 720,
  width: 560,
  quantity: 1,
  grain: false,
  edges: NO_EDGES,
  note: "",
  ...over,
});
const list = (rows: CutListRow[]) => ({ rows });
const [cut, band, bore, pack] = DEFAULT_STATIONS;

const HOSTS = ["kovaipanels.example", "127.0.0.1:3000"];

describe("a piece's code", () => {
  it("is order/row/copy, read from the code or from the label's whole link", () => {
    expect(pieceCode("KPW-2026-0042", 3, 2)).toBe("KPW-2026-0042/3/2");
    for (const text of [
      "KPW-2026-0042/3/2",
      " kpw-2026-0042/3/2 ",
      "https://kovaipanels.example/p/KPW-2026-0042/3/2",
      "http://127.0.0.1:3000/p/KPW-2026-0042/3/2?from=label",
    ]) {
      expect(parsePieceCode(text, HOSTS), text).toEqual({ reference: "KPW-2026-0042", row: 3, copy: 2 });
    }
  });

  it("takes a link only to this site's own /p/ page: any other host, path or scheme names no piece (issue 56)", () => {
    for (const text of [
      "https://evil.example/anything/KPW-2026-0002/2/1",
      "https://evil.example/p/KPW-2026-0002/2/1",
      "javascript:alert(1)//KPW-2026-0002/1/1",
      "https://kovaipanels.example/anything/KPW-2026-0002/2/1",
      "https://kovaipanels.example/p/KPW-2026-0002/2/1/extra",
      "ftp://kovaipanels.example/p/KPW-2026-0002/2/1",
      "https://user:pw@kovaipanels.example/p/KPW-2026-0002/2/1",
      "data:text/html,KPW-2026-0002/1/1",
      "KPW-2026-0002/1/1 and more",
    ]) {
      expect(parsePieceCode(text, HOSTS), text).toBeNull();
    }
    // Without a host of its own, only the bare code is read.
    expect(parsePieceCode("https://kovaipanels.example/p/KPW-2026-0002/2/1")).toBeNull();
  });

  it("names no piece when it is not one", () => {
    for (const text of [
      "",
      "KPW-2026-0042",
      "KPW-2026-0042/3",
      "KPW-2026-0042/0/1",
      "KPW-2026-0042/1/0",
      "hello/1/2",
      "https://wa.me/919876543210",
    ]) {
      expect(parsePieceCode(text, HOSTS), text).toBeNull();
    }
  });

  it("round-trips for any reference, row and copy", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2020, max: 2099 }),
        fc.integer({ min: 1, max: 999_999 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 99_999 }),
        (y, n, r, c) => {
          const reference = `KPW-${y}-${String(n).padStart(4, "0")}`;
          expect(parsePieceCode(pieceCode(reference, r, c))).toEqual({ reference, row: r, copy: c });
        },
      ),
    );
  });
});

describe("the stations a piece passes", () => {
  it("are banding only with a band, boring only with holes (in their fields or in the note)", () => {
    const plain = row();
    const banded = row({ edges: { ...NO_EDGES, w2: 0.8 } });
    expect([cut, band, bore, pack].map((s) => passes(plain, s))).toEqual([true, false, false, true]);
    expect(passes(banded, band)).toBe(true);
    expect(passes(row({ holes: { hingeCups: 2, otherHoles: 0 } }), bore)).toBe(true);
    expect(passes(row({ note: "4 shelf pin holes" }), bore)).toBe(true);
  });

  it("are kept as a list with unique ids", () => {
    expect(stationsSchema.safeParse({ stations: DEFAULT_STATIONS, version: 0 }).success).toBe(true);
    const twice = stationsSchema.safeParse({ stations: [cut, { ...band, id: "cut" }], version: 0 });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]).toMatchObject({ path: ["stations", 1, "id"], message: "Id “cut” is used twice" });
    expect(stationsSchema.safeParse({ stations: [], version: 0 }).error?.issues[0].message).toBe("Keep at least one station");
  });
});

describe("an order's progress", () => {
  const kitchen = list([
    row({ name: "Shutter", quantity: 2, edges: { l1: 1, l2: 1, w1: 1, w2: 1 }, holes: { hingeCups: 2, otherHoles: 0 } }),
    row({ name: "Shelf" }),
  ]);

  it("counts per station only the pieces that pass it, and says it in both languages", () => {
    const marks = { cut: mark(undefined, 0, 3), band: mark(undefined, 1, 3) };
    const p = progressOf(kitchen, DEFAULT_STATIONS, marks);
    expect(p.pieces).toBe(3);
    expect(p.stations.map((s) => [s.id, s.done, s.of])).toEqual([
      ["cut", 1, 3],
      ["band", 1, 2],
      ["bore", 0, 2],
      ["pack", 0, 3],
    ]);
    expect(p.complete).toBe(false);
    expect(progressLine(p.stations, "en")).toBe("1 of 3 pieces cut, 1 of 2 pieces banded, 0 of 2 pieces bored, 0 of 3 pieces packed");
    expect(progressLine(p.stations.slice(0, 1), "ta")).toBe("3 துண்டுகளில் 1 கட்டிங் ஆனது");
    expect(progressShort(p.stations)).toBe("cut 1/3 · banded 1/2 · bored 0/2 · packed 0/3");
    expect(stillToCome(kitchen, cut, marks).map((x) => `${x.row}/${x.copy}`)).toEqual(["1/2", "2/1"]);
  });

  it("leaves out a station no piece passes", () => {
    expect(progressOf(list([row()]), DEFAULT_STATIONS).stations.map((s) => s.id)).toEqual(["cut", "pack"]);
  });

  it("is complete exactly when every piece has passed every station it needs, whatever the order of the scans", () => {
    const rowArb = fc.record({
      quantity: fc.integer({ min: 1, max: 4 }),
      banded: fc.boolean(),
      holes: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(rowArb, { minLength: 1, maxLength: 6 }),
        fc.infiniteStream(fc.nat()),
        fc.integer({ min: 0, max: 60 }),
        (shape, picks, scans) => {
          const cutList = list(
            shape.map((r, i) =>
              row({
                name: `P${i}`,
                quantity: r.quantity,
                edges: r.banded ? { ...NO_EDGES, l1: 1 } : NO_EDGES,
                holes: { hingeCups: r.holes, otherHoles: 0 },
              }),
            ),
          );
          const pieces = piecesOf(cutList);
          const marks: Record<string, string> = {};
          const pick = picks[Symbol.iterator]();
          const needed = new Set<string>();
          for (const p of pieces) for (const s of DEFAULT_STATIONS) if (passes(cutList.rows[p.row - 1], s)) needed.add(`${s.id}:${p.index}`);
          const done = new Set<string>();
          for (let k = 0; k < scans; k++) {
            const p = pieces[pick.next().value % pieces.length];
            const s = DEFAULT_STATIONS[pick.next().value % DEFAULT_STATIONS.length];
            if (!passes(cutList.rows[p.row - 1], s)) continue;
            marks[s.id] = mark(marks[s.id], p.index, pieces.length);
            done.add(`${s.id}:${p.index}`);
          }
          const progress = progressOf(cutList, DEFAULT_STATIONS, marks);
          expect(progress.pieces).toBe(pieces.length);
          for (const s of progress.stations) {
            expect(s.done).toBeLessThanOrEqual(s.of);
            expect(s.done).toBe([...done].filter((d) => d.startsWith(`${s.id}:`)).length);
          }
          expect(progress.complete).toBe(done.size === needed.size);
        },
      ),
    );
  });
});
