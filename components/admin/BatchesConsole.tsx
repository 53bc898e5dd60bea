"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { buttonClass } from "@/components/ui/Button";
import { loadBatches, makeBatch } from "@/lib/client/api/batches";
import { useConsoleSave } from "@/lib/client/console-save";
import { queryKeys } from "@/lib/client/query/keys";
import { useSubmissionKey } from "@/lib/client/submission-key";
import { formatDay, formatWhen } from "@/lib/format/date";
import { formatRupees } from "@/lib/format/money";
import type { BatchCandidate } from "@/lib/batches/types";
import { ConsoleHeading, ConsoleLoad } from "./ConsoleParts";
import { StatusLine } from "@/components/ui/StatusLine";

export function BatchesConsole() {
  return <Batches />;
}

/** The orders that can be cut together, per material, due soonest first. */
function byMaterial(candidates: BatchCandidate[]) {
  const groups = new Map<string, { label: string; orders: (BatchCandidate & { pieces: number; sheets: number })[] }>();
  for (const c of candidates) {
    for (const m of c.materials) {
      const g = groups.get(m.material) ?? { label: m.label, orders: [] };
      g.orders.push({ ...c, pieces: m.pieces, sheets: m.sheets });
      groups.set(m.material, g);
    }
  }
  return [...groups.entries()].sort((a, b) => b[1].orders.length - a[1].orders.length);
}

/**
 * Cutting batches: choose confirmed orders of the workshop's boards (grouped by material, due soonest first) and cut
 * them together; the recent batches below, each with its pack, labels and files.
 */
function Batches() {
  const router = useRouter();
  const { data, isPending, error } = useQuery({ queryKey: queryKeys.batches, queryFn: loadBatches });
  const [chosen, setChosen] = useState<string[]>([]);
  const batchKey = useSubmissionKey();
  const {
    save: make,
    status,
    errors,
  } = useConsoleSave({
    // One key per choice of orders: a double tap makes one batch (issue 55).
    send: (orders: string[]) => makeBatch({ orders, idempotencyKey: batchKey.keyOf(orders) }),
    queryKey: queryKeys.batches,
    refresh: "invalidate",
    savedText: (body) => body.message,
    onSaved: ({ batch }) => router.push(`/admin/batches/${batch.id}`),
  });
  if (!data) return <ConsoleLoad isPending={isPending} error={error} what="batches" />;
  const toggle = (ref: string) => setChosen((c) => (c.includes(ref) ? c.filter((r) => r !== ref) : [...c, ref]));
  // No fields here: a refusal's reasons (which order, why) follow its message.
  const said = status.ok ? status : { ok: false, text: [status.text, Object.values(errors).join(" · ")].filter(Boolean).join(" ") };
  const groups = byMaterial(data.candidates);
  return (
    <div className="grid gap-6">
      <ConsoleHeading
        id="batches-title"
        title="Cutting batches"
        intro="Cut several confirmed orders together: their pieces are nested on the same boards, so the day's small orders do not each leave a part-used board. Each customer still pays the confirmed price."
      />
      <section aria-labelledby="candidates-title" className="grid gap-3">
        <h2 id="candidates-title" className="text-lg font-semibold text-ink">
          Orders to batch
        </h2>
        {groups.length === 0 && <p className="text-sm text-ink-muted">No confirmed order of the workshop&apos;s boards is waiting to be cut.</p>}
        {groups.map(([material, g]) => (
          <fieldset key={material} className="grid gap-2 rounded-lg border border-rule bg-white p-3">
            <legend className="px-1 text-sm font-semibold text-ink">{g.label}</legend>
            {g.orders.map((o) => (
              <label key={o.reference} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input type="checkbox" className="size-5" checked={chosen.includes(o.reference)} onChange={() => toggle(o.reference)} />
                <span className="tabular font-semibold">{o.reference}</span>
                <span className="min-w-0 flex-1 truncate">{o.customer}</span>
                <span className="tabular text-ink-muted">
                  {o.pieces} piece{o.pieces === 1 ? "" : "s"} · {o.sheets} sheet{o.sheets === 1 ? "" : "s"} · due {formatDay(o.requiredBy)}
                </span>
              </label>
            ))}
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass("primary", "md")}
            disabled={chosen.length < 2 || make.isPending}
            onClick={() => make.mutate(chosen)}
          >
            {make.isPending ? "Planning the batch…" : `Cut ${chosen.length} order${chosen.length === 1 ? "" : "s"} together`}
          </button>
          {chosen.length < 2 && <p className="text-sm text-ink-muted">Choose at least two orders.</p>}
          <StatusLine status={said} />
        </div>
      </section>

      <section aria-labelledby="recent-title" className="grid gap-2">
        <h2 id="recent-title" className="text-lg font-semibold text-ink">
          Recent batches
        </h2>
        {data.batches.length === 0 && <p className="text-sm text-ink-muted">No batch yet.</p>}
        <ul className="grid gap-2">
          {data.batches.map((b) => {
            const boards = b.materials.reduce((n, m) => n + m.boards, 0);
            const own = b.materials.reduce((n, m) => n + m.ownPlansBoards, 0);
            const saved = b.materials.reduce((n, m) => n + m.ownPlansCost - m.cost, 0);
            return (
              <li key={b.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg border border-rule bg-white p-3 text-sm">
                <Link
                  href={`/admin/batches/${b.id}`}
                  className="tabular inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {b.id}
                </Link>
                <span className="tabular">
                  {b.orders.length} orders · {boards} board{boards === 1 ? "" : "s"} against {own} · saves {formatRupees(saved)}
                </span>
                <span className="text-ink-muted">
                  {formatWhen(b.createdAt)}
                  {b.undone && " · undone"}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
