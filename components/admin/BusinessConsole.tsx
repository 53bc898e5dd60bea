"use client";

import { TALLY_LEDGERS } from "@/lib/business/tally-ledgers";
import { paiseToInput, parseRupees } from "@/lib/format/money";

import { useQuery } from "@tanstack/react-query";
import FileArchive from "lucide-react/icons/file-archive";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import { useState, type FormEvent } from "react";
import { StateSelect } from "@/components/orders/StateSelect";
import { buttonClass } from "@/components/ui/Button";
import { Field, fieldBinder } from "@/components/ui/Field";
import { Select } from "@/components/ui/Select";
import { loadBusiness, saveBusiness } from "@/lib/client/api/admin";
import { queryKeys } from "@/lib/client/query/keys";
import { formatWhen } from "@/lib/format/date";
import { useConsoleSave } from "@/lib/client/console-save";
import { ConsoleLoad, SaveBar } from "./ConsoleParts";
import { SiteFactsSection } from "./SiteFactsForm";
import type { BusinessInput, BusinessView, TaxGroup } from "@/lib/business/fields";
import { TAX_GROUP_LABEL, TAX_GROUPS } from "@/lib/business/fields";
import { financialYearOf, indiaDate } from "@/lib/format/financial-year";
import { invoicesExportHref, yearBooksHref } from "@/lib/client/api/links";

const RATES = [0, 5, 12, 18, 28, 40];

export function BusinessConsole() {
  return <BusinessPage />;
}

type Draft = Omit<BusinessInput, "advancePercent" | "quoteValidityDays" | "ewayBill" | "shelfDays"> & {
  advancePercent: string;
  quoteValidityDays: string;
  shelfDays: string;
  /** The e-way bill's thresholds in rupees, as the owner types them. */
  ewayBill: { intraStatePaise: string; interStatePaise: string };
};

const rupeesOf = paiseToInput;
const paiseOf = (rupees: string) => parseRupees(rupees) ?? NaN;

const toDraft = (b: BusinessView): Draft => ({
  legalName: b.legalName,
  stateCode: b.stateCode,
  gstin: b.gstin,
  upiId: b.upiId,
  payeeName: b.payeeName,
  advancePercent: String(b.advancePercent),
  quoteValidityDays: String(b.quoteValidityDays),
  shelfDays: String(b.shelfDays),
  quoteTerms: b.quoteTerms,
  quoteTermsTamil: b.quoteTermsTamil,
  tax: { services: { ...b.tax.services }, boards: { ...b.tax.boards } },
  ewayBill: { intraStatePaise: rupeesOf(b.ewayBill.intraStatePaise), interStatePaise: rupeesOf(b.ewayBill.interStatePaise) },
  tally: { ...b.tally },
});

/** The Tally ledgers the vouchers post to (issue 69), in the order the accountant reads them. */
const LEDGER_FIELDS = [
  ["sales", "Sales ledger"],
  ["cgst", "CGST ledger"],
  ["sgst", "SGST ledger"],
  ["igst", "IGST ledger"],
  ["bank", "Bank ledger (UPI, bank, card)"],
  ["cash", "Cash ledger"],
  ["debtors", "Group for new customers"],
] as const;

function BusinessPage() {
  const { data, error, isPending } = useQuery({
    queryKey: queryKeys.business,
    queryFn: loadBusiness,
  });
  if (!data) return <ConsoleLoad isPending={isPending} error={error} what="business details" />;
  return (
    <div className="grid gap-8">
      <BusinessForm business={data.business} />
      <SiteFactsSection />
      <Register />
    </div>
  );
}

