"use client";

import { useEffect, useState } from "react";
import { lazyModule } from "@/lib/client/lazy-module";

/** lib/cutting/list/check.ts: the draft's check with the shared schemas (zod, most of its weight). */
export type ListChecker = typeof import("@/lib/cutting/list/check");

/** After a failed load (no signal, nothing kept yet), the next try. */
const RETRY_MS = 3000;

/** Loaded once per page. */
export const listChecker = lazyModule<ListChecker>(() => import("@/lib/cutting/list/check"));

/**
 * The check of the list, once `needed` (there is a row or a leftover to check): the cut-list page carries no
 * schema before anyone types (issue 39, item 7). Null until it has loaded; the service worker keeps its file
 * with the page's others, so it loads with no signal too (docs/OFFLINE.md).
 */
export function useListChecker(needed: boolean): ListChecker | null {
  const [checker, setChecker] = useState<ListChecker | null>(listChecker.get);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (checker || !needed) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    listChecker.load().then(
      (m) => live && setChecker(m),
      () => {
        retry = setTimeout(() => live && setAttempt((n) => n + 1), RETRY_MS);
      },
    );
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [checker, needed, attempt]);
  return checker;
}
