/**
 * Checks a plan against its input and lists every broken invariant (empty when
 * the plan is sound). Used by the property tests and the API tests; cheap
 * enough to run on any plan.
 */
import { REUSABLE_OFFCUT_MM, type Plan, type PlanInput, type Placement, type SheetPlan, type SheetSpec, type StockPlanInput } from "./types";

const EPS = 1e-6;

interface Box {
  x: number;
  y: number;
  l: number;
  w: number;
}

/** Can these boxes be separated, recursively, by edge-to-edge cuts with `kerf` between neighbours? */
export function isGuillotine(boxes: Box[], kerf: number): boolean {
  if (boxes.length <= 1) return true;
  for (const axis of ["x", "y"] as const) {
    const start = (b: Box) => (axis === "x" ? b.x : b.y);
    const end = (b: Box) => (axis === "x" ? b.x + b.l : b.y + b.w);
    const sorted = [...boxes].sort((a, b) => start(a) - start(b));
    let reach = -Infinity;
    for (let i = 0; i < sorted.length - 1; i++) {
      reach = Math.max(reach, end(sorted[i]));
      if (reach + kerf <= start(sorted[i + 1]) + EPS) {
        return isGuillotine(sorted.slice(0, i + 1), kerf) && isGuillotine(sorted.slice(i + 1), kerf);
      }
    }
  }
  return false;
}

/**
 * Does the blade of this cut (its centre line widened by `half` a kerf each side) eat into the part?
 * Trim cuts are checked on their line only: the saw takes the trim's kerf from the waste side.
 */
function bites(p: Placement, x1: number, y1: number, x2: number, y2: number, half: number): boolean {
  if (Math.abs(x1 - x2) < EPS) {
    const lo = Math.min(y1, y2);
    const hi = Math.max(y1, y2);
    return x1 + half > p.x + EPS && x1 - half < p.x + p.length - EPS && hi > p.y + EPS && lo < p.y + p.width - EPS;
  }
  const lo = Math.min(x1, x2);
  const hi = Math.max(x1, x2);
  return y1 + half > p.y + EPS && y1 - half < p.y + p.width - EPS && hi > p.x + EPS && lo < p.x + p.length - EPS;
}

