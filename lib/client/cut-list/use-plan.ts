"use client";

import { startTransition, useEffect, useRef, useState } from "react";
import type { CutList } from "@/lib/cutting/list/types";
import type { Catalog } from "@/lib/cutting/list/materials";
import {
  fullBoardsInput,
  fullBoardsOf,
  planInputsByMaterial,
  type BoardSource,
  type MaterialPlanInput,
  type PlannedMaterial,
} from "@/lib/cutting/list/plan-inputs";

const NO_SHELF: Record<string, BoardSource[]> = {};
import type { PlanJobMessage, PlanRequestMessage, PlanResultMessage } from "./plan-messages";

export type MaterialPlan = PlannedMaterial;

export interface PlanState {
  /** Plans of the list as it was when last planned (kept on screen while a newer one is worked out). */
  results: MaterialPlan[];
  /** True while the list has changed and its plan is not back yet. */
  planning: boolean;
  /** The list the results belong to. */
  list: CutList | null;
}

function jobOf(g: MaterialPlanInput): PlanJobMessage {
  const full = fullBoardsInput(g);
  return full ? { material: g.material.id, input: g.input, full } : { material: g.material.id, input: g.input };
}

/** Wait after the last keystroke before planning (typing a size must not re-plan per digit). */
export const PLAN_DEBOUNCE_MS = 350;

/**
 * Plans `list` in a Web Worker, debounced. Only one plan runs at a time; while
 * it runs, the newest list waits and goes next (older ones are dropped).
 */
export function usePlan(
  list: CutList | null,
  catalog: Catalog,
  charges: Record<string, number>,
  /** Boards besides the rack's, per material (the signed-in customer's pieces at the workshop). */
  shelf: Record<string, BoardSource[]> = NO_SHELF,
): PlanState {
  const [state, setState] = useState<PlanState>({ results: [], planning: false, list: null });
  const worker = useRef<Worker | null>(null);
  const busy = useRef<{ id: number; groups: MaterialPlanInput[]; list: CutList } | null>(null);
  const queued = useRef<{ groups: MaterialPlanInput[]; list: CutList } | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    return () => {
      worker.current?.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (!list) return;
    const groups = planInputsByMaterial(list, catalog, { charges, extra: (m) => shelf[m.id] ?? [] });
    if (!groups.length) {
      queued.current = null;
      // Nothing to plan: an empty result, at once (after the render, not during it).
      const t = setTimeout(() => setState({ results: [], planning: false, list }), 0);
      return () => clearTimeout(t);
    }
    const timer = setTimeout(() => {
      queued.current = { groups, list };
      pump();
    }, PLAN_DEBOUNCE_MS);
    return () => clearTimeout(timer);

    function pump() {
      if (busy.current || !queued.current) return;
      const next = queued.current;
      queued.current = null;
      const w = (worker.current ??= makeWorker());
      const id = ++seq.current;
      busy.current = { id, ...next };
      const message: PlanRequestMessage = { id, jobs: next.groups.map(jobOf) };
      w.postMessage(message);
    }

    function makeWorker(): Worker {
      const w = new Worker(new URL("./plan.worker.ts", import.meta.url), { type: "module", name: "cut-list-plan" });
      w.onmessage = (event: MessageEvent<PlanResultMessage>) => {
        const done = busy.current;
        busy.current = null;
        if (done && done.id === event.data.id) {
          const results = done.groups.map((g, i) => {
            const { plan, full } = event.data.results[i];
            return { ...g, plan, fullBoards: full && fullBoardsOf(g, full) };
          });
          // A transition: React renders the new plan in slices between the user's keystrokes and taps.
          startTransition(() => setState({ results, planning: queued.current !== null, list: done.list }));
        }
        pump();
      };
      return w;
    }
  }, [list, catalog, charges, shelf]);

  // Planning whenever the results belong to another list than the one on screen: derived, not set, so an edit
  // costs one render, not two.
  return list && state.list !== list ? { ...state, planning: true } : state;
}
