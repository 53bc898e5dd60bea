/**
 * A Pattern Exchange (PTX) reader for the tests (issue 53), written from the specification, not from our writer:
 * it rebuilds every sheet from BOARDS, MATERIALS, PATTERNS and CUTS alone (phases nested in the records' order,
 * repeats, kerfs, front trims, the duplicate-label records, offcut releases) and reports any cut that leaves its
 * board or its piece. It also reads files other software wrote (tests/fixtures/ptx/*: spaces after commas, quoted
 * text, omitted trailing cells). Head cuts (function 0) are outside what it reads.
 */

export type Row = string[];

/** Splits one record into cells: quotes keep commas, "" is a quote, spaces around a cell are dropped. */
export function cells(line: string): Row {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') {
      quoted = true;
      wasQuoted = true;
      cur = cur.trim();
    } else if (ch === ",") {
      out.push(wasQuoted ? cur : cur.trim());
      cur = "";
      wasQuoted = false;
    } else cur += ch;
  }
  out.push(wasQuoted ? cur : cur.trim());
  return out;
}

export function records(text: string): Row[] {
  return text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "")
    .map(cells);
}

const num = (s: string | undefined) => (s === undefined || s === "" ? undefined : Number(s));

export interface Rect {
  x: number;
  y: number;
  length: number;
  width: number;
}

export interface LeafPiece {
  rect: Rect;
  /** A PARTS_REQ index, an OFFCUTS index (offcut), or none. */
  part?: number;
  offcut?: number;
}

export interface ReadSheet {
  job: number;
  pattern: number;
  board: { index: number; length: number; width: number; code: string; type: number | undefined };
  /** Every piece no later phase cuts: parts, offcuts, waste. */
  leaves: LeafPiece[];
}

export interface ReadFile {
  header: Row;
  jobs: Map<number, Row>;
  parts: Map<string, Row>;
  partsInf: Map<string, Row>;
  materials: Map<string, Row>;
  offcuts: Map<string, Row>;
  sheets: ReadSheet[];
  /** Cuts that run outside their board or their piece, or overlap the piece before them. */
  problems: string[];
}

const key = (job: number, index: number | string) => `${job}:${index}`;

/** Rebuilds every sheet of every pattern (run QTY_RUN times, with the duplicate records' labels on sheets 2…). */
export function readPtx(text: string): ReadFile {
  const rows = records(text);
  const header = rows.find((r) => r[0] === "HEADER") ?? [];
  const by = (family: string) => rows.filter((r) => r[0] === family);
  const jobs = new Map(by("JOBS").map((r) => [Number(r[1]), r]));
  const parts = new Map(by("PARTS_REQ").map((r) => [key(Number(r[1]), r[2]), r]));
  const partsInf = new Map(by("PARTS_INF").map((r) => [key(Number(r[1]), r[2]), r]));
  const materials = new Map(by("MATERIALS").map((r) => [key(Number(r[1]), r[2]), r]));
  const boards = new Map(by("BOARDS").map((r) => [key(Number(r[1]), r[2]), r]));
  const offcuts = new Map(by("OFFCUTS").map((r) => [key(Number(r[1]), r[2]), r]));
  const problems: string[] = [];
  const sheets: ReadSheet[] = [];

  let pattern: { job: number; index: number; board: Row; material: Row; type: number; run: number } | null = null;
  let cutRows: Row[] = [];
  const finish = () => {
    if (pattern) sheets.push(...rebuild(pattern, cutRows, problems));
    pattern = null;
    cutRows = [];
  };
  for (const r of rows) {
    if (r[0] === "PATTERNS") {
      finish();
      const job = Number(r[1]);
      const board = boards.get(key(job, r[3]));
      if (!board) {
        problems.push(`pattern ${r[2]}: no board ${r[3]}`);
        continue;
      }
      const material = materials.get(key(job, board[4]));
      if (!material) {
        problems.push(`pattern ${r[2]}: no material ${board[4]}`);
        continue;
      }
      pattern = { job, index: Number(r[2]), board, material, type: Number(r[4]), run: num(r[5]) ?? 1 };
    } else if (r[0] === "CUTS") {
      if (pattern && Number(r[2]) === pattern.index && Number(r[1]) === pattern.job) cutRows.push(r);
      else problems.push(`a CUTS record of pattern ${r[2]} outside its pattern`);
    }
  }
  finish();
  return { header, jobs, parts, partsInf, materials, offcuts, sheets, problems };
}

const EPS = 0.06;