export function verifyPlan(input: PlanInput | StockPlanInput, plan: Plan): string[] {
  const errors: string[] = [];
  const kerf = input.kerf;
  const placed = new Array<number>(input.parts.length).fill(0);
  const used = "stock" in input ? new Array<number>(input.stock.length).fill(0) : [];
  plan.sheets.forEach((sheet, s) => {
    let board: SheetSpec = "sheet" in input ? input.sheet : { length: 0, width: 0, trim: 0 };
    if ("stock" in input) {
      const row = sheet.stock === undefined ? undefined : input.stock[sheet.stock];
      if (!row) {
        errors.push(`sheet ${s + 1}: stock row ${sheet.stock} does not exist`);
        return;
      }
      used[sheet.stock!] += 1;
      board = row;
    }
    const { length: L, width: W, trim: t } = board;
    for (const [i, p] of sheet.placements.entries()) {
      const part = input.parts[p.part];
      const where = `sheet ${s + 1}, placement ${i + 1}`;
      if (!part) {
        errors.push(`${where}: part ${p.part} does not exist`);
        continue;
      }
      placed[p.part]++;
      const [el, ew] = p.rotated ? [part.width, part.length] : [part.length, part.width];
      if (Math.abs(p.length - el) > EPS || Math.abs(p.width - ew) > EPS)
        errors.push(`${where}: size ${p.length} × ${p.width} is not part ${p.part}'s`);
      if (part.grain && p.rotated) errors.push(`${where}: grain-locked part ${p.part} is turned`);
      if (p.x < t - EPS || p.y < t - EPS || p.x + p.length > L - t + EPS || p.y + p.width > W - t + EPS) {
        errors.push(`${where}: outside the trimmed sheet`);
      }
    }
    const ps = sheet.placements;
    for (let i = 0; i < ps.length; i++) {
      for (let j = i + 1; j < ps.length; j++) {
        const a = ps[i];
        const b = ps[j];
        const apartX = a.x + a.length + kerf <= b.x + EPS || b.x + b.length + kerf <= a.x + EPS;
        const apartY = a.y + a.width + kerf <= b.y + EPS || b.y + b.width + kerf <= a.y + EPS;
        if (!apartX && !apartY) errors.push(`sheet ${s + 1}: placements ${i + 1} and ${j + 1} are closer than one kerf`);
      }
    }
    if (
      !isGuillotine(
        ps.map((p) => ({ x: p.x, y: p.y, l: p.length, w: p.width })),
        kerf,
      )
    )
      errors.push(`sheet ${s + 1}: not guillotine-cuttable`);
    for (const c of sheet.cuts) {
      if (Math.abs(c.x1 - c.x2) > EPS && Math.abs(c.y1 - c.y2) > EPS) errors.push(`sheet ${s + 1}: cut ${c.seq} is not straight`);
      // A blade's centre may lie up to half a kerf past the edge (it takes a sliver and some air).
      const out = kerf / 2 + EPS;
      if (Math.min(c.x1, c.x2) < -out || Math.max(c.x1, c.x2) > L + out || Math.min(c.y1, c.y2) < -out || Math.max(c.y1, c.y2) > W + out) {
        errors.push(`sheet ${s + 1}: cut ${c.seq} leaves the sheet`);
      }
      const half = c.kind === "trim" ? 0 : kerf / 2;
      if (ps.some((p) => bites(p, c.x1, c.y1, c.x2, c.y2, half)))
        errors.push(`sheet ${s + 1}: cut ${c.seq} runs through a part (its blade included)`);
    }
    for (const e of cutSequenceErrors(board, kerf, sheet)) errors.push(`sheet ${s + 1}: ${e}`);
    for (const [i, o] of sheet.offcuts.entries()) {
      const meets = (p: { x: number; y: number; length: number; width: number }) =>
        p.x < o.x + o.length - EPS && o.x < p.x + p.length - EPS && p.y < o.y + o.width - EPS && o.y < p.y + p.width - EPS;
      if (ps.some(meets)) errors.push(`sheet ${s + 1}: an offcut overlaps a part`);
      if (sheet.offcuts.slice(i + 1).some(meets)) errors.push(`sheet ${s + 1}: two offcuts overlap`);
      if (o.length < REUSABLE_OFFCUT_MM - EPS || o.width < REUSABLE_OFFCUT_MM - EPS) errors.push(`sheet ${s + 1}: an offcut is too small to keep`);
      if (o.x < t - EPS || o.y < t - EPS || o.x + o.length > L - t + EPS || o.y + o.width > W - t + EPS) {
        errors.push(`sheet ${s + 1}: an offcut lies outside the trimmed sheet`);
      }
    }
  });
  for (const u of plan.unplaced) {
    if (!input.parts[u.part]) errors.push(`unplaced part ${u.part} does not exist`);
    else placed[u.part] += u.quantity;
  }
  input.parts.forEach((p, i) => {
    if (placed[i] !== p.quantity) errors.push(`part ${i}: ${placed[i]} placed or reported, ${p.quantity} asked`);
  });
  errors.push(...runErrors(input, plan));
  if (plan.summary.sheets !== plan.sheets.length) errors.push("summary.sheets differs from the number of sheets");
  const cuts = plan.sheets.reduce((n, s) => n + s.cuts.length, 0);
  if (plan.summary.cuts !== cuts) errors.push(`summary.cuts is ${plan.summary.cuts}, the sheets list ${cuts}`);
  if ("stock" in input) {
    input.stock.forEach((row, i) => {
      if (row.quantity !== null && used[i] > row.quantity) errors.push(`stock row ${i} is used ${used[i]} times, ${row.quantity} exist`);
    });
    const cost = plan.sheets.reduce((c, sh) => c + (input.stock[sh.stock ?? -1]?.price ?? 0), 0);
    if (plan.summary.cost !== cost) errors.push(`summary.cost is ${plan.summary.cost}, the boards' prices add up to ${cost}`);
  }
  return errors;
}

/**
 * Replays a sheet's cut sequence as the saw makes it: each cut, in order, must
 * run edge to edge across one piece of what earlier cuts left (the saw cannot
 * stop half-way), and at the end no piece may hold two parts. Cuts are centre
 * lines and pieces are split on them; a cut drawn up to the edge of the parts
 * beside it may stop half a kerf short of the piece's edge (the blade's width
 * lies there). The kerf between parts is checked by the spacing rule above.
 */
