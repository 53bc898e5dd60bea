"use client";

import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { DEFAULT_KERF_MM, DEFAULT_TRIM_MM } from "@/lib/cutting/engine/types";
import { emptyRow, newRowId, type DraftRow, type DraftSaw } from "@/lib/cutting/list/draft";

/** localStorage key of the cut list (the auth store owns "root"). */
export const CUT_LIST_STORAGE_KEY = "kpw-cut-list";

interface Persisted {
  rows: DraftRow[];
  saw: DraftSaw;
}

export interface CutListState extends Persisted {
  /** True once the stored list has been read (the first render is the server's: an empty list). */
  restored: boolean;
  addRow: (after?: string) => string;
  updateRow: (id: string, patch: Partial<Omit<DraftRow, "id">>) => void;
  duplicateRow: (id: string) => string | null;
  removeRow: (id: string) => void;
  /** Adds rows at the end, or replaces the rows from `at` onwards in place (a pasted block). */
  putRows: (rows: DraftRow[], at?: number) => void;
  setSaw: (patch: Partial<DraftSaw>) => void;
  clear: () => void;
}

const initialSaw = (): DraftSaw => ({ kerf: String(DEFAULT_KERF_MM), trim: String(DEFAULT_TRIM_MM) });

/**
 * The cut list being edited: `{rows: DraftRow[], saw: {kerf, trim}}` (numbers as
 * typed text) persisted to localStorage under CUT_LIST_STORAGE_KEY, so it
 * survives a reload and a closed tab. `skipHydration` keeps the first client
 * render equal to the server's; the page calls `restoreCutList()` after mount.
 */
export const useCutListStore = create<CutListState>()(
  persist(
    (set, get) => ({
      rows: [],
      saw: initialSaw(),
      restored: false,
      addRow: (after) => {
        const rows = get().rows;
        const prev = after ? rows.find((r) => r.id === after) : rows[rows.length - 1];
        const row = emptyRow(prev?.material);
        const at = after ? rows.findIndex((r) => r.id === after) + 1 : rows.length;
        set({ rows: [...rows.slice(0, at || rows.length), row, ...rows.slice(at || rows.length)] });
        return row.id;
      },
      updateRow: (id, patch) => set({ rows: get().rows.map((r) => (r.id === id ? { ...r, ...patch } : r)) }),
      duplicateRow: (id) => {
        const rows = get().rows;
        const i = rows.findIndex((r) => r.id === id);
        if (i < 0) return null;
        const copy = { ...rows[i], edges: { ...rows[i].edges }, id: newRowId() };
        set({ rows: [...rows.slice(0, i + 1), copy, ...rows.slice(i + 1)] });
        return copy.id;
      },
      removeRow: (id) => set({ rows: get().rows.filter((r) => r.id !== id) }),
      putRows: (incoming, at) => {
        const rows = get().rows;
        if (at === undefined) return set({ rows: [...rows, ...incoming] });
        const next = rows.slice();
        incoming.forEach((r, k) => {
          if (at + k < next.length) next[at + k] = { ...r, id: next[at + k].id };
          else next.push(r);
        });
        set({ rows: next });
      },
      setSaw: (patch) => set({ saw: { ...get().saw, ...patch } }),
      clear: () => set({ rows: [], saw: initialSaw() }),
    }),
    {
      name: CUT_LIST_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): Persisted => ({ rows: s.rows, saw: s.saw }),
      skipHydration: true,
      // A stored value of another shape (hand-edited, an older release) must not break the page.
      merge: (persisted, current) => {
        const p = persisted as Partial<Persisted> | undefined;
        const rows = Array.isArray(p?.rows) ? p.rows.filter(isDraftRow) : current.rows;
        const saw = p?.saw && typeof p.saw.kerf === "string" && typeof p.saw.trim === "string" ? p.saw : current.saw;
        return { ...current, rows, saw };
      },
    },
  ),
);

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
