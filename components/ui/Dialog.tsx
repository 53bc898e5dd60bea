"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
 * An accessible modal dialog, rendered only while open: role="dialog",
 * aria-modal, labelled by its title, focus kept inside (Tab wraps), Escape and
 * a click on the backdrop close it, page scrolling locked while open, and focus
 * returned to the element that opened it.
 */
export function Dialog({ title, onClose, children, closeButton = true, className = "", initialFocusId, testId }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    lockScroll();
    const first =
      (initialFocusId && document.getElementById(initialFocusId)) ||
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ||
      panel.current;
    first?.focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== "Tab" || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === firstItem || !panel.current.contains(document.activeElement))) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && (document.activeElement === lastItem || !panel.current.contains(document.activeElement))) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      unlockScroll();
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [initialFocusId]);

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/60 p-0 sm:items-center sm:p-4"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className={`relative max-h-[90dvh] w-full overflow-y-auto rounded-t-xl border border-rule bg-paper p-6 shadow-xl outline-none sm:max-w-lg sm:rounded-xl ${className}`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold text-brand-800">
            {title}
          </h2>
          {closeButton && (
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              aria-label="Close"
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
    </div>
  );
}