/** The details every quotation, UPI link and tax invoice carries. */
function BusinessForm({ business }: { business: BusinessView }) {
  const [d, setD] = useState<Draft>(() => toDraft(business));
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((old) => ({ ...old, [k]: v }));
  const setTax = (g: TaxGroup, field: "code" | "ratePercent", v: string | number) =>
    setD((old) => ({ ...old, tax: { ...old.tax, [g]: { ...old.tax[g], [field]: v } } }));
  const { save, errors, status } = useConsoleSave({
    queryKey: queryKeys.business,
    send: () =>
      saveBusiness({
        ...d,
        advancePercent: Number(d.advancePercent),
        quoteValidityDays: Number(d.quoteValidityDays),
        shelfDays: Number(d.shelfDays),
        ewayBill: { intraStatePaise: paiseOf(d.ewayBill.intraStatePaise), interStatePaise: paiseOf(d.ewayBill.interStatePaise) },
      }),
    savedText: "Saved. New quotations, UPI links and invoices use these details.",
    onSaved: (body) => setD(toDraft(body.business)),
  });
  const bind = fieldBinder(d, set, errors);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(undefined);
  };

  return (
    <section aria-labelledby="business-title">
      <h1 id="business-title" className="text-2xl font-semibold text-ink">
        Business and GST
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">
        What quotations and tax invoices print, where UPI payments go, and how much advance is asked. Invoices already issued keep the details they
        were issued with.
      </p>
      {business.example ? (
        <p className="mt-3 rounded-md border border-accent-400 bg-accent-50 px-3 py-2 text-sm text-ink" data-testid="business-examples">
          These are <strong>example details</strong>, not yours yet. Until you save them, quotations say so, customers see no UPI payment link, and no
          invoice can be issued.
        </p>
      ) : (
        <p className="mt-2 text-xs text-ink-muted">
          Last saved {business.updatedAt ? formatWhen(business.updatedAt) : ""}
          {business.updatedBy && ` by ${business.updatedBy}`}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-5">
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-2 sm:p-5">
          <legend className="px-1 text-lg font-semibold text-ink">The business</legend>
          <Field
            label="Legal name"
            {...bind("legalName")}

            maxLength={120}
          />
          <Field
            label="GSTIN"
            {...bind("gstin")}

            maxLength={20}
            autoCapitalize="characters"
            hint="15 characters; checked in full (state code, PAN, check character)"
          />
          <StateSelect label="State (GST)" value={d.stateCode} onChange={(v) => set("stateCode", v)} error={errors.stateCode} />
          <div className="grid gap-1 text-sm sm:col-span-2" data-testid="business-contact">
            <p className="font-medium text-ink">Address, phone and e-mail</p>
            <p className="text-ink">
              {business.address} · <span className="tabular">{business.phone}</span> · {business.email}
            </p>
            <p className="text-ink-muted">
              One source for the website, WhatsApp links, quotations and invoices:{" "}
              <a href="#facts-title" className="font-medium text-brand-700 underline underline-offset-4">
                the business on the site
              </a>
              , below.
            </p>
          </div>
        </fieldset>

        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-2 sm:p-5">
          <legend className="px-1 text-lg font-semibold text-ink">UPI, advance and quotation</legend>
          <Field
            label="UPI id (VPA)"
            {...bind("upiId")}

            hint="e.g. kovaipanels@okaxis"
          />
          <Field
            label="Payee name (as the bank shows it)"
            {...bind("payeeName")}

            maxLength={60}
          />
          <Field label="Advance asked (% of the confirmed price)" {...bind("advancePercent")} inputMode="numeric" />
          <Field label="Quotation valid for (days)" {...bind("quoteValidityDays")} inputMode="numeric" />
          <Field
            label="Terms printed on quotations (one per line)"
            {...bind("quoteTerms")}
            multiline
            rows={4}
            maxLength={2000}
            className="sm:col-span-2"
          />
          <Field
            label="The same terms in Tamil, for the Tamil quotation (optional; empty prints the English ones)"
            {...bind("quoteTermsTamil")}
            multiline
            rows={5}
            lang="ta"
            maxLength={2000}
            className="sm:col-span-2"
          />
        </fieldset>

        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-rule bg-white p-4 sm:p-5">
          <legend className="px-1 text-lg font-semibold text-ink">GST codes and rates</legend>
          <p className="text-sm text-ink-muted">
            Ask your accountant: the example codes are SAC 998821 (job work on wood products) and HSN 4412 (plywood), both at 18%.
          </p>
          {TAX_GROUPS.map((g) => (
            <div key={g} className="grid items-end gap-2 border-t border-rule pt-3 first:border-0 sm:grid-cols-[1fr_9rem_7rem]">
              <p className="text-sm font-medium text-ink">{TAX_GROUP_LABEL[g]}</p>
              <Field
                label={g === "services" ? "SAC" : "HSN"}
                name={`tax-${g}-code`}
                inputMode="numeric"
                value={d.tax[g].code}
                onChange={(e) => setTax(g, "code", e.target.value)}
                error={errors[`tax.${g}.code`]}
              />
              <div className="grid gap-1">
                <label htmlFor={`tax-${g}-rate`} className="text-sm font-medium text-ink">
                  GST rate
                </label>
                <Select id={`tax-${g}-rate`} value={String(d.tax[g].ratePercent)} onChange={(e) => setTax(g, "ratePercent", Number(e.target.value))}>
                  {RATES.map((r) => (
                    <option key={r} value={r}>
                      {r}%
                    </option>
                  ))}
                </Select>
              </div>
            </div>
          ))}
        </fieldset>
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-2 sm:p-5">
          <legend className="px-1 text-lg font-semibold text-ink">E-way bill</legend>
          <p className="text-sm text-ink-muted sm:col-span-2">
            Goods worth more than these travel with an e-way bill (GST Rule 138). Today: ₹1,00,000 within Tamil Nadu, ₹50,000 across states; the
            customer&apos;s own boards sent back across states need one whatever their value.
          </p>
          {(["intraStatePaise", "interStatePaise"] as const).map((k) => (
            <Field
              key={k}
              label={k === "intraStatePaise" ? "Within the state, above (₹)" : "Across states, above (₹)"}
              name={`eway-${k}`}
              inputMode="decimal"
              value={d.ewayBill[k]}
              onChange={(e) => setD((old) => ({ ...old, ewayBill: { ...old.ewayBill, [k]: e.target.value } }))}
              error={errors[`ewayBill.${k}`]}
            />
          ))}
        </fieldset>
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-2 sm:p-5">
          <legend className="px-1 text-lg font-semibold text-ink">Customers&apos; shelves</legend>
          <p className="text-sm text-ink-muted sm:col-span-2">
            How long a piece a customer leaves at the workshop is kept under their name. A week before, the offcut store lists it with a WhatsApp
            message for the customer; after it, the piece becomes the workshop&apos;s own.
          </p>
          <Field label="Keep a customer's piece for (days)" {...bind("shelfDays", "shelf-days")} inputMode="numeric" />
        </fieldset>
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-2 sm:p-5" data-testid="tally-ledgers">
          <legend className="px-1 text-lg font-semibold text-ink">Tally ledgers</legend>
          <p className="text-sm text-ink-muted sm:col-span-2">
            The names of the ledgers in the accountant&apos;s Tally that the Books page&apos;s vouchers post to. Create them once in Tally under these
            names; a customer Tally does not know yet is created by the import, under the group below.
          </p>
          {LEDGER_FIELDS.map(([k, label]) => (
            <Field
              key={k}
              label={label}
              name={`tally-${k}`}
              maxLength={60}
              value={d.tally?.[k] ?? ""}
              onChange={(e) => setD((old) => ({ ...old, tally: { ...TALLY_LEDGERS, ...old.tally, [k]: e.target.value } }))}
              error={errors[`tally.${k}`]}
            />
          ))}
        </fieldset>
        <SaveBar label="Save business details" saving={save.isPending} status={status} />
      </form>
    </section>
  );
}

/** The GST register for the accountant: invoices and credit notes of a date range, as CSV or Excel. */
function Register() {
  const today = indiaDate();
  const fyStart = `20${financialYearOf(today).slice(0, 2)}-04-01`;
  const [from, setFrom] = useState(fyStart);
  const [to, setTo] = useState(today);
  const href = (format: string) => invoicesExportHref(from, to, format);
  return (
    <section aria-labelledby="register-title" className="grid gap-3 rounded-lg border border-rule bg-white p-4 sm:p-5">
      <h2 id="register-title" className="text-lg font-semibold text-ink">
        GST register
      </h2>
      <p className="text-sm text-ink-muted">
        Every invoice and credit note of the dates, with the columns a GSTR-1 return is filled from and the totals by rate.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="From" name="register-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <Field label="To" name="register-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        <a href={href("xlsx")} className={buttonClass("secondary", "sm")} data-testid="register-xlsx">
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          Excel (.xlsx)
        </a>
        <a href={href("csv")} className={buttonClass("secondary", "sm")}>
          CSV
        </a>
      </div>
      <YearBooks />
    </section>
  );
}

/** The year's books in one zip (issue 37): the file the accountant keeps for six years. */
function YearBooks() {
  const start = 2000 + Number(financialYearOf(indiaDate()).slice(0, 2));
  // This year and the six before it: the years the law asks the workshop to keep.
  const years = Array.from({ length: 7 }, (_, i) => `${start - i}-${String((start - i + 1) % 100).padStart(2, "0")}`);
  const [year, setYear] = useState(years[0]);
  return (
    <div className="grid gap-2 border-t border-rule pt-3">
      <h3 className="text-base font-semibold text-ink">The year&rsquo;s books</h3>
      <p className="text-sm text-ink-muted">
        One zip for the accountant: every invoice and credit note of the financial year as PDF, this register (CSV and Excel) and the payments ledger.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-ink">
          Financial year
          <select
            name="books-year"
            value={year}
            onChange={(e) => setYear(e.target.value)}
            className="min-h-11 rounded-md border border-rule bg-white px-3 text-base"
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y} (April {y.slice(0, 4)} to March {Number(y.slice(0, 4)) + 1})
              </option>
            ))}
          </select>
        </label>
        <a href={yearBooksHref(year)} className={buttonClass("secondary", "sm")} data-testid="year-books">
          <FileArchive aria-hidden="true" className="size-4" />
          Download {year} (.zip)
        </a>
      </div>
    </div>
  );
}
