/**
 * The saw's own file (issue 53): the priced plan as a Pattern Exchange file (PTX v1.21), one JOB per material, so
 * the beam saw cuts exactly the sheets, pieces and offcuts the customer was priced on, and prints labels whose
 * barcode is the piece's own code (the stations' scans read the same text). Pure and client-safe: the order's and
 * the batch's routes call it with their plans (never a new optimisation).
 *
 * Where the specification leaves room (docs/CUTTING.md, "The saw's file"):
 * - one PARTS_REQ per piece (quantity 1), so each piece has its own label and barcode; a pattern cut on several
 *   sheets names the other sheets' pieces in the specification's label records (dimension 0, repeat 0);
 * - GRAIN is the plan's own turn of each piece: 1 along the board's length, 2 across it;
 * - every piece boundary is one of the plan's cuts; SEQUENCE is the drawing's cut number less the trims (which the
 *   saw makes itself, from MATERIALS); a piece that runs to its parent's edge has repeat 0 (no cut after it);
 * - a reusable offcut is released by a 9x record (the phase's trim/waste function) naming its OFFCUTS row as X<n>;
 *   other waste after the last cut is left implicit, waste before a cut is a record of its own with part 0;
 * - identical sheets (same board, same pieces and cuts) are one pattern run that many times, in books of the
 *   workshop's book height.
 */
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import { shelfBoardName, sourceTrim, type BoardSource } from "@/lib/cutting/list/plan-inputs";
import type { EdgeBands } from "@/lib/cutting/list/types";
import { rupeeValue } from "@/lib/format/money";
import { ascii, code } from "./ascii";
import { ptxDate, ptxText, record, text, type Field } from "./records";
import { PlanNotWritable, sheetTree, type Piece } from "./tree";

export { PlanNotWritable } from "./tree";

export const PTX_VERSION = "1.21";
/** Cut functions 1 to 9 are the phases; 90 + phase its trim or waste. */
const MAX_PHASE = 9;

export interface PtxRow {
  name: string;
  length: number;
  width: number;
  edges: EdgeBands;
  /** The order the row is of, and its customer (a batch's rows are of several). */
  order: string;
  customer: string;
  /** The piece's code, as its QR label carries it: KPW-2026-0042/3/2. */
  pieceCode: (copy: number) => string;
  /** The row's identity for counting copies (its index in the order's or the batch's list). */
  key: number;
}

export interface PtxJob {
  /** The job's name (the reference or the batch, with the material): at most 50 characters are kept. */
  name: string;
  customer: string;
  material: { id: string; label: string; thickness: number };
  plan: MaterialPlan;
  /** The row of the plan's part `j`. */
  row: (planPart: number) => PtxRow;
}

export interface PtxInput {
  /** HEADER's title: at most 25 characters are kept. */
  title: string;
  orderedOn: Date;
  cutOn: Date;
  kerf: number;
  trim: number;
  /** Boards the saw cuts at once (the book's height). */
  book: number;
  /** May the saw's own software use head cuts (MATERIALS RULE2)? The plan has none. */
  headCuts: boolean;
  jobs: PtxJob[];
}

/** The board a sheet is cut from (orders placed before the rack: one 8 × 4 ft board). */
export function sheetBoard(plan: MaterialPlan, stock: number | undefined): BoardSource {
  return plan.sources?.[stock ?? 0] ?? { kind: "board", label: "8 × 4 ft", length: 2440, width: 1220, pricePaise: 0, quantity: null };
}

/**
 * The job's materials: the board's (1), and, when some sheets are used whole (a stored offcut, the customer's
 * leftover: sawn edges, no trim), the same board without trims (2). A board and every piece cut from it name the
 * material whose trims the saw must make.
 */
function materialOf(plan: MaterialPlan, stock: number | undefined, trim: number): { index: 1 | 2; trim: number } {
  const sources = plan.sources ?? [sheetBoard(plan, stock)];
  const t = sourceTrim(sheetBoard(plan, stock), sources, trim);
  return t === trim ? { index: 1, trim } : { index: 2, trim: t };
}

type Ref = { kind: "part"; placement: number } | { kind: "offcut"; offcut: number } | { kind: "none" };

interface Step {
  fn: number;
  dim: number;
  repeat: number;
  sequence: number;
  ref: Ref;
}