function rebuild(
  p: { job: number; index: number; board: Row; material: Row; type: number; run: number },
  cuts: Row[],
  problems: string[],
): ReadSheet[] {
  const L = Number(p.board[5]);
  const W = Number(p.board[6]);
  const m = p.material;
  const kerfRip = num(m[7]) ?? 0;
  const kerfCross = num(m[8]) ?? kerfRip;
  // Front trims (they include the kerf): the rip phase's, the crosscut phase's, the recut phases'.
  const frontTrim = [num(m[9]) ?? 0, num(m[11]) ?? 0, num(m[14]) ?? 0];
  if (p.type !== 0 && p.type !== 1) problems.push(`pattern ${p.index}: type ${p.type} (head cuts) is not read here`);
  // Phase 1 lays its pieces along y (rips) on a type 0 pattern, along x on a turned board (type 1); then alternately.
  const axisOf = (phase: number): "x" | "y" => ((phase % 2 === 1) === (p.type === 0) ? "y" : "x");
  const kerfOf = (phase: number) => (phase === 1 ? kerfRip : kerfCross);
  const trimOf = (phase: number) => frontTrim[Math.min(phase, 3) - 1];

  interface Level {
    region: Rect;
    cursor: number;
    /** The piece this phase cuts (none for the board). */
    owner: { parent: boolean } | null;
  }
  const levels: Level[] = [];
  levels[1] = { region: { x: 0, y: 0, length: L, width: W }, cursor: trimOf(1), owner: null };
  interface Built {
    rect: Rect;
    part?: number;
    offcut?: number;
    parent: boolean;
    twins: number[];
  }
  const built: Built[] = [];
  let lastPart: Built | null = null;
  const where = (r: Row) => `pattern ${p.index} cut ${r[3]}`;

  for (const r of cuts) {
    const fn = Number(r[5]);
    const dim = Number(r[6]);
    const repeat = Number(r[7]);
    const ref = r[8] ?? "0";
    if (dim === 0 && repeat === 0 && ref !== "0" && !ref.startsWith("X")) {
      // A label for the same piece on the run's next sheet.
      if (lastPart) lastPart.twins.push(Number(ref));
      else problems.push(`${where(r)}: a label record before any part`);
      continue;
    }
    const phase = fn >= 90 ? fn - 90 : fn;
    if (phase < 1 || phase > 9) {
      problems.push(`${where(r)}: function ${fn} is not read here`);
      continue;
    }
    const level = levels[phase];
    if (!level) {
      problems.push(`${where(r)}: phase ${phase} with no piece of phase ${phase - 1} to cut`);
      continue;
    }
    levels.length = phase + 1;
    if (level.owner) level.owner.parent = true;
    const axis = axisOf(phase);
    const start = axis === "x" ? level.region.x : level.region.y;
    const end = axis === "x" ? level.region.x + level.region.length : level.region.y + level.region.width;
    for (let k = 0; k < Math.max(1, repeat); k++) {
      const a = start + level.cursor;
      if (a + dim > end + EPS) problems.push(`${where(r)}: ${dim} mm from ${a - start} runs past its piece (${end - start} mm)`);
      const rect: Rect =
        axis === "x"
          ? { x: a, y: level.region.y, length: dim, width: level.region.width }
          : { x: level.region.x, y: a, length: level.region.length, width: dim };
      const piece: Built = { rect, parent: false, twins: [] };
      if (ref.startsWith("X")) piece.offcut = Number(ref.slice(1));
      else if (ref !== "0" && fn < 90) piece.part = Number(ref);
      built.push(piece);
      if (piece.part !== undefined) lastPart = piece;
      level.cursor += dim + (repeat > 0 ? kerfOf(phase) : 0);
    }
    const last = built[built.length - 1];
    levels[phase + 1] = { region: last.rect, cursor: trimOf(phase + 1), owner: last };
  }
  // A piece with later phases is a parent; the rest are leaves.
  const leaves = built.filter((b) => !b.parent);
  const boardInfo = { index: Number(p.board[2]), length: L, width: W, code: p.board[3], type: num(p.board[14]) };
  return Array.from({ length: p.run }, (_, s) => ({
    job: p.job,
    pattern: p.index,
    board: boardInfo,
    leaves: leaves.map((b) => ({
      rect: b.rect,
      ...(b.part !== undefined ? { part: s === 0 ? b.part : b.twins[s - 1] } : {}),
      ...(b.offcut !== undefined ? { offcut: b.offcut } : {}),
    })),
  }));
}
