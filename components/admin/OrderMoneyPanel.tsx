"use client";

import FileText from "lucide-react/icons/file-text";
import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { StateSelect } from "@/components/orders/StateSelect";
import { buttonClass } from "@/components/ui/Button";
import { bindText, Field } from "@/components/ui/Field";
import { Select } from "@/components/ui/Select";
import { issueChallan, issueCreditNote, issueInvoice, recordPayment } from "@/lib/client/api/money";
import { EwayBillForm } from "./EwayBillForm";
import { useConsoleSteps } from "@/lib/client/console-save";
import { useSubmissionKey } from "@/lib/client/submission-key";
import { formatRupees, paiseToInput, parseRupees } from "@/lib/format/money";
import { indiaDate } from "@/lib/format/financial-year";
import { PAYMENT_MODE_LABEL } from "@/lib/orders/billing";
import { PAYMENT_MODES, type PaymentMode } from "@/vocabulary/money";
import type { IssuedDto, PaymentDto } from "@/lib/orders/dto";
import type { OrderStatus } from "@/lib/orders/status";
import { StatusLine } from "@/components/ui/StatusLine";
import { orderPaperHref } from "@/lib/client/api/links";

interface Props {
  reference: string;
  status: OrderStatus;
  payment: PaymentDto;
  invoice: IssuedDto | null;
  creditNote: IssuedDto | null;
  challan: IssuedDto | null;
  /** Whose boards: the workshop's go out under a delivery challan, the customer's come back under a job-work return one. */
  boardsBy: "customer" | "workshop";
  cancelReason: string;
  /** The workshop's GST state: the default place of supply. */
  homeState: string;
  /** Where a delivery goes (the e-way bill's destination); "" for a pickup. */
  deliveryPincode: string;
  /** Whether its goods need an e-way bill, and why (null: no paper with goods yet). */
  eway: { needed: boolean; reason: string } | null;
}

export function OrderMoneyPanel(props: Props) {
  return <Panel {...props} />;
}

