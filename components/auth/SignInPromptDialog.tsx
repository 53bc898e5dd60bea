"use client";

import { Dialog } from "@/components/ui/Dialog";
import { buttonClass } from "@/components/ui/Button";
import { usePageLocale } from "@/lib/client/page-locale";
import { authText } from "@/lib/i18n/islands/auth";

interface Props {
  /** OK: just close. */
  onClose: () => void;
  /** Open the sign-in dialog instead. */
  onSignIn: () => void;
}

/** The spec's prompt: "Please sign in to access all details" with an OK button that closes it. */
export function SignInPromptDialog({ onClose, onSignIn }: Props) {
  const t = authText(usePageLocale()).prompt;
  return (
    <Dialog title={t.title} onClose={onClose} closeButton={false} initialFocusId="signin-prompt-ok" testId="signin-prompt">
      <p className="text-base text-ink">{t.text}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onSignIn} className={buttonClass("secondary")}>
          {t.signIn}
        </button>
        <button id="signin-prompt-ok" type="button" onClick={onClose} className={buttonClass("primary")}>
          {t.ok}
        </button>
      </div>
    </Dialog>
  );
}
