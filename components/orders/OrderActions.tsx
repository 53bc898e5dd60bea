"use client";

import { ErrorText } from "@/components/ui/ErrorText";
import { useMutation } from "@tanstack/react-query";
import Copy from "lucide-react/icons/copy";
import MessageCircle from "lucide-react/icons/message-circle";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/Button";
import { DuplicateOrder } from "./DuplicateOrder";
import { QueryProvider } from "@/components/query/QueryProvider";
import { apiRequest } from "@/lib/client/api/request";

interface Props {
  reference: string;
  /** The guest link's key when the page was opened with it (needed to cancel without an account). */
  accessKey: string | null;
  canCancel: boolean;
  whatsappHref: string;
  /** The full link to this order, to keep or share. */
  shareUrl: string;
}

export function OrderActions(props: Props) {
  return (
    <QueryProvider>
      <Actions {...props} />
    </QueryProvider>
  );
}

/** "Send on WhatsApp", "Copy link" and, while the order is "received", "Cancel order". */
function Actions({ reference, accessKey, canCancel, whatsappHref, shareUrl }: Props) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const [copied, setCopied] = useState(false);
  const cancel = useMutation({
    mutationFn: () =>
      apiRequest(`/api/orders/${reference}${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ""}`, {
        method: "PATCH",
        json: { status: "cancelled", ...(reason.trim() ? { reason: reason.trim() } : {}) },
      }),
    onSuccess: () => {
      setConfirming(false);
      router.refresh();
    },
  });

  async function copy() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          referrerPolicy="no-referrer"
          className={buttonClass("primary", "sm")}
          data-testid="send-whatsapp"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Send on WhatsApp
        </a>
        <button type="button" onClick={() => void copy()} className={buttonClass("secondary", "sm")}>
          <Copy aria-hidden="true" className="size-4" />
          {copied ? "Link copied" : "Copy link"}
        </button>
        <DuplicateOrder reference={reference} accessKey={accessKey} />
        {canCancel && !confirming && (
          <button type="button" className={buttonClass("danger", "sm")} onClick={() => setConfirming(true)}>
            Cancel order
          </button>
        )}
      </div>
      {canCancel && confirming && (
        <form
          className="grid gap-2 rounded-md border border-red-300 bg-red-50 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            cancel.mutate();
          }}
        >
          <label htmlFor="cancel-reason" className="text-sm font-medium text-ink">
            Cancel order {reference}? Tell the workshop why (optional)
          </label>
          <input
            id="cancel-reason"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            className="rounded-md border border-stone-500 bg-white px-3 py-2"
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass("danger", "sm")} disabled={cancel.isPending}>
              {cancel.isPending ? "Cancelling…" : "Yes, cancel the order"}
            </button>
            <button type="button" className={buttonClass("secondary", "sm")} onClick={() => setConfirming(false)}>
              Keep the order
            </button>
          </div>
          <ErrorText error={cancel.error} />
        </form>
      )}
    </div>
  );
}
