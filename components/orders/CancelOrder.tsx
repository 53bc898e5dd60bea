"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/Button";
import { ErrorText } from "@/components/ui/ErrorText";
import { changeOrder } from "@/lib/client/api/orders";
import { usePageLocale } from "@/lib/client/page-locale";
import { accountText } from "@/lib/i18n/islands/account";
import { fill } from "@/lib/i18n/template";

/**
 * "Cancel order": asks for a reason (optional) and states the rule before the
 * order is cancelled. The order page and the account's list both use it.
 */
export function CancelOrder({ reference, accessKey = null, onCancelled }: { reference: string; accessKey?: string | null; onCancelled: () => void }) {
  const id = useId();
  const t = accountText(usePageLocale()).cancel;
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const cancel = useMutation({
    mutationFn: () => changeOrder(reference, { status: "cancelled", ...(reason.trim() ? { reason: reason.trim() } : {}) }, accessKey),
    onSuccess: () => {
      setConfirming(false);
      onCancelled();
    },
  });
  if (!confirming) {
    return (
      <button type="button" className={buttonClass("danger", "sm")} onClick={() => setConfirming(true)}>
        {t.button}
      </button>
    );
  }
  return (
    <form
      className="grid w-full gap-2 rounded-md border border-red-300 bg-red-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        cancel.mutate();
      }}
      data-testid="cancel-form"
    >
      <p className="text-sm text-ink">{t.rule}</p>
      <label htmlFor={`${id}-reason`} className="text-sm font-medium text-ink">
        {fill(t.reason, { reference })}
      </label>
      <input
        id={`${id}-reason`}
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
        className="rounded-md border border-stone-500 bg-white px-3 py-2"
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass("danger", "sm")} disabled={cancel.isPending}>
          {cancel.isPending ? t.cancelling : t.yes}
        </button>
        <button type="button" className={buttonClass("secondary", "sm")} onClick={() => setConfirming(false)}>
          {t.keep}
        </button>
      </div>
      <ErrorText error={cancel.error} />
    </form>
  );
}
