"use client";

import { queryKeys } from "@/lib/client/query/keys";
import { useQuery } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import MessageCircle from "lucide-react/icons/message-circle";
import Printer from "lucide-react/icons/printer";
import Tag from "lucide-react/icons/tag";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { changeOrder, confirmationPreview, type OrderChange } from "@/lib/client/api/orders";
import { useConsoleSave } from "@/lib/client/console-save";
import { formatRupees, paiseToInput, parseRupees } from "@/lib/format/money";
import { isFinal, NEXT_STATUSES, STATUS_LABEL, type OrderStatus } from "@/lib/orders/status";
import { buttonClass } from "@/components/ui/Button";
import { inputClass } from "@/components/ui/Input";
import { Field } from "@/components/ui/Field";
import { orderSawFileHref, orderXlsxHref } from "@/lib/client/api/links";
import { StatusLine } from "@/components/ui/StatusLine";

interface Props {
  reference: string;
  status: OrderStatus;
  fulfilment: "pickup" | "delivery";
  estimateTotalPaise: number;
  confirmedPaise: number | null;
  notifyHref: string;
  /** The file the workshop's saw takes (the console's Boards page): the plan itself (PTX) or a parts list (CSV). */
  sawFormat: "ptx" | "csv";
}

export function OrderAdminPanel(props: Props) {
  return <Panel {...props} />;
}