/** A sheet's pieces as CUTS steps, depth first: each piece, then the pieces the next phase cuts from it. */
function steps(root: Piece, seqBase: number): { list: Step[]; phases: number; type: 0 | 1 } {
  const list: Step[] = [];
  let phases = 1;
  const walk = (pieces: Piece[], phase: number) => {
    if (phase > MAX_PHASE) throw new PlanNotWritable(`the plan needs more than ${MAX_PHASE} phases of cuts`);
    phases = Math.max(phases, phase);
    pieces.forEach((p, i) => {
      const dim = p.along === "x" ? p.rect.length : p.rect.width;
      const repeat = p.cutAfter === null ? 0 : 1;
      // The drawing's cut number less its trims; a trim's cut is the saw's own (MATERIALS) and has none.
      const sequence = p.cutAfter === null || p.cutAfter <= seqBase ? 0 : p.cutAfter - seqBase;
      const last = i === pieces.length - 1;
      if (p.kids.length) {
        list.push({ fn: phase, dim, repeat, sequence, ref: { kind: "none" } });
        walk(p.kids, phase + 1);
      } else if (p.leaf?.kind === "part") list.push({ fn: phase, dim, repeat, sequence, ref: { kind: "part", placement: p.leaf.placement } });
      else if (p.leaf?.kind === "offcut") list.push({ fn: 90 + phase, dim, repeat, sequence, ref: { kind: "offcut", offcut: p.leaf.offcut } });
      // Waste is cut off only when something follows it; after the last cut it simply falls away.
      else if (!last || repeat) list.push({ fn: phase, dim, repeat, sequence, ref: { kind: "none" } });
    });
  };
  walk(root.kids, 1);
  return { list, phases, type: root.kids[0]?.along === "x" ? 1 : 0 };
}

const band = (t: number | null | undefined): Field => (t == null ? undefined : text(`EDGE ${t} MM`));

