"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { QueryProvider } from "@/components/query/QueryProvider";
import { buttonClass } from "@/components/ui/Button";
import { Choices } from "@/components/ui/Choices";
import { ErrorText } from "@/components/ui/ErrorText";
import { chooseLeftovers } from "@/lib/client/api/orders";
import type { OrderText } from "@/lib/i18n/islands/order";
import { fill } from "@/lib/i18n/template";
import type { LeftoverChoice } from "@/vocabulary/order";
import { usePageLocale } from "@/lib/client/page-locale";
import { groupedOffcuts, type PlanOffcut } from "@/lib/rack/plan-offcuts";
import { mm } from "@/lib/rack/shelf";

interface Props {
  reference: string;
  accessKey: string | null;
  choice: LeftoverChoice | null;
  pieces: PlanOffcut[];
  /** Both sides at least this (the workshop's smallest piece worth keeping). */
  minMm: number;
  /** How long the workshop keeps a customer's piece. */
  keepDays: number;
  /** The order is in an account: its pieces can go on that account's shelf. */
  canKeep: boolean;
  /** Still open: the choice can be made or changed. */
  open: boolean;
  text: OrderText["leftovers"];
}

export function LeftoversChoice(props: Props) {
  return (
    <QueryProvider>
      <Choice {...props} />
    </QueryProvider>
  );
}

/** The order page's "Pieces left over" (issue 54): take them, keep them on the customer's shelf, or give them to the workshop. */
function Choice({ reference, accessKey, choice, pieces, minMm, keepDays, canKeep, open, text: t }: Props) {
  const router = useRouter();
  const locale = usePageLocale();
  const [value, setValue] = useState<LeftoverChoice | "">(choice ?? "");
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (c: LeftoverChoice) => chooseLeftovers(reference, c, accessKey),
    onSuccess: () => {
      setSaved(true);
      router.refresh();
    },
  });
  const options: Record<LeftoverChoice, string> = { take: t.take, keep: t.keep, give: t.give };
  if (!canKeep) delete (options as Partial<typeof options>).keep;
  return (
    <section aria-labelledby="leftovers-title" className="grid gap-3 rounded-lg border border-rule bg-white p-4" data-testid="order-leftovers">
      <h2 id="leftovers-title" className="text-base font-semibold text-ink">
        {t.title}
      </h2>
      <p className="text-sm text-ink-muted">{fill(t.intro, { min: minMm })}</p>
      <ul className="grid gap-1 text-sm">
        {groupedOffcuts(pieces).map(({ piece: p, count, sheets }) => (
          <li key={`${p.sheet}/${p.index}`} className="tabular" data-testid="leftover-piece">
            {fill(
              t.piece,
              { count, length: mm(p.length), width: mm(p.width), material: p.materialLabel, sheets: sheets.length, list: sheets.join(", ") },
              locale,
            )}
          </li>
        ))}
      </ul>
      {open ? (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (value) save.mutate(value);
          }}
        >
          <Choices<LeftoverChoice>
            legend={t.choice}
            name="leftovers"
            value={value as LeftoverChoice}
            onChange={(v) => {
              setValue(v);
              setSaved(false);
            }}
            options={options}
          />
          {value === "keep" && <p className="text-sm text-ink-muted">{fill(t.keepNote, { days: keepDays })}</p>}
          {!canKeep && <p className="text-sm text-ink-muted">{t.keepNeedsAccount}</p>}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass("primary", "sm")} disabled={!value || save.isPending}>
              {save.isPending ? t.saving : t.save}
            </button>
            {saved && (
              <p role="status" className="text-sm text-brand-800">
                {t.saved}
              </p>
            )}
          </div>
          <ErrorText error={save.error} />
        </form>
      ) : (
        <p className="text-sm font-medium text-ink">{choice ? fill(t.chosen, { choice: options[choice] ?? t[choice] }) : t.notChosen}</p>
      )}
    </section>
  );
}
