"use client";

import { create } from "zustand";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import { del, get as idbGet, set as idbSet } from "idb-keyval";
import { kvStore } from "@/lib/client/kv";
import { DEFAULT_KERF_MM, DEFAULT_TRIM_MM } from "@/lib/cutting/engine/types";
import { emptyRow, newRowId, NO_BANDS, type DraftOwn, type DraftRow, type DraftSaw } from "@/lib/cutting/list/draft";
import { DEFAULT_MATERIAL } from "@/lib/cutting/list/materials";
import type { BandThickness } from "@/lib/cutting/list/types";
import { BOARDS_BY, PASTING_CHOICES, type BoardsBy, type PastingChoice } from "@/vocabulary/order";
import { joined, said, type Refusal } from "@/lib/i18n/refusal";
import { newSubmissionKey } from "@/lib/client/submission-key";
import { IDEMPOTENCY_KEY_PATTERN } from "@/lib/validation/idempotency-pattern";

/** A step in words: keyed (said in the page's language by the snackbar), or the page's own words already said. */
type StepWords = Refusal | string;

/** Key of the cut list in the phone's store (and, before it moved to IndexedDB, in localStorage; the auth store owns "root"). */
export const CUT_LIST_STORAGE_KEY = "kpw-cut-list";

/**
 * The list is kept in IndexedDB (lib/client/kv.ts): it may grow past what
 * localStorage holds well. A list stored in localStorage by an earlier version
 * (or a browser whose IndexedDB fails) is read from there; the first save moves
 * it to IndexedDB and clears the old copy.
 */
const listStorage: StateStorage = {
  getItem: async (name) => {
    try {
      const value = await idbGet<string>(name, kvStore());
      if (typeof value === "string") return value;
    } catch {
      // IndexedDB unavailable: the old place below
    }
    try {
      return localStorage.getItem(name);
    } catch {
      return null;
    }
  },
  setItem: async (name, value) => {
    try {
      await idbSet(name, value, kvStore());
    } catch {
      localStorage.setItem(name, value);
      return;
    }
    try {
      localStorage.removeItem(name);
    } catch {
      // nothing to clear
    }
  },
  removeItem: async (name) => {
    await del(name, kvStore()).catch(() => undefined);
    try {
      localStorage.removeItem(name);
    } catch {
      // nothing to clear
    }
  },
};

/** The list's own settings: what a new row starts with (and what "Apply to all" sets). */
export interface ListDefaults {
  material: string;
  /** The band a new row gets on all four edges (null: none). */
  band: BandThickness | null;
}

interface Persisted {
  rows: DraftRow[];
  saw: DraftSaw;
  defaults: ListDefaults;
  /** Boards and leftovers the customer brings (sizes as typed). */
  own: DraftOwn[];
  /** Laminate pasting on every sheet, or none: priced per sheet, so the plan weighs it too (plan-inputs.ts). */
  pasting: PastingChoice;
  /** Who brings the boards: kept with the list, so a reload never drops the boards from the estimate (issue 55). */
  boardsBy: BoardsBy;
  /** What the last paste put in and which lines it left out: shown above the list until closed, also after a reload (issue 55). */
  pasteReport: PasteReport | null;
  /**
   * This list's identity (issue 65): an order placed from it carries it, so the same list ordered again from this phone
   * (the back button, a second tab) is answered with the order it already is. A cleared list is a new list.
   */
  listId: string;
}

export interface PasteReport {
  text: string;
  problems: string[];
}

/** One step back: the list as it was, and what the step did in words ("Part 2 deleted"). */
interface Step {
  rows: DraftRow[];
  saw: DraftSaw;
  label: StepWords;
  /** Edits with the same key within COALESCE_MS are one step (typing in one field). */
  key: string;
  at: number;
}

export interface CutListState extends Persisted {
  /** True once the stored list has been read (the first render is the server's: an empty list). */
  restored: boolean;
  /** Undo and redo stacks (this tab only: not stored). */
  past: Step[];
  future: Step[];
  /** The last change in words, for the snackbar ("Part 2 deleted"), with a counter so the same words twice still show. */
  lastChange: { label: StepWords; n: number } | null;
  addRow: (after?: string) => string;
  updateRow: (id: string, patch: Partial<Omit<DraftRow, "id">>) => void;
  duplicateRow: (id: string) => string | null;
  removeRow: (id: string) => void;
  /** Adds rows (at the end, or over the rows from `at`: a pasted block); `saw` also sets the saw settings, in the same step. */
  putRows: (rows: DraftRow[], at?: number, label?: StepWords, saw?: DraftSaw) => void;
  setDefaults: (patch: Partial<ListDefaults>) => void;
  setOwn: (own: DraftOwn[]) => void;
  setPasting: (pasting: PastingChoice) => void;
  setBoardsBy: (boardsBy: BoardsBy) => void;
  setPasteReport: (report: PasteReport | null) => void;
  /** Sets the list's material (and band, when given) on every row: one step. */
  applyDefaultsToAll: (what: { material?: boolean; band?: boolean }) => void;
  clear: () => void;
  undo: () => StepWords | null;
  redo: () => StepWords | null;
}