/** The file. Throws PlanNotWritable when a sheet cannot be cut as drawn (never for a plan the site made). */
export function writePtx(input: PtxInput): string {
  const { kerf, trim, book, headCuts } = input;
  const head: string[] = [record("HEADER", [PTX_VERSION, text(ascii(input.title, "PANEL JOB").slice(0, 25)), 0, 0, 1])];
  const jobs: string[] = [];
  const family: Record<"PARTS_REQ" | "PARTS_INF" | "BOARDS" | "MATERIALS" | "OFFCUTS" | "PATTERNS", string[]> = {
    PARTS_REQ: [],
    PARTS_INF: [],
    BOARDS: [],
    MATERIALS: [],
    OFFCUTS: [],
    PATTERNS: [],
  };

  input.jobs.forEach((job, j) => {
    const J = j + 1;
    const { plan } = job.plan;
    // Pieces: one PARTS_REQ each, numbered sheet by sheet; the row's copies counted as the labels count them.
    const copies = new Map<number, number>();
    const partIndex: number[][] = [];
    let parts = 0;
    let partArea = 0;
    let boardArea = 0;
    plan.sheets.forEach((sheet, s) => {
      const board = sheetBoard(job.plan, sheet.stock);
      boardArea += board.length * board.width;
      partIndex[s] = sheet.placements.map((pl) => {
        const row = job.row(pl.part);
        const copy = (copies.get(row.key) ?? 0) + 1;
        copies.set(row.key, copy);
        const P = ++parts;
        partArea += row.length * row.width;
        const piece = row.pieceCode(copy);
        const M = materialOf(job.plan, sheet.stock, trim).index;
        family.PARTS_REQ.push(record("PARTS_REQ", [J, P, text(code(piece)), M, row.length, row.width, 1, 0, 0, pl.rotated ? 2 : 1, 1]));
        family.PARTS_INF.push(
          record(
            "PARTS_INF",
            trimTrailing([
              J,
              P,
              text(ascii(row.name, `ROW ${row.key + 1}`).slice(0, 40)),
              1,
              row.length,
              row.width,
              text(code(row.order)),
              band(row.edges.l1),
              band(row.edges.l2),
              band(row.edges.w1),
              band(row.edges.w2),
              undefined,
              undefined,
              undefined,
              undefined,
              undefined,
              undefined,
              text(code(job.material.id)),
              undefined,
              undefined,
              text(code(row.order)),
              text(ascii(row.customer, code(row.order)).slice(0, 40)),
              undefined,
              undefined,
              undefined,
              undefined,
              undefined,
              text(code(piece)),
            ]),
          ),
        );
        return P;
      });
    });

    // Boards: each source the plan uses, in order of first use.
    const boardIndex = new Map<number, number>();
    const used = new Map<number, number>();
    plan.sheets.forEach((sheet) => {
      const k = sheet.stock ?? 0;
      if (!boardIndex.has(k)) boardIndex.set(k, boardIndex.size + 1);
      used.set(k, (used.get(k) ?? 0) + 1);
    });
    for (const [k, B] of boardIndex) {
      const b = sheetBoard(job.plan, k);
      const kind = b.kind === "board" ? 0 : 1;
      // A piece from a customer's shelf is named as theirs (issue 54): the operator pulls it from their shelf, not the store.
      const boardCode =
        b.kind === "offcut" && b.offcut
          ? `${b.shelf ? "SHELF" : "OFFCUT"}-${b.offcut}`
          : `${b.kind === "own" ? "OWN" : code(job.material.id, 30)}-${b.length}X${b.width}`;
      const boardName = b.shelf && b.offcut ? shelfBoardName(b.shelf.owner, b.offcut, b.length, b.width) : b.label;
      family.BOARDS.push(
        record("BOARDS", [
          J,
          B,
          text(code(boardCode)),
          materialOf(job.plan, k, trim).index,
          b.length,
          b.width,
          b.quantity ?? undefined,
          used.get(k),
          rupeeValue(b.pricePaise),
          0,
          text(ascii(boardName, boardCode).slice(0, 50)),
          undefined,
          undefined,
          kind,
        ]),
      );
    }

    // Patterns: each sheet's steps; identical sheets of one board are one pattern run that many times.
    const groups = new Map<string, { board: number; sheets: number[]; steps: Step[]; type: 0 | 1 }>();
    let deepest = 1;
    let turned = false;
    plan.sheets.forEach((sheet, s) => {
      const board = sheetBoard(job.plan, sheet.stock);
      const trims = sheet.cuts.filter((c) => c.kind === "trim").length;
      const { list, phases, type } = steps(sheetTree(sheet, board, materialOf(job.plan, sheet.stock, trim).trim, kerf), trims);
      deepest = Math.max(deepest, phases);
      turned ||= type === 1;
      const B = boardIndex.get(sheet.stock ?? 0)!;
      const key = JSON.stringify([B, type, list.map((st) => [st.fn, st.dim, st.repeat, st.sequence, st.ref.kind])]);
      const group = groups.get(key);
      if (group) group.sheets.push(s);
      else groups.set(key, { board: B, sheets: [s], steps: list, type });
    });
    let offcuts = 0;
    [...groups.values()].forEach((g, i) => {
      const N = i + 1;
      const run = g.sheets.length;
      family.PATTERNS.push(record("PATTERNS", [J, N, g.board, g.type, run, Math.ceil(run / book), Math.min(book, run)]));
      let cut = 0;
      for (const st of g.steps) {
        if (st.ref.kind === "part") {
          const first = partIndex[g.sheets[0]][st.ref.placement];
          family.PATTERNS.push(record("CUTS", [J, N, ++cut, st.sequence, st.fn, st.dim, st.repeat, first, 1]));
          // The same piece on the run's other sheets: its label, no cut (the specification's duplicate records).
          for (const other of g.sheets.slice(1)) {
            const twin = sheetTwin(plan.sheets[g.sheets[0]].placements[st.ref.placement], plan.sheets[other].placements);
            family.PATTERNS.push(record("CUTS", [J, N, ++cut, 0, st.fn, 0, 0, partIndex[other][twin], 1]));
          }
        } else if (st.ref.kind === "offcut") {
          const X = ++offcuts;
          const o = plan.sheets[g.sheets[0]].offcuts[st.ref.offcut];
          family.OFFCUTS.push(record("OFFCUTS", [J, X, text(code(`${job.name}-X${X}`)), 1, o.length, o.width, run]));
          family.PATTERNS.push(record("CUTS", [J, N, ++cut, st.sequence, st.fn, st.dim, st.repeat, `X${X}`, run]));
        } else family.PATTERNS.push(record("CUTS", [J, N, ++cut, st.sequence, st.fn, st.dim, st.repeat, 0, 0]));
      }
    });

    const kinds = new Map(plan.sheets.map((sh) => [materialOf(job.plan, sh.stock, trim).index, materialOf(job.plan, sh.stock, trim).trim]));
    for (const [M, t] of [...kinds].sort((a, b) => a[0] - b[0])) {
      const id = M === 1 ? job.material.id : `${job.material.id}-sawn`;
      const label = ascii(job.material.label, code(job.material.id)).slice(0, 40);
      family.MATERIALS.push(
        record("MATERIALS", [
          J,
          M,
          text(code(id)),
          text(M === 1 ? label : `${label}, sawn edges`),
          job.material.thickness,
          book,
          kerf,
          kerf,
          // Front and back trims of the rip and crosscut phases; the head and recut phases start on a sawn edge.
          t,
          t,
          t,
          t,
          t,
          0,
          0,
          deepest,
          headCuts ? 1 : 0,
          turned ? 1 : 0,
          0,
        ]),
      );
    }
    const waste = boardArea ? Math.round((1 - partArea / boardArea) * 10_000) / 100 : 0;
    jobs.push(
      record("JOBS", [
        J,
        text(code(job.name)),
        text(ascii(job.material.label, code(job.material.id)).slice(0, 50)),
        ptxDate(input.orderedOn),
        ptxDate(input.cutOn),
        text(ascii(job.customer, code(job.name)).slice(0, 50)),
        1,
        undefined,
        undefined,
        undefined,
        waste,
      ]),
    );
  });

  return ptxText([
    ...head,
    ...jobs,
    ...family.PARTS_REQ,
    ...family.PARTS_INF,
    ...family.BOARDS,
    ...family.MATERIALS,
    ...family.OFFCUTS,
    ...family.PATTERNS,
  ]);
}

/** The placement of `others` at the same place as `p` (identical sheets have their pieces at the same places). */
function sheetTwin(p: { x: number; y: number }, others: readonly { x: number; y: number }[]): number {
  const i = others.findIndex((o) => Math.abs(o.x - p.x) < 0.06 && Math.abs(o.y - p.y) < 0.06);
  if (i < 0) throw new PlanNotWritable("two sheets of one pattern differ");
  return i;
}

/** Optional cells at the end of a record are left off, not written empty. */
function trimTrailing(fields: Field[]): Field[] {
  let end = fields.length;
  while (end > 0 && (fields[end - 1] === undefined || fields[end - 1] === null)) end--;
  return fields.slice(0, end);
}
