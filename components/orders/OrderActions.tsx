"use client";

import type { OrderText } from "@/lib/i18n/islands/order";
import Copy from "lucide-react/icons/copy";
import MessageCircle from "lucide-react/icons/message-circle";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/Button";
import { CancelOrder } from "./CancelOrder";
import { DuplicateOrder } from "./DuplicateOrder";
import { AttachOrderButton } from "./GuestOrdersHere";
import { QueryProvider } from "@/components/query/QueryProvider";

interface Props {
  reference: string;
  /** The guest link's key when the page was opened with it (needed to cancel without an account). */
  accessKey: string | null;
  canCancel: boolean;
  whatsappHref: string;
  /** The full link to this order, to keep or share. */
  shareUrl: string;
  /** A guest order opened by its link while signed in: it can join the account. */
  canAttach?: boolean;
  /** The buttons' words, in the page's language. */
  text: OrderText["actions"];
}

export function OrderActions(props: Props) {
  return (
    <QueryProvider>
      <Actions {...props} />
    </QueryProvider>
  );
}

/** "Send on WhatsApp", "Copy link" and, while the order is "received", "Cancel order" (with the rule and a reason). */
function Actions({ reference, accessKey, canCancel, whatsappHref, shareUrl, canAttach = false, text: t }: Props) {
  const router = useRouter();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
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
        {t.whatsapp}
      </a>
      <button type="button" onClick={() => void copy()} className={buttonClass("secondary", "sm")}>
        <Copy aria-hidden="true" className="size-4" />
        {copied ? t.copied : t.copy}
      </button>
      <DuplicateOrder reference={reference} accessKey={accessKey} />
      {canAttach && accessKey && <AttachOrderButton reference={reference} accessKey={accessKey} onAttached={() => router.refresh()} />}
      {canCancel && <CancelOrder reference={reference} accessKey={accessKey} onCancelled={() => router.refresh()} />}
    </div>
  );
}
