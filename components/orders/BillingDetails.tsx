"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { QueryProvider } from "@/components/query/QueryProvider";
import { buttonClass } from "@/components/ui/Button";
import { ErrorText } from "@/components/ui/ErrorText";
import { bindText, Field } from "@/components/ui/Field";
import { changeOrder } from "@/lib/client/api/orders";
import type { ApiError } from "@/lib/client/api/request";
import type { Billing } from "@/vocabulary/money";
import { stateLabelIn } from "@/lib/business/state-names";
import { usePageLocale } from "@/lib/client/page-locale";
import { StateSelect } from "./StateSelect";
import type { OrderText } from "@/lib/i18n/islands/order";
import { fill } from "@/lib/i18n/template";

interface Props {
  reference: string;
  billing: Billing | null;
  customerName: string;
  accessKey: string | null;
  /** Invoiced: the details are on the invoice and can no longer change. */
  locked: boolean;
  /** The words, in the page's language. */
  text: OrderText["billing"];
}

export function BillingDetails(props: Props) {
  return (
    <QueryProvider>
      <BillingForm {...props} />
    </QueryProvider>
  );
}

/** Who the invoice is made out to: shown, and changed by the customer (or the workshop) until the invoice is issued. */
function BillingForm({ reference, billing, customerName, accessKey, locked, text: t }: Props) {
  const router = useRouter();
  const locale = usePageLocale();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(billing?.name ?? customerName);
  const [address, setAddress] = useState(billing?.address ?? "");
  const [gstin, setGstin] = useState(billing?.gstin ?? "");
  const [stateCode, setStateCode] = useState(billing?.stateCode ?? "33");
  const save = useMutation({
    mutationFn: () => changeOrder(reference, { billing: { name, address, gstin, stateCode } }, accessKey),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  const errors = (save.error as ApiError | null)?.errors ?? {};
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };

  return (
    <div className="grid gap-2 text-sm" data-testid="billing">
      <h3 className="font-semibold text-ink">{t.title}</h3>
      {billing ? (
        <p className="text-ink">
          {billing.name}, {billing.address} · {stateLabelIn(billing.stateCode, locale)} ·{" "}
          {billing.gstin ? fill(t.registered, { gstin: billing.gstin }) : t.unregistered}
        </p>
      ) : (
        <p className="text-ink-muted">{fill(t.none, { name: customerName })}</p>
      )}
      {!locked && !open && (
        <button type="button" className={`${buttonClass("secondary", "sm")} justify-self-start print:hidden`} onClick={() => setOpen(true)}>
          {billing ? t.change : t.give}
        </button>
      )}
      {locked && <p className="text-xs text-ink-muted">{t.locked}</p>}
      {open && (
        <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-md border border-rule p-3 sm:grid-cols-2" aria-label={t.form}>
          <Field label={t.name} name="billing-name" {...bindText(name, setName)} maxLength={120} error={errors["billing.name"]} />
          <Field
            label={t.gstin}
            name="billing-gstin"
            {...bindText(gstin, setGstin)}
            maxLength={20}
            autoCapitalize="characters"
            error={errors["billing.gstin"]}
          />
          <Field
            label={t.address}
            name="billing-address"
            multiline
            rows={2}
            {...bindText(address, setAddress)}
            maxLength={300}
            error={errors["billing.address"]}
            className="sm:col-span-2"
          />
          <StateSelect label={t.state} value={stateCode} onChange={setStateCode} error={errors["billing.stateCode"]} />
          <div className="flex flex-wrap items-end gap-2">
            <button type="submit" className={buttonClass("primary", "sm")} disabled={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </button>
            <button type="button" className={buttonClass("secondary", "sm")} onClick={() => setOpen(false)}>
              {t.close}
            </button>
          </div>
          <ErrorText error={save.error} />
        </form>
      )}
    </div>
  );
}
