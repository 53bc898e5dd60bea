"use client";

import { useEffect, useMemo, useState } from "react";
import { MAX_PIECE_GROUPS } from "@/lib/rack/assign";
import type { BoardSource } from "@/lib/cutting/list/plan-inputs";
import type { ShelfPiece } from "@/lib/rack/offcut-schema";
import { shelfLabel, shelfWords } from "@/lib/rack/shelf";
import { loadShelf } from "@/lib/client/api/orders";
import { useAuthStore } from "@/lib/client/store/auth";

/**
 * The signed-in customer's pieces at the workshop (issue 54) as boards the page's plan may use, per material: each
 * free piece once, at no board price (only its sheet's work is charged), named as the estimate names it. Only when
 * the workshop supplies the boards, as the server plans it; nothing for a visitor, with no network, or for a piece
 * already set aside for one of their orders.
 */
export function useShelfSources(boardsBy: string): Record<string, BoardSource[]> {
  const userId = useAuthStore((s) => s.user?._id ?? "");
  // Whose shelf was read: signed out (or another account), the pieces read before are not this person's.
  const [read, setRead] = useState<{ userId: string; pieces: ShelfPiece[] }>({ userId: "", pieces: [] });
  useEffect(() => {
    if (!userId) return;
    const abort = new AbortController();
    loadShelf(abort.signal).then(
      (answer) => setRead({ userId, pieces: answer.pieces.filter((p) => !p.order) }),
      () => setRead({ userId, pieces: [] }),
    );
    return () => abort.abort();
  }, [userId]);
  const pieces = userId && read.userId === userId ? read.pieces : NO_PIECES;
  return useMemo(() => {
    if (boardsBy !== "workshop") return NONE;
    const out: Record<string, BoardSource[]> = {};
    for (const p of [...pieces].sort((a, b) => b.length * b.width - a.length * a.width)) {
      const list = (out[p.material] ??= []);
      if (list.length < MAX_PIECE_GROUPS)
        list.push({
          kind: "offcut",
          label: shelfLabel(p.length, p.width, p.from),
          words: shelfWords(p.length, p.width, p.from),
          length: p.length,
          width: p.width,
          pricePaise: 0,
          quantity: 1,
          offcut: p.id,
        });
    }
    return out;
  }, [pieces, boardsBy]);
}

const NONE: Record<string, BoardSource[]> = {};
const NO_PIECES: ShelfPiece[] = [];