/** Most steps kept to undo. */
export const HISTORY_MAX = 100;
const COALESCE_MS = 1500;

const initialSaw = (): DraftSaw => ({ kerf: String(DEFAULT_KERF_MM), trim: String(DEFAULT_TRIM_MM) });
const initialDefaults = (): ListDefaults => ({ material: DEFAULT_MATERIAL, band: null });
const bandsOf = (band: BandThickness | null) => (band === null ? { ...NO_BANDS } : { l1: band, l2: band, w1: band, w2: band });

/**
 * The cut list being edited: `{rows: DraftRow[], saw: {kerf, trim}}` (numbers as
 * typed text) persisted on the phone (IndexedDB) under CUT_LIST_STORAGE_KEY, so it
 * survives a reload and a closed tab. `skipHydration` keeps the first client
 * render equal to the server's; the page calls `restoreCutList()` after mount.
 */
export const useCutListStore = create<CutListState>()(
  persist(
    (set, get) => {
      /** Applies a change as one undoable step (edits with the same key close together stay one step). */
      const change = (label: StepWords, key: string, next: Partial<Pick<Persisted, "rows" | "saw">>) => {
        const s = get();
        const now = Date.now();
        const last = s.past[s.past.length - 1];
        const coalesce = key !== "" && last?.key === key && now - last.at < COALESCE_MS;
        const past = coalesce ? s.past : [...s.past, { rows: s.rows, saw: s.saw, label, key, at: now }].slice(-HISTORY_MAX);
        set({ ...next, past, future: [], lastChange: { label, n: (s.lastChange?.n ?? 0) + 1 } });
      };
      const partNo = (id: string) => get().rows.findIndex((r) => r.id === id) + 1;
      const travel = (from: "past" | "future", to: "past" | "future", verb: "stepUndone" | "stepRedone") => {
        const s = get();
        const step = s[from][s[from].length - 1];
        if (!step) return null;
        const back: Step = { rows: s.rows, saw: s.saw, label: step.label, key: "", at: Date.now() };
        set({
          rows: step.rows,
          saw: step.saw,
          [from]: s[from].slice(0, -1),
          [to]: [...s[to], back].slice(-HISTORY_MAX),
          lastChange: { label: said(verb, { step: step.label }), n: (s.lastChange?.n ?? 0) + 1 },
        });
        return step.label;
      };
      return {
        rows: [],
        saw: initialSaw(),
        defaults: initialDefaults(),
        own: [],
        pasting: "none",
        boardsBy: "customer",
        pasteReport: null,
        listId: newSubmissionKey(),
        restored: false,
        past: [],
        future: [],
        lastChange: null,
        addRow: (after) => {
          const { rows, defaults } = get();
          const row = { ...emptyRow(defaults.material), edges: bandsOf(defaults.band) };
          const at = after ? rows.findIndex((r) => r.id === after) + 1 : rows.length;
          const next = [...rows.slice(0, at || rows.length), row, ...rows.slice(at || rows.length)];
          change(said("stepPartAdded", { n: String(next.indexOf(row) + 1) }), "", { rows: next });
          return row.id;
        },
        updateRow: (id, patch) => {
          const fields = Object.keys(patch);
          const words = joined(
            fields.map((field) => said("stepField", { field })),
            "listComma",
          );
          change(said("stepPartChanged", { n: String(partNo(id)), fields: words }), `${id}:${fields.join(",")}`, {
            rows: get().rows.map((r) => (r.id === id ? { ...r, ...patch } : r)),
          });
        },
        duplicateRow: (id) => {
          const rows = get().rows;
          const i = rows.findIndex((r) => r.id === id);
          if (i < 0) return null;
          const copy = { ...rows[i], edges: { ...rows[i].edges }, id: newRowId() };
          change(said("stepPartDuplicated", { n: String(i + 1) }), "", { rows: [...rows.slice(0, i + 1), copy, ...rows.slice(i + 1)] });
          return copy.id;
        },
        removeRow: (id) => change(said("stepPartDeleted", { n: String(partNo(id)) }), "", { rows: get().rows.filter((r) => r.id !== id) }),
        putRows: (incoming, at, label, saw) => {
          const rows = get().rows;
          const words = label ?? said("stepPartsAdded", { n: incoming.length });
          if (at === undefined) return change(words, "", saw ? { rows: [...rows, ...incoming], saw } : { rows: [...rows, ...incoming] });
          const next = rows.slice();
          incoming.forEach((r, k) => {
            if (at + k < next.length) next[at + k] = { ...r, id: next[at + k].id };
            else next.push(r);
          });
          change(words, "", { rows: next });
        },
        setDefaults: (patch) => set({ defaults: { ...get().defaults, ...patch } }),
        setOwn: (own) => set({ own }),
        setPasting: (pasting) => set({ pasting }),
        setBoardsBy: (boardsBy) => set({ boardsBy }),
        setPasteReport: (pasteReport) => set({ pasteReport }),
        applyDefaultsToAll: ({ material = false, band = false }) => {
          const { rows, defaults } = get();
          if (!rows.length || (!material && !band)) return;
          const what = material && band ? "both" : material ? "material" : "band";
          change(said("stepAppliedToAll", { what, n: rows.length }), "", {
            rows: rows.map((r) => ({
              ...r,
              ...(material ? { material: defaults.material } : {}),
              ...(band ? { edges: bandsOf(defaults.band) } : {}),
            })),
          });
        },
        clear: () => {
          change(said("stepListCleared"), "", { rows: [], saw: initialSaw() });
          set({ pasteReport: null, listId: newSubmissionKey() });
        },
        undo: () => travel("past", "future", "stepUndone"),
        redo: () => travel("future", "past", "stepRedone"),
      };
    },
    {
      name: CUT_LIST_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => listStorage),
      partialize: (s): Persisted => ({
        rows: s.rows,
        saw: s.saw,
        defaults: s.defaults,
        own: s.own,
        pasting: s.pasting,
        boardsBy: s.boardsBy,
        pasteReport: s.pasteReport,
        listId: s.listId,
      }),
      skipHydration: true,
      // A stored value of another shape (hand-edited, an older release) must not break the page.
      merge: (persisted, current) => {
        const p = persisted as Partial<Persisted> | undefined;
        const rows = Array.isArray(p?.rows) ? p.rows.filter(isDraftRow) : current.rows;
        const saw = p?.saw && typeof p.saw.kerf === "string" && typeof p.saw.trim === "string" ? p.saw : current.saw;
        const defaults = p?.defaults && typeof p.defaults.material === "string" ? { ...current.defaults, ...p.defaults } : current.defaults;
        const own = Array.isArray(p?.own) ? p.own.filter(isDraftOwn) : current.own;
        const pasting = PASTING_CHOICES.includes(p?.pasting as PastingChoice) ? (p!.pasting as PastingChoice) : current.pasting;
        const boardsBy = BOARDS_BY.includes(p?.boardsBy as BoardsBy) ? (p!.boardsBy as BoardsBy) : current.boardsBy;
        const r = p?.pasteReport;
        const pasteReport =
          r && typeof r.text === "string" && Array.isArray(r.problems)
            ? { text: r.text, problems: r.problems.filter((x) => typeof x === "string") }
            : null;
        const listId = typeof p?.listId === "string" && IDEMPOTENCY_KEY_PATTERN.test(p.listId) ? p.listId : current.listId;
        return { ...current, rows, saw, defaults, own, pasting, boardsBy, pasteReport, listId };
      },
    },
  ),
);

function isDraftOwn(r: unknown): r is DraftOwn {
  const o = (r ?? {}) as Record<string, unknown>;
  return ["id", "material", "length", "width", "count"].every((k) => typeof o[k] === "string");
}

function isDraftRow(r: unknown): r is DraftRow {
  if (!r || typeof r !== "object") return false;
  const o = r as Record<string, unknown>;
  return (
    typeof o.id === "string" &&
    typeof o.name === "string" &&
    typeof o.material === "string" &&
    typeof o.length === "string" &&
    typeof o.width === "string" &&
    typeof o.quantity === "string" &&
    typeof o.grain === "boolean" &&
    typeof o.note === "string" &&
    !!o.edges &&
    typeof o.edges === "object"
  );
}

let restoring: Promise<void> | null = null;
export function restoreCutList(): Promise<void> {
  restoring ??= Promise.resolve(useCutListStore.persist.rehydrate()).finally(() => useCutListStore.setState({ restored: true }));
  return restoring;
}
