"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { buttonClass } from "@/components/ui/Button";
import { Choices } from "@/components/ui/Choices";
import { Field } from "@/components/ui/Field";
import { Summary } from "@/components/ui/Summary";
import { TaggedText } from "@/components/ui/TaggedText";
import { useLoginFlag } from "@/components/auth/LoginFlag";
import { useCutListText } from "@/components/cut-list/text-context";
import { placeOrder, type OrderRequest } from "@/lib/client/api/orders";
import { describeError, type ApiError } from "@/lib/client/api/request";
import { rememberGuestOrder } from "@/lib/client/guest-orders";
import { useSubmissionKey } from "@/lib/client/submission-key";
import { useQueuedOrder } from "@/lib/client/orders/use-queued-order";
import { forgetFormDraft, readFormDraft, writeFormDraft } from "@/lib/client/orders/form-draft";
import { usePageLocale } from "@/lib/client/page-locale";
import { useAuthStore } from "@/lib/client/store/auth";
import { useCutListStore } from "@/lib/client/cut-list/store";
import type { CutList } from "@/lib/cutting/list/types";
import type { PagePlans } from "@/lib/cutting/list/page-plans";
import type { QueuedOrder } from "@/lib/client/outbox";
import { localHref } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";
import { formatWeekday } from "@/lib/format/date";
import { indiaToday } from "@/lib/orders/reference";
import { orderFormProblems } from "@/lib/orders/form-check";
import type { BoardsBy, Fulfilment, PastingChoice } from "@/vocabulary/order";
import { draftDetails, retryDetails } from "./order-form-defaults";
import { StateSelect } from "./StateSelect";

/**
 * "Place order": the customer's details, pickup or delivery, the day, billing; placed once per idempotency key
 * (a double tap or a retry gets the same order back), or kept in the phone's outbox with no network and sent from
 * there. The list and the page's plans come from the panel.
 */