/** The workshop's controls on one order: move its status, set the confirmed price, notify the customer, export and print. */
function Panel({ reference, status, fulfilment, estimateTotalPaise, confirmedPaise, notifyHref, sawFormat }: Props) {
  const router = useRouter();
  // The step that matches the order's pickup or delivery is offered first.
  const preferred: OrderStatus = fulfilment === "delivery" ? "out-for-delivery" : "ready-for-pickup";
  const options = [...NEXT_STATUSES[status]].sort((a, b) => Number(b === preferred) - Number(a === preferred));
  const [next, setNext] = useState<OrderStatus | "">(options[0] ?? "");
  const [price, setPrice] = useState(paiseToInput(confirmedPaise ?? estimateTotalPaise));
  const [reason, setReason] = useState("");
  // The price typed by the staff wins; until they type, it follows what confirmation would charge.
  const [priceTyped, setPriceTyped] = useState(false);
  const preview = useQuery({
    queryKey: queryKeys.confirmation(reference),
    queryFn: () => confirmationPreview(reference),
    enabled: status === "received" && next === "confirmed",
    staleTime: 30_000,
  });
  const planned = preview.data;
  const shownPrice = !priceTyped && status === "received" && planned ? paiseToInput(planned.plannedTotalPaise) : price;
  const typePrice = (v: string) => {
    setPriceTyped(true);
    setPrice(v);
  };

  const {
    save: change,
    errors,
    status: said,
    refuse,
  } = useConsoleSave({
    send: (json: OrderChange) => changeOrder(reference, json),
    refresh: () => router.refresh(),
    savedText: "Saved. Tap “Notify on WhatsApp” to tell the customer.",
    onSaved: () => setReason(""),
  });

  function onMove(ev: FormEvent) {
    ev.preventDefault();
    if (!next) return;
    const json: Record<string, unknown> = { status: next };
    if (next === "confirmed") {
      const paise = parseRupees(shownPrice);
      if (paise === null || paise === 0) return refuse({ confirmedPaise: "Enter the confirmed price in rupees, e.g. 12500" }, "");
      json.confirmedPaise = paise;
    }
    if (next === "cancelled") {
      if (!reason.trim()) return refuse({ reason: "Give a reason for cancelling" }, "");
      json.reason = reason.trim();
    }
    change.mutate(json);
  }

  function onPrice(ev: FormEvent) {
    ev.preventDefault();
    const paise = parseRupees(price);
    if (paise === null || paise === 0) return refuse({ confirmedPaise: "Enter the confirmed price in rupees, e.g. 12500" }, "");
    change.mutate({ confirmedPaise: paise });
  }

  return (
    <section aria-label="Workshop controls" className="grid gap-4 rounded-lg border border-brand-200 bg-brand-50 p-4 print:hidden">
      <div className="flex flex-wrap gap-2">
        <a href={notifyHref} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "sm")} data-testid="notify-whatsapp">
          <MessageCircle aria-hidden="true" className="size-4" />
          Notify on WhatsApp
        </a>
        <a href={orderXlsxHref(reference)} download className={buttonClass("secondary", "sm")}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          Excel (.xlsx)
        </a>
        {/* The beam saw's own file (issue 53): the priced plan, each piece's barcode its label's code. A saw that takes
            a parts list gets each material's CSV under its plan; the plan itself stays a link away. */}
        <a href={orderSawFileHref(reference)} download className={buttonClass("secondary", "sm")} data-testid="saw-file">
          <Download aria-hidden="true" className="size-4" />
          {sawFormat === "ptx" ? "Saw file (.ptx)" : "The plan as PTX"}
        </a>
        <a href={`/admin/orders/${reference}/pack`} className={buttonClass("secondary", "sm")}>
          <Printer aria-hidden="true" className="size-4" />
          Workshop pack
        </a>
        <a href={`/admin/orders/${reference}/labels`} className={buttonClass("secondary", "sm")}>
          <Tag aria-hidden="true" className="size-4" />
          Labels (A4, 24)
        </a>
        <a href={`/admin/orders/${reference}/labels?layout=roll`} className={buttonClass("secondary", "sm")}>
          <Tag aria-hidden="true" className="size-4" />
          Labels (100 × 50 mm)
        </a>
      </div>

      {!isFinal(status) && (
        <div className="grid gap-4 md:grid-cols-2">
          <form onSubmit={onMove} noValidate className="grid gap-2" aria-label="Change status">
            <label htmlFor="next-status" className="text-sm font-medium text-ink">
              Move to
            </label>
            <select id="next-status" value={next} onChange={(e) => setNext(e.target.value as OrderStatus)} className={inputClass}>
              {options.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
            </select>
            {next === "cancelled" && (
              <Input id="cancel-reason" label="Reason (the customer sees it)" value={reason} onChange={setReason} error={errors.reason} />
            )}
            {next === "confirmed" && planned && (
              <div
                className={`grid gap-1 rounded-md border p-3 text-sm text-ink ${planned.replanned || planned.repriced ? "border-amber-400 bg-amber-50" : "border-rule bg-white"}`}
                role="status"
                data-testid={planned.replanned ? "confirmation-replan" : "confirmation-price"}
              >
                <p className="font-semibold">
                  {planned.replanned
                    ? "Confirming plans this order again on the stored offcuts and prices it at today’s rates. "
                    : "Confirming prices this order at today’s rates. "}
                  {planned.repriced
                    ? `The estimate becomes ${formatRupees(planned.plannedTotalPaise)} (it was ${formatRupees(planned.currentTotalPaise)}).`
                    : `The estimate stays ${formatRupees(planned.plannedTotalPaise)}.`}
                </p>
                {planned.replanned && <p>Boards: {summariseBoards(planned.boards)}</p>}
              </div>
            )}
            {next === "confirmed" && (
              <Input
                id="confirm-price"
                label="Confirmed price incl. GST (₹)"
                value={shownPrice}
                onChange={typePrice}
                error={errors.confirmedPaise}
                numeric
              />
            )}
            <button type="submit" className={buttonClass("primary", "sm")} disabled={change.isPending}>
              {change.isPending ? "Saving…" : `Mark as ${next ? STATUS_LABEL[next].toLowerCase() : "…"}`}
            </button>
          </form>
          {status !== "received" && (
            <form onSubmit={onPrice} noValidate className="grid content-start gap-2" aria-label="Confirmed price">
              <Input
                id="edit-price"
                label={`Confirmed price incl. GST (₹)${confirmedPaise != null ? `: now ${formatRupees(confirmedPaise)}` : ""}`}
                value={price}
                onChange={setPrice}
                error={errors.confirmedPaise}
                numeric
              />
              <button type="submit" className={buttonClass("secondary", "sm")} disabled={change.isPending}>
                Save price
              </button>
            </form>
          )}
        </div>
      )}
      <StatusLine status={said} />
    </section>
  );
}

/** "1 × Stored offcut 1500 × 1000 mm (KXNTF) + 2 × 8 × 4 ft": the boards of a plan, counted. */
function summariseBoards(boards: string[]): string {
  const counts = new Map<string, number>();
  for (const b of boards) counts.set(b, (counts.get(b) ?? 0) + 1);
  // A count beside a size reads as a size ("8 × 8 × 4 ft"): the count goes after, in words (issue 55).
  return [...counts].map(([b, n]) => `${b} (${n} ${n === 1 ? "board" : "boards"})`).join(", ");
}

function Input({
  id,
  label,
  value,
  onChange,
  error,
  numeric,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  numeric?: boolean;
}) {
  return (
    <Field
      id={id}
      name={id}
      label={label}
      value={value}
      inputMode={numeric ? "decimal" : undefined}
      maxLength={500}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
