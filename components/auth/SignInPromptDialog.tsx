"use client";

import { Dialog } from "@/components/ui/Dialog";
import { buttonClass } from "@/components/ui/Button";

interface Props {
  /** OK: just close. */
  onClose: () => void;
  /** Open the sign-in dialog instead. */
  onSignIn: () => void;
}

/** The spec's prompt: "Please sign in to access all details" with an OK button that closes it. */
export function SignInPromptDialog({ onClose, onSignIn }: Props) {
  return (
    <Dialog title="Sign in required" onClose={onClose} closeButton={false} initialFocusId="signin-prompt-ok" testId="signin-prompt">
      <p className="text-base text-ink">Please sign in to access all details</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onSignIn} className={buttonClass("secondary")}>
          Go to sign in
        </button>
        <button id="signin-prompt-ok" type="button" onClick={onClose} className={buttonClass("primary")}>
          OK
        </button>
      </div>
    </Dialog>
  );
}
