"use client";

import CopyPlus from "lucide-react/icons/copy-plus";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/Button";
import { newRowId, toDraft } from "@/lib/cutting/list/draft";
import { restoreCutList, useCutListStore } from "@/lib/client/cut-list/store";
import { loadOrder } from "@/lib/client/api/orders";
import { usePageLocale } from "@/lib/client/page-locale";
import { accountText } from "@/lib/i18n/islands/account";
import { localHref } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";

/**
 * "Duplicate into a new cut list": the order's rows and saw settings replace
 * the list kept in this browser (after a confirmation if it has parts), then
 * the cut-list page opens with them, ready to change and order again.
 */
export function DuplicateOrder({ reference, accessKey }: { reference: string; accessKey?: string | null }) {
  const router = useRouter();
  const [state, setState] = useState<"idle" | "confirm" | "busy" | "error">("idle");
  const [message, setMessage] = useState("");
  const locale = usePageLocale();
  const t = accountText(locale).duplicate;

  async function copy() {
    setState("busy");
    try {
      const { order } = await loadOrder(reference, accessKey);
      await restoreCutList();
      useCutListStore.setState({
        rows: order.cutList.rows.map((r) => ({ ...toDraft(r), id: newRowId(), edges: { ...r.edges } })),
        saw: { kerf: String(order.cutList.saw.kerf), trim: String(order.cutList.saw.trim) },
      });
      router.push(localHref(locale, "/cut-list"));
    } catch (err) {
      setState("error");
      setMessage((err as Error).message);
    }
  }

  async function start() {
    await restoreCutList();
    if (useCutListStore.getState().rows.length) setState("confirm");
    else await copy();
  }

  return (
    <div className="grid gap-2">
      {state === "confirm" ? (
        <div role="group" aria-label={t.replaceGroup} className="flex flex-wrap items-center gap-2 text-sm">
          <span>{fill(t.replaceText, { reference })}</span>
          <button type="button" className={buttonClass("secondary", "sm")} onClick={() => void copy()}>
            {t.yes}
          </button>
          <button type="button" className={buttonClass("secondary", "sm")} onClick={() => setState("idle")}>
            {t.keep}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={state === "busy"}
          onClick={() => void start()}
          aria-label={fill(t.label, { reference })}
        >
          <CopyPlus aria-hidden="true" className="size-4" />
          {state === "busy" ? t.copying : t.button}
        </button>
      )}
      {state === "error" && (
        <p role="alert" className="text-sm text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}
