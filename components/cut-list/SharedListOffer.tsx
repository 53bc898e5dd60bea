"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/Button";
import { useCutListStore } from "@/lib/client/cut-list/store";
import { newRowId, toDraft } from "@/lib/cutting/list/draft";
import { LIST_FRAGMENT, listFromFragment } from "@/lib/cutting/list/share-link";
import type { CutList } from "@/lib/cutting/list/types";
import { fill } from "@/lib/i18n/template";
import { useCutListText } from "./text-context";

/** Takes the list's link out of the address (a reload or a bookmark does not offer it again). */
function forgetFragment() {
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}

/**
 * A cut list sent as a link (`/cut-list#list=…`, lib/cutting/list/share-link.ts):
 * offered once the page's own list is back, added after it on a tap (one step
 * to undo), never over it without asking.
 */
export function SharedListOffer() {
  const restored = useCutListStore((s) => s.restored);
  const ownRows = useCutListStore((s) => s.rows.length);
  const putRows = useCutListStore((s) => s.putRows);
  const [shared, setShared] = useState<CutList | "damaged" | null>(null);
  const { t: all } = useCutListText();
  const t = all.shared;

  useEffect(() => {
    if (!restored) return;
    let live = true;
    // On opening the page, and when a link is opened in the page already open (only the fragment changes).
    const read = () => {
      if (window.location.hash.includes(LIST_FRAGMENT))
        void listFromFragment(window.location.hash, newRowId).then((list) => live && setShared(list ?? "damaged"));
    };
    read();
    window.addEventListener("hashchange", read);
    return () => {
      live = false;
      window.removeEventListener("hashchange", read);
    };
  }, [restored]);

  if (!shared) return null;
  const dismiss = () => {
    forgetFragment();
    setShared(null);
  };
  if (shared === "damaged")
    return (
      <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900" data-testid="shared-list">
        <p>{t.damaged}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={dismiss}>
          {t.close}
        </Button>
      </div>
    );

  const pieces = shared.rows.reduce((n, r) => n + r.quantity, 0);
  const counts = { n: shared.rows.length, parts: fill(all.words.part, { n: shared.rows.length }), pieces };
  return (
    <section aria-labelledby="shared-list-title" className="mb-4 rounded-lg border border-brand-200 bg-brand-50 p-4" data-testid="shared-list">
      <h2 id="shared-list-title" className="font-semibold text-ink">
        {fill(t.title, counts)}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{ownRows ? fill(t.keepsOwn, { n: ownRows }) : t.withDetails}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => {
            // The saw is the workshop's whoever sent the list (issue 36): only the rows come across.
            putRows(shared.rows.map(toDraft), undefined, fill(t.added, counts));
            dismiss();
          }}
        >
          {fill(t.add, counts)}
        </Button>
        <Button variant="secondary" size="sm" onClick={dismiss}>
          {t.notNow}
        </Button>
      </div>
    </section>
  );
}