export function OrderForm({
  cutList,
  boardsBy,
  pasting,
  pagePlans,
  retry = null,
  readyBy,
  onClose,
}: {
  cutList: CutList;
  boardsBy: BoardsBy;
  pasting: PastingChoice;
  pagePlans: PagePlans | null;
  /** An order the server refused from the outbox: its details fill the form, its reasons stand under their fields. */
  retry?: QueuedOrder | null;
  /** The estimate's ready day (issue 70): a required-by day before it is said so under the field. */
  readyBy?: string;
  onClose: () => void;
}) {
  const user = useAuthStore((s) => s.user);
  // The list's identity on this phone: the same list ordered again is answered with its order (issue 65).
  const listId = useCutListStore((s) => s.listId);
  const { setIsLogin } = useLoginFlag();
  const router = useRouter();
  const id = useId();
  const { order: words } = useCutListText().t;
  const locale = usePageLocale();
  const t = words.form;
  // A refused queued order fills the form; else what this tab typed before a reload (walk C15).
  const [draft] = useState(() => (retry ? null : readFormDraft()));
  const before = retry ? retryDetails(retry) : draftDetails(draft);
  const [fulfilment, setFulfilment] = useState<Fulfilment>(before.fulfilment === "delivery" ? "delivery" : "pickup");
  const [billingState, setBillingState] = useState(before.billing?.stateCode ?? "33");
  // Kept as typed, with the form's open state, so a reload brings both back.
  const remember = () => {
    const form = formRef.current;
    if (!form) return;
    const values = Object.fromEntries(
      [...new FormData(form).entries()].filter(([k, v]) => typeof v === "string" && k !== "fulfilment").map(([k, v]) => [k, String(v)]),
    );
    writeFormDraft({ open: true, fulfilment, billingState, values });
  };
  useEffect(remember, [fulfilment, billingState]);
  const [errors, setErrors] = useState<Record<string, string>>(retry?.refusedFields ?? {});
  // The form opens where the customer's attention is: its first field takes the focus (issue 38).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
  }, []);
  const orderKey = useSubmissionKey();
  const { queued, sent, cannotQueue, queue } = useQueuedOrder(
    cutList.rows.reduce((n, r) => n + r.quantity, 0),
    locale,
    user?._id,
  );
  // The form folds into the note, and the page grows shorter: keep the note in view rather than the footer.
  const queuedNote = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (queued) queuedNote.current?.scrollIntoView({ block: "center", behavior: "instant" });
  }, [queued, sent]);
  const place = useMutation({
    mutationFn: (order: OrderRequest) => placeOrder(order),
    onSuccess: ({ order }) => {
      forgetFormDraft();
      // A guest's order is remembered on this phone, for an account made later to take in.
      if (order.guest) rememberGuestOrder(order.reference, order.link);
      forgetRetried();
      router.push(localHref(locale, order.link ?? `/orders/${order.reference}`));
    },
    onError: (e, body) => {
      if ((e as ApiError).status === 0) void queue(body);
      else setErrors((e as ApiError).errors ?? {});
    },
  });
  // The list is already an open order (the back button, a second tab): say which, and offer it or a second order.
  const placedAs = (place.error as ApiError | null)?.errors?.again ? (place.error as ApiError) : null;
  // The refused order this form corrects leaves the outbox once the corrected one is placed or saved.
  const forgetRetried = () => retry && void import("@/lib/client/outbox").then((m) => m.dropQueued(retry.key));
  // Dates fixed when the form opens (render stays pure).
  const [{ min, week, lastDay }] = useState(() => ({
    min: indiaToday(),
    week: indiaToday(new Date(Date.now() + 7 * 86_400_000)),
    lastDay: indiaToday(new Date(Date.now() + 366 * 86_400_000)),
  }));
  // The required-by day as typed, to say at once when the workshop's earliest day is later (issue 70).
  const [requiredBy, setRequiredBy] = useState(() => before.values.requiredBy ?? week);
  // The form's own check found something (its line above the button says nothing was sent).
  const [checked, setChecked] = useState(false);

  function onSubmit(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    if (place.isPending) return;
    const f = new FormData(ev.currentTarget);
    const get = (k: string) => String(f.get(k) ?? "").trim();
    const body = {
      cutList,
      boardsBy,
      pasting,
      fulfilment,
      requiredBy: get("requiredBy"),
      ...(fulfilment === "delivery" ? { deliveryAddress: get("deliveryAddress"), deliveryPincode: get("deliveryPincode") } : {}),
      ...(get("site") ? { site: get("site") } : {}),
      ...(get("notes") ? { notes: get("notes") } : {}),
      ...(user ? {} : { guest: { name: get("name"), phone: get("phone"), ...(get("email") ? { email: get("email") } : {}) } }),
      // Billing details only when some were given (the invoice is otherwise made out to the customer).
      ...(get("billingName") || get("billingGstin") || get("billingAddress")
        ? { billing: { name: get("billingName"), address: get("billingAddress"), gstin: get("billingGstin"), stateCode: billingState } }
        : {}),
    };
    // What can be checked here is checked before anything is sent or queued (issue 55): an order kept on the phone
    // with no network must not be refused later, out of sight, for an empty name.
    const problems = orderFormProblems(body, min, lastDay);
    if (Object.keys(problems).length) {
      const labels: Record<string, string> = {
        "guest.name": t.name,
        "guest.phone": t.phone,
        deliveryAddress: t.deliveryAddress,
        deliveryPincode: t.deliveryPincode,
        requiredBy: t.requiredBy,
      };
      setErrors(Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, fill(t.problems[p], { field: labels[k] ?? "" })])));
      setChecked(true);
      const first = Object.keys(problems)[0].replace(/^guest\./, "");
      ev.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setChecked(false);
    const full: OrderRequest = { ...body, ...(pagePlans ? { plans: pagePlans.plans } : {}), idempotencyKey: orderKey.keyOf(body), listId };
    if (!navigator.onLine) void queue(full).then((kept) => kept && forgetRetried());
    else place.mutate(full);
  }

  if (queued) {
    return (
      <div
        ref={queuedNote}
        className="grid scroll-mt-24 gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-ink sm:p-4"
        role="status"
        data-testid="order-queued"
      >
        {sent ? (
          <p>
            <TaggedText text={fill(t.queuedSent, { reference: sent.reference })} tags={{ b: (chunk) => <strong>{chunk}</strong> }} />{" "}
            <Link href={localHref(locale, sent.link)} className="-my-3 inline-block py-3 font-semibold text-brand-700 underline underline-offset-2">
              {words.outbox.open}
            </Link>
          </p>
        ) : (
          <>
            <p className="font-semibold">{t.queuedTitle}</p>
            <p>{t.queuedBody}</p>
          </>
        )}
      </div>
    );
  }

  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <Field
      id={`${id}-${name}`}
      name={name.replace(/^guest\./, "")}
      label={label}
      hint={hint}
      error={errors[name]}
      {...props}
      {...(before.values[name] !== undefined ? { defaultValue: before.values[name] } : {})}
    />
  );

  return (
    <form
      ref={formRef}
      // A field's error goes as soon as it is corrected (issue 38): "Name is required" never stays under a filled name.
      onChange={(e) => {
        remember();
        const name = (e.target as unknown as HTMLInputElement).name;
        if (!name) return;
        if (name === "requiredBy") setRequiredBy((e.target as unknown as HTMLInputElement).value);
        const stale = Object.keys(errors).filter((k) => k === name || k.endsWith(`.${name}`));
        if (stale.length) setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => !stale.includes(k))));
      }}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 rounded-md border border-brand-200 bg-brand-50 p-3 sm:p-4"
      aria-label={words.panel.placeOrder}
      data-testid="order-form"
    >
      {user ? (
        <p className="text-sm text-ink">
          <TaggedText text={fill(t.orderingAs, { name: user.name })} tags={{ b: (chunk) => <strong>{chunk}</strong> }} />
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <p className="text-sm text-ink sm:col-span-2">
            <TaggedText
              text={t.guestIntro}
              tags={{
                signin: (chunk) => (
                  <button
                    type="button"
                    className="-my-3 inline-block py-3 font-semibold text-brand-700 underline underline-offset-2"
                    onClick={() => setIsLogin(true)}
                  >
                    {chunk}
                  </button>
                ),
              }}
            />
          </p>
          {field("guest.name", t.name, { autoComplete: "name", required: true, maxLength: 100 })}
          {field("guest.phone", t.phone, { type: "tel", autoComplete: "tel", inputMode: "tel", required: true, maxLength: 25 })}
          {field("guest.email", t.email, { type: "email", autoComplete: "email", maxLength: 254 })}
        </div>
      )}
      <Choices
        legend={t.fulfilment}
        name="fulfilment"
        value={fulfilment}
        onChange={setFulfilment}
        options={{ pickup: t.pickup, delivery: t.delivery }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {fulfilment === "delivery" && (
          <div className="sm:col-span-2">
            <Field
              id={`${id}-deliveryAddress`}
              name="deliveryAddress"
              label={t.deliveryAddress}
              multiline
              rows={3}
              required
              maxLength={500}
              autoComplete="street-address"
              error={errors.deliveryAddress}
              {...(before.values.deliveryAddress !== undefined ? { defaultValue: before.values.deliveryAddress } : {})}
            />
          </div>
        )}
        {fulfilment === "delivery" &&
          field("deliveryPincode", t.deliveryPincode, { required: true, maxLength: 6, inputMode: "numeric", autoComplete: "postal-code" })}
        {field(
          "requiredBy",
          t.requiredBy,
          { type: "date", min, defaultValue: week, required: true },
          readyBy && requiredBy && requiredBy < readyBy ? fill(t.readyAfterRequired, { day: formatWeekday(readyBy, locale) }) : undefined,
        )}
        {field("site", t.site, { maxLength: 120 })}
        <div className="sm:col-span-2">{field("notes", t.notes, { maxLength: 2000 })}</div>
      </div>
      <details className="group rounded-md border border-rule bg-white px-3 py-2" open={Object.keys(errors).some((k) => k.startsWith("billing"))}>
        <Summary className="font-medium">{t.billing}</Summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <Field
            id={`${id}-billingName`}
            name="billingName"
            label={t.billingName}
            maxLength={120}
            error={errors["billing.name"]}
            defaultValue={before.billing?.name}
          />
          <Field
            id={`${id}-billingGstin`}
            name="billingGstin"
            label={t.gstin}
            maxLength={20}
            autoCapitalize="characters"
            error={errors["billing.gstin"]}
            defaultValue={before.billing?.gstin}
          />
          <div className="sm:col-span-2">
            <Field
              id={`${id}-billingAddress`}
              name="billingAddress"
              label={t.billingAddress}
              maxLength={300}
              error={errors["billing.address"]}
              defaultValue={before.billing?.address}
            />
          </div>
          <StateSelect label={t.state} value={billingState} onChange={setBillingState} error={errors["billing.stateCode"]} />
        </div>
      </details>
      {cannotQueue && !place.error && (
        <p role="alert" className="text-sm text-red-800">
          {t.cannotQueue}
        </p>
      )}
      {checked && Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-800" data-testid="order-form-check">
          {t.fix}
        </p>
      )}
      {placedAs ? (
        <div role="alert" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-ink" data-testid="already-ordered">
          <p>{placedAs.message}</p>
          <div className="flex flex-wrap gap-2">
            {placedAs.location && (
              <Link href={localHref(locale, placedAs.location)} className={buttonClass("primary", "sm")}>
                {t.openOrdered}
              </Link>
            )}
            <button
              type="button"
              className={buttonClass("secondary", "sm")}
              disabled={place.isPending}
              onClick={() => place.variables && place.mutate({ ...place.variables, again: true })}
            >
              {t.orderAgain}
            </button>
          </div>
        </div>
      ) : (
        place.error &&
        // A refusal of fields goes with its last field corrected (walk 6, K4); any other refusal stays until the next try.
        (!Object.keys((place.error as ApiError).errors ?? {}).length || Object.keys(errors).length > 0) && (
          <p role="alert" className="text-sm text-red-800">
            {describeError(place.error).message}
            {Object.keys(errors).some((k) => k.startsWith("cutList")) && t.checkRows}
          </p>
        )
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass("primary", "sm")} disabled={place.isPending} data-testid="place-order">
          {place.isPending ? t.placing : t.confirm}
        </button>
        <button type="button" className={buttonClass("secondary", "sm")} onClick={onClose} disabled={place.isPending}>
          {t.notNow}
        </button>
      </div>
    </form>
  );
}
