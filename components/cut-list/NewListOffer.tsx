"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/Button";
import { useCutListStore } from "@/lib/client/cut-list/store";
import { fill } from "@/lib/i18n/template";
import { useCutListText } from "./text-context";

/** The marker "New cut list" links carry (`/cut-list?new`): taken out of the address once read. */
export const NEW_LIST_PARAM = "new";

/**
 * "New cut list" from the account page (walk C14): the page opens on the list this phone holds, so a list already on
 * it is offered to be put aside (one step to undo) or kept, never cleared unasked. An empty list needs no question.
 */
export function NewListOffer() {
  const restored = useCutListStore((s) => s.restored);
  const rows = useCutListStore((s) => s.rows.length);
  const clear = useCutListStore((s) => s.clear);
  const [asked, setAsked] = useState(false);
  const { t: all } = useCutListText();
  const t = all.newList;

  useEffect(() => {
    if (!restored) return;
    const url = new URL(window.location.href);
    if (!url.searchParams.has(NEW_LIST_PARAM)) return;
    url.searchParams.delete(NEW_LIST_PARAM);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read once the stored list is back
    if (useCutListStore.getState().rows.length) setAsked(true);
  }, [restored]);

  if (!asked || !rows) return null;
  return (
    <section aria-labelledby="new-list-title" className="mb-4 rounded-lg border border-brand-200 bg-brand-50 p-4" data-testid="new-list-offer">
      <h2 id="new-list-title" className="font-semibold text-ink">
        {fill(t.title, { n: rows, parts: fill(all.words.part, { n: rows }) })}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t.body}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => {
            clear();
            setAsked(false);
          }}
        >
          {t.start}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setAsked(false)}>
          {t.keep}
        </Button>
      </div>
    </section>
  );
}