/** The workshop's money controls on one order: record a payment or refund, issue the tax invoice, the credit note. */
function Panel({ reference, status, payment, invoice, creditNote, challan, boardsBy, cancelReason, homeState, deliveryPincode, eway }: Props) {
  const router = useRouter();
  const [amount, setAmount] = useState(payment.balancePaise > 0 ? paiseToInput(payment.upiAmountPaise || payment.balancePaise) : "");
  const [refund, setRefund] = useState(false);
  const [mode, setMode] = useState<PaymentMode>("upi");
  const [utr, setUtr] = useState("");
  const [receivedOn, setReceivedOn] = useState(indiaDate());
  const [note, setNote] = useState("");
  const [placeOfSupply, setPlaceOfSupply] = useState(homeState);
  const [reason, setReason] = useState(cancelReason);
  const [goodsValue, setGoodsValue] = useState("");
  // One save for the panel (issue 39): a payment, the invoice or the credit note; the page's data is loaded again
  // after each, and after a conflict (the invoice issued from another screen meanwhile).
  const { save: post, errors, status: said, refuse } = useConsoleSteps({ refresh: () => router.refresh() });
  const payKey = useSubmissionKey();

  function onPay(e: FormEvent) {
    e.preventDefault();
    const paise = parseRupees(amount);
    if (paise === null || paise === 0)
      return refuse({ amountPaise: "Enter the amount in rupees, e.g. 4500" }, "Enter the amount in rupees, e.g. 4500");
    const body = {
      amountPaise: refund ? -paise : paise,
      mode,
      receivedOn,
      ...(utr.trim() ? { utr: utr.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    // One key per submission: a double tap records the payment once (issue 55); the form is emptied once it is recorded.
    const idempotencyKey = payKey.keyOf(body);
    post.mutate(async () => {
      const said = await recordPayment(reference, { ...body, idempotencyKey });
      payKey.done();
      setAmount("");
      setUtr("");
      setNote("");
      setRefund(false);
      return said;
    });
  }

  const priced = status !== "received";
  return (
    <section
      aria-label="Payments and invoice"
      className="grid gap-4 rounded-lg border border-brand-200 bg-brand-50 p-4 print:hidden"
      data-testid="money-panel"
    >
      <p className="tabular text-sm text-ink">
        Paid <strong>{formatRupees(payment.paidPaise)}</strong> · advance asked {formatRupees(payment.advancePaise)} ·{" "}
        {payment.balancePaise < 0 ? `to refund ${formatRupees(-payment.balancePaise)}` : `balance ${formatRupees(payment.balancePaise)}`}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {priced ? (
          <form onSubmit={onPay} noValidate className="grid content-start gap-2" aria-label="Record a payment">
            <fieldset className="flex gap-4 text-sm">
              <legend className="sr-only">Payment or refund</legend>
              <label className="flex items-center gap-1">
                <input type="radio" name="pay-kind" checked={!refund} onChange={() => setRefund(false)} /> Money received
              </label>
              <label className="flex items-center gap-1">
                <input type="radio" name="pay-kind" checked={refund} onChange={() => setRefund(true)} /> Refund or correction
              </label>
            </fieldset>
            <div className="grid grid-cols-2 gap-2">
              <Field label="Amount (₹)" name="pay-amount" inputMode="decimal" {...bindText(amount, setAmount)} error={errors.amountPaise} />
              <div className="grid gap-1">
                <label htmlFor="pay-mode" className="text-sm font-medium text-ink">
                  Mode
                </label>
                <Select id="pay-mode" value={mode} onChange={(e) => setMode(e.target.value as PaymentMode)}>
                  {PAYMENT_MODES.map((m) => (
                    <option key={m} value={m}>
                      {PAYMENT_MODE_LABEL[m]}
                    </option>
                  ))}
                </Select>
              </div>
              <Field label="UTR / transaction no." name="pay-utr" {...bindText(utr, setUtr)} maxLength={30} error={errors.utr} />
              <Field label="Received on" name="pay-date" type="date" {...bindText(receivedOn, setReceivedOn)} error={errors.receivedOn} />
            </div>
            <Field
              label={refund ? "Why (required)" : "Note (optional)"}
              name="pay-note"
              {...bindText(note, setNote)}
              maxLength={300}
              error={errors.note}
            />
            <button type="submit" className={buttonClass("primary", "sm")} disabled={post.isPending}>
              {refund ? "Record refund" : "Record payment"}
            </button>
          </form>
        ) : (
          <p className="text-sm text-ink-muted">Confirm the price to ask for the advance and record payments.</p>
        )}

        <div className="grid content-start gap-3">
          {invoice ? (
            <PaperLink href={orderPaperHref(reference, "invoice.pdf")}>
              Invoice {invoice.number} ({formatRupees(invoice.totalPaise)})
            </PaperLink>
          ) : (
            priced &&
            status !== "cancelled" && (
              <form
                className="grid gap-2"
                aria-label="Tax invoice"
                onSubmit={(e) => {
                  e.preventDefault();
                  post.mutate(() => issueInvoice(reference, { placeOfSupply }));
                }}
              >
                <StateSelect label="Place of supply" value={placeOfSupply} onChange={setPlaceOfSupply} error={errors.placeOfSupply} />
                <p className="text-xs text-ink-muted">
                  Job work on the customer&rsquo;s boards is supplied where it is done (the workshop&rsquo;s state). Change it only for goods
                  delivered to another state.
                </p>
                <button type="submit" className={`${buttonClass("primary", "sm")} justify-self-start`} disabled={post.isPending}>
                  Issue tax invoice
                </button>
              </form>
            )
          )}
          {challan ? (
            <PaperLink href={orderPaperHref(reference, "challan.pdf")}>Delivery challan {challan.number}</PaperLink>
          ) : (
            priced &&
            status !== "cancelled" &&
            !invoice && (
              <form
                className="grid gap-2"
                aria-label="Delivery challan"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (boardsBy === "workshop") return post.mutate(() => issueChallan(reference, { kind: "delivery", placeOfSupply }));
                  const paise = parseRupees(goodsValue);
                  if (paise === null || paise === 0) {
                    return refuse({ goodsValuePaise: "Enter the value of the customer's boards in rupees, e.g. 25000" }, "");
                  }
                  post.mutate(() => issueChallan(reference, { kind: "job-work-return", goodsValuePaise: paise }));
                }}
              >
                {boardsBy === "customer" ? (
                  <Field
                    label="Value of the customer's boards (₹, as their challan says)"
                    name="goods-value"
                    inputMode="decimal"
                    {...bindText(goodsValue, setGoodsValue)}
                    error={errors.goodsValuePaise}
                  />
                ) : null}
                <p className="text-xs text-ink-muted">
                  {boardsBy === "customer"
                    ? "The customer’s own boards go back after job work under this challan (no tax: the job work is invoiced)."
                    : "The goods go out before their invoice under this challan, with the confirmed price and its tax."}
                </p>
                <button type="submit" className={`${buttonClass("secondary", "sm")} justify-self-start`} disabled={post.isPending}>
                  {boardsBy === "customer" ? "Issue job-work return challan" : "Issue delivery challan"}
                </button>
              </form>
            )
          )}
          {creditNote ? (
            <PaperLink href={orderPaperHref(reference, "credit-note.pdf")}>Credit note {creditNote.number}</PaperLink>
          ) : (
            invoice &&
            status === "cancelled" && (
              <form
                className="grid gap-2"
                aria-label="Credit note"
                onSubmit={(e) => {
                  e.preventDefault();
                  post.mutate(() => issueCreditNote(reference, { reason }));
                }}
              >
                <Field
                  label="Reason for the credit note"
                  name="credit-reason"
                  {...bindText(reason, setReason)}
                  maxLength={500}
                  error={errors.reason}
                />
                <button type="submit" className={`${buttonClass("primary", "sm")} justify-self-start`} disabled={post.isPending}>
                  Issue credit note
                </button>
              </form>
            )
          )}
          {(invoice || challan) &&
            status !== "cancelled" &&
            (eway && !eway.needed ? (
              // Said before anyone types a vehicle (walk C24).
              <p className="border-t border-rule pt-3 text-sm text-ink-muted" data-testid="eway-not-needed">
                <span className="font-medium text-ink">E-way bill:</span> {eway.reason}
              </p>
            ) : (
              <EwayBillForm reference={reference} deliveryPincode={deliveryPincode} />
            ))}
        </div>
      </div>
      <StatusLine status={said} />
    </section>
  );
}

/** An issued paper's PDF, as a button-sized link. */
function PaperLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={`${buttonClass("secondary", "sm")} justify-self-start`}>
      <FileText aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
