"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { usePageLocale } from "@/lib/client/page-locale";
import { uiText } from "@/lib/i18n/islands/ui";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab wraps inside the dialog. The page behind is inert already, but a native
 * modal lets Tab leave for the browser's own toolbar after the last control;
 * on a phone with a keyboard, or for a screen-reader user, that reads as lost focus.
 */
function wrapTab(e: React.KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== "Tab") return;
  const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/** Counts open dialogs so that nested or back-to-back dialogs restore scrolling only once. */
let openDialogs = 0;
function lockScroll() {
  if (openDialogs++ === 0) {
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = "hidden";
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
  }
}
function unlockScroll() {
  if (--openDialogs <= 0) {
    openDialogs = 0;
    document.body.style.overflow = "";
    document.body.style.paddingRight = "";
  }
}

export interface DialogProps {
  /** Visible title; also the dialog's accessible name. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Show the × close button in the corner (default true). */
  closeButton?: boolean;
  /** Extra classes for the panel (width, padding). */
  className?: string;
  /** Element id to receive focus first (default: the first focusable element). */
  initialFocusId?: string;
  /** Test id of the panel. */
  testId?: string;
}

/**
 * A modal dialog on the native <dialog> element, rendered only while open.
 * showModal() puts it in the browser's top layer, above everything whatever
 * the stacking context of the component that renders it (a sticky column, a
 * transformed reveal), and makes the rest of the page inert: the header under
 * the backdrop cannot be clicked, and Tab stays inside. Escape (the dialog's
 * `cancel` event) and a click on the backdrop call onClose; the page does not
 * scroll behind it; focus returns to the element that opened it.
 */
export function Dialog({ title, onClose, children, closeButton = true, className = "", initialFocusId, testId }: DialogProps) {
  const titleId = useId();
  const closeLabel = uiText(usePageLocale()).close;
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    lockScroll();
    const first = initialFocusId ? document.getElementById(initialFocusId) : null;
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      unlockScroll();
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [initialFocusId]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      data-testid={testId}
      onKeyDown={wrapTab}
      onCancel={(e) => {
        // React owns open/closed: the parent unmounts the dialog in onClose.
        e.preventDefault();
        onCloseRef.current();
      }}
      onMouseDown={(e) => {
        // The panel fills the <dialog>, so only a press on the backdrop targets the element itself.
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
      className={`m-0 mt-auto max-h-[90dvh] w-full max-w-none overflow-y-auto rounded-t-xl border border-rule bg-paper p-0 text-ink shadow-xl backdrop:bg-ink/60 sm:m-auto sm:rounded-xl ${/sm:max-w-/.test(className) ? "" : "sm:max-w-lg"} ${className}`}
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold text-brand-800">
            {title}
          </h2>
          {closeButton && (
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              aria-label={closeLabel}
              className="-m-2 rounded-md px-2 py-1 text-ink-muted hover:bg-stone-warm hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {/* The spec's × glyph, named "Close" for screen readers. */}
              <span aria-hidden="true" className="block size-6 text-2xl leading-6">
                ×
              </span>
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
