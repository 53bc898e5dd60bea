"use client";

import { useEffect, useState } from "react";

/** A field the on-screen keyboard types into (buttons, checkboxes and the like are not). */
export function isTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  if (el.isContentEditable) return true;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit", "reset", "file", "color", "range"].includes(el.type);
}

/**
 * True while the person is typing in a field. Floating controls (back to top, the undo bar) step aside then, so
 * they never sit over the field being filled or its label (issue 38, item 11).
 */
export function useEditingField(): boolean {
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    const update = () => setEditing(isTextField(document.activeElement));
    // focusout fires before the next element has the focus: read it once the move is done.
    const later = () => queueMicrotask(update);
    update();
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", later);
    return () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", later);
    };
  }, []);
  return editing;
}
