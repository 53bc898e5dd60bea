"use client";

import Link from "next/link";
import { useState } from "react";
import { buttonClass } from "@/components/ui/Button";
import { addOffcut } from "@/lib/client/api/offcuts";
import { useConsoleSave } from "@/lib/client/console-save";
import type { PlanOffcut } from "@/lib/rack/plan-offcuts";
import { StatusLine } from "@/components/ui/StatusLine";
import type { LeftoverChoice } from "@/vocabulary/order";

/** A piece with where it goes: a batch says it per piece, from the order whose sheet it is (issue 65). */
export type PanelOffcut = PlanOffcut & { goes?: "shelf" | "customer" | "store"; owner?: string | null; ownerName?: string; order?: string | null };

interface Props {
  reference: string;
  offcuts: PanelOffcut[];
  minMm: number;
  /** An order's customer's choice for them (issue 54): take, keep on their shelf, give; null: not said; absent for a batch (the workshop's). */
  choice?: LeftoverChoice | null;
  /** The e-mail of the order's account ("" for a guest): where kept pieces go. */
  ownerEmail?: string;
  ownerName?: string;
}

const CHOICE_TEXT: Record<LeftoverChoice, string> = {
  take: "The customer takes them with the order: load them with the parts.",
  keep: "The customer asked to keep them at the workshop: put them on their shelf and stick the label on.",
  give: "The customer gives them to the workshop: put the ones worth keeping in the store.",
};

export function OrderOffcutsPanel(props: Props) {
  return <Panel {...props} />;
}

/**
 * Once the order is being cut: put its plan's reusable offcuts in the store (or on the customer's shelf, when they
 * chose to keep them), each with a label to print and stick on.
 */
function Panel({ reference, offcuts, minMm, choice, ownerEmail = "", ownerName = "" }: Props) {
  const [stored, setStored] = useState<Record<string, string>>({});
  // Where a piece goes: said per piece (a batch), or from the order's one choice.
  const shelfOf = (o: PanelOffcut) =>
    o.goes
      ? o.goes === "shelf" && o.owner
        ? { email: o.owner, name: o.ownerName ?? "" }
        : null
      : choice === "keep" && ownerEmail
        ? { email: ownerEmail, name: ownerName }
        : null;
  // The piece's id and its label's link take the place of its button: no line says it again.
  const { save: put, status } = useConsoleSave({
    send: (o: PanelOffcut) =>
      addOffcut({
        material: o.material,
        length: o.length,
        width: o.width,
        from: `${reference}/${o.sheet}/${o.index}`,
        ...(shelfOf(o) ? { owner: shelfOf(o)!.email } : {}),
      }),
    refresh: "none",
    savedText: "",
    onSaved: (body, o) => setStored((s) => ({ ...s, [`${o.sheet}/${o.index}`]: body.piece.id })),
  });
  return (
    <section aria-labelledby="order-offcuts" className="rounded-lg border border-rule bg-white p-4 print:hidden" data-testid="order-offcuts">
      <h2 id="order-offcuts" className="font-semibold text-ink">
        Offcuts to keep
      </h2>
      {offcuts.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">This plan leaves no offcut with both sides at least {minMm} mm.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-muted">
            Pieces this plan leaves with both sides at least {minMm} mm. Put the ones worth keeping in the store and stick the printed label on them.
          </p>
          {choice !== undefined && (
            <p className="mt-1 text-sm font-medium text-ink" data-testid="leftovers-choice">
              {choice ? CHOICE_TEXT[choice] : "The customer has not said what to do with them."}
            </p>
          )}
          <ul className="mt-2 grid gap-2 text-sm">
            {offcuts.map((o) => {
              const key = `${o.sheet}/${o.index}`;
              const id = stored[key];
              const shelf = shelfOf(o);
              return (
                <li key={key} className="flex flex-wrap items-center gap-3 border-t border-rule pt-2" data-testid="offcut-to-keep">
                  <span className="tabular">
                    Sheet {o.sheet}, offcut {o.index}: {o.length} × {o.width} mm, {o.materialLabel}
                    {o.order && <span className="text-ink-muted"> · {o.order}&apos;s sheet</span>}
                  </span>
                  {o.goes === "customer" ? (
                    <span className="font-medium text-ink" data-testid="offcut-goes">
                      Goes with {o.order}: {o.ownerName} takes it
                    </span>
                  ) : id ? (
                    <>
                      <strong className="font-mono" data-testid="stored-offcut-id">
                        {id}
                      </strong>
                      <Link href={`/admin/offcuts/${id}/label`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                        Print its label
                      </Link>
                    </>
                  ) : (
                    <button
                      type="button"
                      className={buttonClass("secondary", "sm")}
                      disabled={put.isPending}
                      onClick={() => put.mutate(o)}
                      aria-label={`Put sheet ${o.sheet} offcut ${o.index} (${o.length} × ${o.width} mm) ${shelf ? `on ${shelf.name}'s shelf` : "in the store"}`}
                    >
                      {shelf ? `Put on ${shelf.name}'s shelf` : "Put in the store"}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <StatusLine status={status} className="mt-2" />
    </section>
  );
}
