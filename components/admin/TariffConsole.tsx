"use client";

import { queryKeys } from "@/lib/client/query/keys";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { loadTariff, saveTariff } from "@/lib/client/api/admin";
import { useConsoleSave } from "@/lib/client/console-save";
import { formatRupees, paiseToInput, parseRupees } from "@/lib/format/money";
import { TARIFF_GROUPS } from "@/lib/orders/tariff-items";
import { inputClass } from "@/components/ui/Input";
import { formatWhen } from "@/lib/format/date";
import { ConsoleLoad, SaveBar } from "./ConsoleParts";

export function TariffConsole() {
  return <TariffForm />;
}

/** The price list: one rupee field per price, with the date each last changed. */
function TariffForm() {
  const { data, error, isPending } = useQuery({ queryKey: queryKeys.tariff, queryFn: loadTariff });
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const {
    save,
    errors: fieldErrors,
    status,
    refuse,
    clear,
  } = useConsoleSave({
    queryKey: queryKeys.tariff,
    send: (prices: Record<string, number>) => saveTariff({ prices }),
    savedText: "Tariff saved. New estimates use these prices at once.",
    fieldOf: (k) => k.replace(/^prices\./, ""),
    onSaved: () => setDrafts({}),
  });

  if (!data) return <ConsoleLoad isPending={isPending} error={error} what="tariff" />;

  const examples = data.items.filter((i) => i.example).length;

  function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    const prices: Record<string, number> = {};
    const errors: Record<string, string> = {};
    for (const item of data!.items) {
      const text = drafts[item.key] ?? paiseToInput(item.paise);
      const paise = parseRupees(text);
      if (paise === null) errors[item.key] = "Enter an amount in rupees, e.g. 120 or 12.50";
      else prices[item.key] = paise;
    }
    if (Object.keys(errors).length) return refuse(errors, "Please correct the highlighted prices.");
    save.mutate(prices);
  }

  return (
    <section aria-labelledby="tariff-title">
      <h1 id="tariff-title" className="text-2xl font-semibold text-ink">
        Tariff
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">
        The prices every online estimate is worked out from (in rupees, before GST; 18% GST is added on the estimate). Customers see an estimate; you
        confirm the price on each order.
      </p>
      {examples > 0 && (
        <p className="mt-3 rounded-md border border-accent-400 bg-accent-50 px-3 py-2 text-sm text-ink" data-testid="tariff-examples">
          {examples} of {data.items.length} prices are <strong>example figures</strong>, not yours yet. Check them and press “Save tariff”: saving
          makes every price on this page the workshop’s own.
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-5">
        {TARIFF_GROUPS.map((g) => (
          <fieldset key={g.id} className="rounded-lg border border-rule bg-white p-4 sm:p-5">
            <legend className="px-1 text-lg font-semibold text-ink">{g.title}</legend>
            <p className="text-sm text-ink-muted">{g.note}</p>
            <div className="mt-3 grid gap-3">
              {data.items
                .filter((i) => i.group === g.id)
                .map((item) => {
                  const id = `price-${item.key.replace(/\./g, "-")}`;
                  const err = fieldErrors[item.key];
                  return (
                    <div
                      key={item.key}
                      className="grid items-center gap-2 border-t border-rule pt-3 first:border-0 first:pt-0 sm:grid-cols-[1fr_11rem_14rem]"
                    >
                      <label htmlFor={id} className="text-sm font-medium text-ink">
                        {item.label} <span className="font-normal text-ink-muted">({item.unit})</span>
                      </label>
                      <div>
                        <div className="flex items-center gap-1.5">
                          <span aria-hidden="true" className="text-ink-muted">
                            ₹
                          </span>
                          <input
                            id={id}
                            name={item.key}
                            inputMode="decimal"
                            autoComplete="off"
                            value={drafts[item.key] ?? paiseToInput(item.paise)}
                            onChange={(e) => setDrafts((d) => ({ ...d, [item.key]: e.target.value }))}
                            aria-invalid={err ? true : undefined}
                            aria-describedby={`${id}-when${err ? ` ${id}-error` : ""}`}
                            className={`${inputClass} tabular text-right`}
                          />
                        </div>
                        {err && (
                          <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
                            {err}
                          </p>
                        )}
                      </div>
                      <p id={`${id}-when`} className="text-xs text-ink-muted">
                        {item.example ? (
                          <span className="rounded-full bg-accent-100 px-2 py-0.5 font-semibold text-accent-700">Example figure</span>
                        ) : (
                          <>
                            Last changed {formatWhen(item.changedAt)}
                            {item.changedBy && ` by ${item.changedBy}`}
                          </>
                        )}
                        <span className="sr-only"> (now {formatRupees(item.paise)})</span>
                      </p>
                    </div>
                  );
                })}
            </div>
          </fieldset>
        ))}
        <SaveBar
          label="Save tariff"
          saving={save.isPending}
          status={status}
          onUndo={() => {
            setDrafts({});
            clear();
          }}
        />
      </form>
    </section>
  );
}
