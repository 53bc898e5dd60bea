"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/Button";
import { denseInputClass } from "@/components/ui/Input";
import { loadCatalog } from "@/lib/client/api/admin";
import { useSubmissionKey } from "@/lib/client/submission-key";
import { addOffcut, changeOffcut, discardOffcut, loadOffcuts } from "@/lib/client/api/offcuts";
import { useConsoleSteps } from "@/lib/client/console-save";
import { queryKeys } from "@/lib/client/query/keys";
import { formatRupees, parseRupees } from "@/lib/format/money";
import { StatusLine } from "@/components/ui/StatusLine";
import { formatWhen } from "@/lib/format/date";
import { ShelfNotices } from "./ShelfNotices";

const field = `w-full ${denseInputClass}`;
const label = "block text-xs font-medium text-ink-muted";

export function OffcutsConsole() {
  return <Offcuts />;
}

/**
 * The offcut store: find a piece by material, size or id; add one by hand;
 * reserve it for an order, release it, print its label or discard it.
 */
function Offcuts() {
  const [filter, setFilter] = useState({ material: "", q: "", minLength: "", minWidth: "" });
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v.trim() !== "")).toString();
  const store = useQuery({
    queryKey: queryKeys.offcuts(query),
    queryFn: () => loadOffcuts(query),
    placeholderData: keepPreviousData,
  });
  const catalog = useQuery({ queryKey: queryKeys.materials, queryFn: loadCatalog });
  const materials = catalog.data?.materials ?? [];
  const nameOf = (id: string) => materials.find((m) => m.id === id)?.label ?? id;
  const [draft, setDraft] = useState({ material: "", length: "", width: "", price: "0", note: "", owner: "" });
  const [reserveFor, setReserveFor] = useState<Record<string, string>>({});
  // A discard asks once: a piece thrown away cannot come back (issue 38).
  const [discarding, setDiscarding] = useState<string | null>(null);

  // One save for the console (issue 39): adding a piece and each piece's reserve, release and discard; the store is
  // loaded again after each, and one status line says what happened.
  const { save: act, errors, status, refuse } = useConsoleSteps({ queryKey: queryKeys.allOffcuts, refresh: "invalidate" });
  const addKey = useSubmissionKey();
  const add = {
    isPending: act.isPending,
    mutate: (piece: Parameters<typeof addOffcut>[0]) => {
      // One key per submission: a double tap stores one piece (issue 55).
      const idempotencyKey = addKey.keyOf(piece);
      act.mutate(
        () =>
          addOffcut({ ...piece, idempotencyKey }).then((body) => ({
            ...body,
            message: `${body.message}. Print its label and stick it on the piece.`,
          })),
        {
          onSuccess: () => {
            addKey.done();
            setDraft((d) => ({ ...d, length: "", width: "", note: "", owner: "" }));
          },
        },
      );
    },
  };

  function onAdd(ev: FormEvent) {
    ev.preventDefault();
    const pricePaise = parseRupees(draft.price || "0");
    if (pricePaise === null) {
      refuse({ pricePaise: "Enter a price in rupees, e.g. 0 or 250" }, "Enter a price in rupees, e.g. 0 or 250");
      return;
    }
    const num = (t: string) => (t.trim() === "" || Number.isNaN(Number(t)) ? t : Number(t));
    add.mutate({
      material: draft.material || (materials.find((m) => !m.retired)?.id ?? ""),
      length: num(draft.length),
      width: num(draft.width),
      pricePaise,
      ...(draft.note.trim() ? { note: draft.note } : {}),
      ...(draft.owner.trim() ? { owner: draft.owner.trim() } : {}),
    });
  }

  const data = store.data;
  return (
    <section aria-labelledby="offcuts-title" className="grid gap-5">
      <div>
        <h1 id="offcuts-title" className="text-2xl font-semibold text-ink">
          Offcuts
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">
          Pieces worth keeping (both sides at least {data?.minMm ?? 300} mm), each with a short id on its label. When the workshop supplies the
          boards, an order is planned on the free pieces of its materials as it is confirmed: the pieces its plan uses are reserved for it and leave
          the store when it goes into production. A cancelled order gives them back.
        </p>
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">
          A piece with a customer&apos;s e-mail goes on their shelf: only their own orders are planned on it, at no board price, and it passes to the
          workshop when its keeping days (Business and GST) are up.
        </p>
      </div>

      {data && data.due.length > 0 && (
        <ShelfNotices due={data.due} nameOf={nameOf} onTold={(id) => act.mutate(() => changeOffcut(id, { action: "told" }))} />
      )}

      <form
        onSubmit={onAdd}
        noValidate
        className="grid gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_1fr_2fr_2fr_auto] sm:items-end"
      >
        <h2 className="font-semibold text-ink sm:col-span-7">Add a piece</h2>
        <div>
          <label htmlFor="add-material" className={label}>
            Material
          </label>
          <select id="add-material" value={draft.material} onChange={(e) => setDraft({ ...draft, material: e.target.value })} className={field}>
            {materials
              .filter((m) => !m.retired)
              .map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
          </select>
        </div>
        {(
          [
            ["length", "Length (mm)"],
            ["width", "Width (mm)"],
          ] as const
        ).map(([k, text]) => (
          <div key={k}>
            <label htmlFor={`add-${k}`} className={label}>
              {text}
            </label>
            <input
              id={`add-${k}`}
              inputMode="numeric"
              value={draft[k]}
              onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
              aria-invalid={errors[k] ? true : undefined}
              aria-describedby={errors[k] ? `add-${k}-error` : undefined}
              className={`${field} text-right tabular-nums`}
            />
            {errors[k] && (
              <p id={`add-${k}-error`} className="mt-1 text-sm text-red-800">
                {errors[k]}
              </p>
            )}
          </div>
        ))}
        <div>
          <label htmlFor="add-price" className={label}>
            Price (₹, 0 = free)
          </label>
          <input
            id="add-price"
            inputMode="decimal"
            value={draft.price}
            onChange={(e) => setDraft({ ...draft, price: e.target.value })}
            aria-invalid={errors.pricePaise ? true : undefined}
            className={`${field} text-right tabular-nums`}
          />
          {errors.pricePaise && <p className="mt-1 text-sm text-red-800">{errors.pricePaise}</p>}
        </div>
        <div>
          <label htmlFor="add-note" className={label}>
            Note
          </label>
          <input id="add-note" value={draft.note} onChange={(e) => setDraft({ ...draft, note: e.target.value })} className={field} />
        </div>
        <div>
          <label htmlFor="add-owner" className={label}>
            Customer&apos;s e-mail (their shelf)
          </label>
          <input
            id="add-owner"
            type="email"
            inputMode="email"
            value={draft.owner}
            onChange={(e) => setDraft({ ...draft, owner: e.target.value, ...(e.target.value.trim() ? { price: "0" } : {}) })}
            aria-invalid={errors.owner ? true : undefined}
            aria-describedby={errors.owner ? "add-owner-error" : undefined}
            className={field}
          />
          {errors.owner && (
            <p id="add-owner-error" className="mt-1 text-sm text-red-800">
              {errors.owner}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClass("primary", "sm")} disabled={add.isPending || !materials.length}>
          Add to the store
        </button>
      </form>

      <StatusLine status={status} />

      <div className="grid gap-3 rounded-lg border border-rule bg-white p-4">
        <h2 className="font-semibold text-ink">Find a piece</h2>
        <div className="grid gap-3 sm:grid-cols-4">
          <div>
            <label htmlFor="find-material" className={label}>
              Material
            </label>
            <select id="find-material" value={filter.material} onChange={(e) => setFilter({ ...filter, material: e.target.value })} className={field}>
              <option value="">Any</option>
              {materials.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="find-q" className={label}>
              Id or order
            </label>
            <input
              id="find-q"
              value={filter.q}
              onChange={(e) => setFilter({ ...filter, q: e.target.value })}
              className={`${field} font-mono uppercase`}
            />
          </div>
          {(
            [
              ["minLength", "At least long (mm)"],
              ["minWidth", "At least wide (mm)"],
            ] as const
          ).map(([k, text]) => (
            <div key={k}>
              <label htmlFor={`find-${k}`} className={label}>
                {text}
              </label>
              <input
                id={`find-${k}`}
                inputMode="numeric"
                value={filter[k]}
                onChange={(e) => setFilter({ ...filter, [k]: e.target.value.replace(/\D/g, "") })}
                className={`${field} text-right tabular-nums`}
              />
            </div>
          ))}
        </div>
        {store.error && (
          <p role="alert" className="text-sm text-red-800">
            {(store.error as Error).message}
          </p>
        )}
        {data && (
          <p className="text-sm text-ink-muted" aria-live="polite">
            {data.pieces.length} of {data.total} pieces in the store (it holds at most {data.max}).
          </p>
        )}
        <ul className="grid gap-2" data-testid="offcut-list">
          {data?.pieces.map((p) => (
            <li key={p.id} className="grid gap-2 border-t border-rule pt-2 text-sm sm:grid-cols-[6rem_1fr_auto] sm:items-center" data-testid="offcut">
              <strong className="font-mono text-base">{p.id}</strong>
              <span>
                <span className="tabular">
                  {p.length} × {p.width} mm
                </span>
                , {nameOf(p.material)}
                {!p.owner && <> · {p.pricePaise ? formatRupees(p.pricePaise) : "free"}</>}
                {p.owner && (
                  <>
                    {" "}
                    · <span className="font-semibold text-brand-800">on {p.owner.name}&apos;s shelf</span> until {formatWhen(p.keepUntil!)}
                  </>
                )}
                {p.passed && (
                  <span className="text-ink-muted">
                    {" "}
                    · passed to the workshop from {p.passed.from} on {formatWhen(p.passed.at)}
                  </span>
                )}
                {p.status === "reserved" && (
                  <>
                    {" "}
                    · <span className="font-semibold text-accent-700">reserved for {p.order}</span>
                  </>
                )}
                {p.note && <span className="text-ink-muted"> · {p.note}</span>}
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <Link href={`/admin/offcuts/${p.id}/label`} className={buttonClass("secondary", "sm")} aria-label={`Print the label of ${p.id}`}>
                  Label
                </Link>
                {p.status === "reserved" ? (
                  <button
                    type="button"
                    className={buttonClass("secondary", "sm")}
                    onClick={() => act.mutate(() => changeOffcut(p.id, { action: "release" }))}
                    aria-label={`Release ${p.id}`}
                  >
                    Release
                  </button>
                ) : (
                  <>
                    <label htmlFor={`reserve-${p.id}`} className="sr-only">
                      Order to reserve {p.id} for
                    </label>
                    <input
                      id={`reserve-${p.id}`}
                      placeholder="KPW-2026-0001"
                      value={reserveFor[p.id] ?? ""}
                      onChange={(e) => setReserveFor({ ...reserveFor, [p.id]: e.target.value.toUpperCase() })}
                      className={`w-36 font-mono ${denseInputClass}`}
                    />
                    <button
                      type="button"
                      className={buttonClass("secondary", "sm")}
                      disabled={!reserveFor[p.id]}
                      onClick={() => act.mutate(() => changeOffcut(p.id, { action: "reserve", order: reserveFor[p.id] }))}
                      aria-label={`Reserve ${p.id} for the order`}
                    >
                      Reserve
                    </button>
                    {discarding === p.id ? (
                      <span role="group" aria-label={`Discard ${p.id}?`} className="inline-flex flex-wrap items-center gap-2">
                        <span className="text-sm font-semibold text-ink">Discard {p.id} for good?</span>
                        <button
                          type="button"
                          className={buttonClass("primary", "sm")}
                          onClick={() => {
                            setDiscarding(null);
                            act.mutate(() => discardOffcut(p.id));
                          }}
                        >
                          Yes, discard {p.id}
                        </button>
                        <button type="button" className={buttonClass("secondary", "sm")} onClick={() => setDiscarding(null)}>
                          Keep it
                        </button>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className={buttonClass("secondary", "sm")}
                        onClick={() => setDiscarding(p.id)}
                        aria-label={`Discard ${p.id}`}
                      >
                        Discard
                      </button>
                    )}
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
