import Link from "next/link";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { OrderOffcutsPanel } from "@/components/admin/OrderOffcutsPanel";
import { UndoBatch } from "@/components/admin/UndoBatch";
import { offcutMinMm } from "@/lib/rack/offcuts";
import { SawFiles } from "@/components/cut-list/SawFiles";
import { batchRowLabel } from "@/lib/batches/labels";
import { storedGroup } from "@/lib/cutting/list/plan-inputs";
import { formatDay, formatWhen } from "@/lib/format/date";
import { formatRupees } from "@/lib/format/money";
import { cutListFileWords } from "@/lib/i18n/islands/cutlist";
import { materialLabel } from "@/lib/orders/pack";
import { sawFileSettings } from "@/lib/cutting/list/materials";
import { getCatalog } from "@/lib/rack/catalog";
import { loadAdminBatch } from "../load-batch";
import type { BatchState } from "@/lib/batches/types";
import { batchSawFileHref } from "@/lib/client/api/links";

export const dynamic = "force-dynamic";
export const metadata = { title: "Cutting batch" };

type Props = { params: Promise<{ id: string }> };

/** The batch's life in words (lib/batches/life.ts). */
const STATE_WORDS: Record<BatchState, string> = {
  made: "made: can be undone until its first piece is scanned",
  started: "started: its first piece is on the saw",
  done: "done: none of its orders is open",
  undone: "undone: its orders are cut on their own plans",
};

/** Standalone links: 44 px tall to tap on a phone. */
const link = "inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline";

/** One cutting batch: its boards against the orders' own plans, its orders, its pack, labels and files for the saw. */
export default async function BatchPage({ params }: Props) {
  const loaded = await loadAdminBatch(params);
  if (loaded.denied) return <AccessNotice reason={loaded.denied} message={loaded.message} />;
  const { batch } = loaded;
  const rowOf = batchRowLabel(batch.origin);
  // The files name each part with its order, so the saw's list reads "KPW-2026-0042 #3 Side".
  const named = { ...batch.cutList, rows: batch.cutList.rows.map((r, i) => ({ ...r, name: `${rowOf(i + 1)} ${r.name}` })) };
  const saved = batch.materials.reduce((n, m) => n + m.ownPlansCost - m.cost, 0);
  const sawFormat = sawFileSettings(await getCatalog()).format;
  return (
    <div className="grid gap-5" data-testid="batch-page">
      <Link href="/admin/batches" className={`${link} justify-self-start`}>
        ← All batches
      </Link>
      <div>
        <h1 className="tabular text-2xl font-semibold text-ink">Batch {batch.id}</h1>
        <p className="mt-1 text-sm text-ink-muted">
          Made {formatWhen(batch.createdAt)} by {batch.createdBy || "staff"} · {batch.orders.length} orders ·{" "}
          <span data-testid="batch-state">{STATE_WORDS[batch.state]}</span>
        </p>
        {batch.cancelled.length > 0 && (
          <p className="mt-1 text-sm font-semibold text-red-800" data-testid="batch-cancelled">
            Cancelled after the batch started: {batch.cancelled.join(", ")}. Their pieces are marked DO NOT CUT in the pack and get no label.
          </p>
        )}
      </div>
      {/* On a phone, one line per material; the table from 640 px. */}
      <ul className="grid gap-2 sm:hidden">
        {batch.materials.map((m) => (
          <li key={m.material} className="tabular rounded-lg border border-rule bg-white p-3 text-sm">
            <p className="font-semibold text-ink">{materialLabel(m.material, batch.names)}</p>
            <p>
              {m.sheets} sheets · {m.boards} boards, against {m.ownPlansBoards} on the orders&apos; own plans
            </p>
            <p>
              {formatRupees(m.cost)} against {formatRupees(m.ownPlansCost)}: saves {formatRupees(m.ownPlansCost - m.cost)}
            </p>
            {m.from === "own" && <p className="text-xs text-ink-muted">Kept on the orders&apos; own plans (no cheaper together)</p>}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-rule bg-white sm:block">
        <table className="tabular w-full text-sm" data-testid="batch-figures">
          <thead>
            <tr className="border-b border-rule text-left">
              <th className="p-2">Material</th>
              <th className="p-2 text-right">Sheets</th>
              <th className="p-2 text-right">Boards (own plans)</th>
              <th className="p-2 text-right">Cost (own plans)</th>
              <th className="p-2 text-right">Saving</th>
            </tr>
          </thead>
          <tbody>
            {batch.materials.map((m) => (
              <tr key={m.material} className="border-b border-rule last:border-0">
                <td className="p-2">
                  {materialLabel(m.material, batch.names)}
                  {m.from === "own" && <span className="block text-xs text-ink-muted">Kept on the orders&apos; own plans (no cheaper together)</span>}
                </td>
                <td className="p-2 text-right">{m.sheets}</td>
                <td className="p-2 text-right">
                  {m.boards} ({m.ownPlansBoards})
                </td>
                <td className="p-2 text-right">
                  {formatRupees(m.cost)} ({formatRupees(m.ownPlansCost)})
                </td>
                <td className="p-2 text-right">{formatRupees(m.ownPlansCost - m.cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-ink">
        Boards and the saw&apos;s per-sheet charge come to {formatRupees(saved)} less than cutting each order on its own. Customers pay their
        confirmed prices.
      </p>
      <ul className="grid gap-1 text-sm">
        {batch.details.map((d) => (
          <li key={d.reference}>
            <Link
              href={`/admin/orders/${d.reference}`}
              className="tabular inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {d.reference}
            </Link>{" "}
            · {d.customer} · due {formatDay(d.requiredBy)}
          </li>
        ))}
      </ul>
      {!batch.undone && (
        <>
          <div className="flex flex-wrap gap-3">
            <Link href={`/admin/batches/${batch.id}/pack`} className={link}>
              Workshop pack
            </Link>
            <Link href={`/admin/batches/${batch.id}/labels`} className={link}>
              Part labels (sorted by order)
            </Link>
            {/* Every material in one file for the beam saw (issue 53), each piece named by its own order. */}
            <a href={batchSawFileHref(batch.id)} download className={link} data-testid="saw-file">
              {sawFormat === "ptx" ? "Saw file (.ptx), every material" : "The plan as PTX, every material"}
            </a>
          </div>
          {batch.plans.map((p) => (
            <section
              key={p.material}
              className="rounded-lg border border-rule bg-white p-3"
              aria-label={`Files for ${materialLabel(p.material, batch.names)}`}
            >
              <h2 className="font-semibold text-ink">{materialLabel(p.material, batch.names)}</h2>
              <SawFiles planned={storedGroup(named, p, materialLabel(p.material, batch.names))} prefix={batch.id} text={cutListFileWords("en")} />
            </section>
          ))}
          {/* Each piece goes where its sheet's order chose (issue 65): a customer's shelf, with the customer, or the store. */}
          <OrderOffcutsPanel reference={batch.id} minMm={offcutMinMm()} offcuts={batch.leftovers} />
          <UndoBatch id={batch.id} />
        </>
      )}
    </div>
  );
}