function cutSequenceErrors(board: SheetSpec, kerf: number, sheet: SheetPlan): string[] {
  const errors: string[] = [];
  let pieces: Box[] = [{ x: 0, y: 0, l: board.length, w: board.width }];
  let previous = 0;
  const tol = kerf / 2 + EPS;
  for (const c of sheet.cuts) {
    if (c.seq !== previous + 1) errors.push(`cut ${c.seq} is out of sequence`);
    previous = c.seq;
    const rip = Math.abs(c.y1 - c.y2) < EPS;
    const cutAt = rip ? c.y1 : c.x1;
    const from = rip ? Math.min(c.x1, c.x2) : Math.min(c.y1, c.y2);
    const to = rip ? Math.max(c.x1, c.x2) : Math.max(c.y1, c.y2);
    if ((c.kind === "rip" && !rip) || (c.kind === "crosscut" && rip)) errors.push(`cut ${c.seq} is called a ${c.kind} but runs the other way`);
    // The piece this cut crosses edge to edge (within it, at most half a kerf short at each end).
    let i = -1;
    let miss = Infinity;
    pieces.forEach((p, k) => {
      const [lo, hi, a, b] = rip ? [p.x, p.x + p.l, p.y, p.y + p.w] : [p.y, p.y + p.w, p.x, p.x + p.l];
      const off = Math.abs(lo - from) + Math.abs(hi - to);
      const at = cutAt;
      const spans = from >= lo - EPS && from - lo <= tol && to <= hi + EPS && hi - to <= tol;
      if (spans && at >= a - EPS && at <= b + tol && off < miss) [i, miss] = [k, off];
    });
    if (i < 0) {
      errors.push(`cut ${c.seq} does not run edge to edge across a piece left by the cuts before it`);
      continue;
    }
    const p = pieces[i];
    // A centre past the piece's far edge (a sliver cut) splits it at that edge.
    const at = Math.min(cutAt, rip ? p.y + p.w : p.x + p.l);
    const halves: Box[] = rip
      ? [
          { x: p.x, y: p.y, l: p.l, w: at - p.y },
          { x: p.x, y: at, l: p.l, w: p.y + p.w - at },
        ]
      : [
          { x: p.x, y: p.y, l: at - p.x, w: p.w },
          { x: at, y: p.y, l: p.x + p.l - at, w: p.w },
        ];
    pieces = [...pieces.slice(0, i), ...halves.filter((h) => h.l > EPS && h.w > EPS), ...pieces.slice(i + 1)];
  }
  const held = new Array<number>(pieces.length).fill(0);
  const pieceOf = (r: { x: number; y: number; length: number; width: number }) =>
    pieces.findIndex((p) => r.x >= p.x - EPS && r.y >= p.y - EPS && r.x + r.length <= p.x + p.l + EPS && r.y + r.width <= p.y + p.w + EPS);
  sheet.placements.forEach((pl, k) => {
    const i = pieceOf(pl);
    if (i < 0) errors.push(`placement ${k + 1} is not cut free: a cut runs through it`);
    else if (++held[i] === 2) errors.push(`placement ${k + 1} shares a piece with another part after the last cut`);
  });
  // An offcut is a piece the saw leaves (or part of one), not a rectangle drawn across a cut or beside a part.
  sheet.offcuts.forEach((o, k) => {
    const i = pieceOf(o);
    if (i < 0 || held[i] > 0) errors.push(`offcut ${k + 1} is not a piece of its own after the last cut`);
  });
  return errors;
}

/**
 * Grain runs: every piece of a run on one sheet, unturned, in the order listed (each copy in turn),
 * exactly one kerf apart: at one y, side by side along x; or, for a run stacked across, at one x,
 * one above another along y.
 */
function runErrors(input: PlanInput | StockPlanInput, plan: Plan): string[] {
  const errors: string[] = [];
  const labels = new Set(input.parts.map((p) => p.run?.trim()).filter((r): r is string => !!r));
  for (const label of labels) {
    const parts = input.parts.map((p, i) => (p.run?.trim() === label ? i : -1)).filter((i) => i >= 0);
    if (plan.unplaced.some((u) => parts.includes(u.part))) continue;
    const where = plan.sheets.map((s, i) => ({ i, ps: s.placements.filter((p) => parts.includes(p.part)) })).filter((s) => s.ps.length);
    if (where.length !== 1) {
      errors.push(`grain run ${label} is spread over ${where.length} sheets`);
      continue;
    }
    const across = where[0].ps.length > 1 && where[0].ps.every((p) => Math.abs(p.x - where[0].ps[0].x) < EPS);
    const [at, along, size] = across ? (["x", "y", "width"] as const) : (["y", "x", "length"] as const);
    const pieces = [...where[0].ps].sort((a, b) => a[along] - b[along]);
    const expected = parts.flatMap((part) => Array.from({ length: input.parts[part].quantity }, () => part));
    if (pieces.map((p) => p.part).join() !== expected.join()) errors.push(`grain run ${label}: pieces not in the order listed`);
    pieces.forEach((p, k) => {
      if (p.rotated) errors.push(`grain run ${label}: a piece is turned`);
      if (Math.abs(p[at] - pieces[0][at]) > EPS) errors.push(`grain run ${label}: pieces not in one line`);
      if (k > 0 && Math.abs(pieces[k - 1][along] + pieces[k - 1][size] + input.kerf - p[along]) > EPS)
        errors.push(`grain run ${label}: pieces not side by side`);
    });
  }
  return errors;
}
