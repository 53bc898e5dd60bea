"use client";

import { useEffect, useState } from "react";
import { useCutListStore } from "@/lib/client/cut-list/store";
import { isTextField, useEditingField } from "@/lib/client/editing-field";
import { useCutListText } from "./text-context";
import { isKeyed } from "@/lib/i18n/refusal";

/** How long the last change stays on screen with its Undo button. */
const SHOW_MS = 8000;

/**
 * Every change of the list can be taken back: the last one shows here for a
 * few seconds ("Part 2 deleted · Undo"), and Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y;
 * ⌘ on a Mac) undo and redo from anywhere but a text field, which keeps its
 * own undo of the typing. Announced politely; it sits above the summary bar,
 * never over the plan's status, and steps aside while a field is being typed in.
 */
export function UndoBar() {
  const { t, say } = useCutListText();
  const lastChange = useCutListStore((s) => s.lastChange);
  const canUndo = useCutListStore((s) => s.past.length > 0);
  const canRedo = useCutListStore((s) => s.future.length > 0);
  // The change numbered here has been on screen long enough. A change made before this bar was drawn (the page left
  // and come back to, walk C16) is old news: it is not offered again.
  const [expired, setExpired] = useState<number | null>(() => useCutListStore.getState().lastChange?.n ?? null);
  const editing = useEditingField();
  // A change made or still on show while a field is typed in is dismissed for good: the bar would otherwise come
  // back the moment the finger leaves the field, under it, and take the tap meant for the next button.
  const [dismissed, setDismissed] = useState<number | null>(null);
  if (editing && lastChange && dismissed !== lastChange.n) setDismissed(lastChange.n);

  useEffect(() => {
    if (!lastChange) return;
    const timer = setTimeout(() => setExpired(lastChange.n), SHOW_MS);
    return () => clearTimeout(timer);
  }, [lastChange]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextField(e.target)) return;
      const key = e.key.toLowerCase();
      const { undo, redo } = useCutListStore.getState();
      if (key === "z" && !e.shiftKey) {
        if (undo()) e.preventDefault();
      } else if ((key === "z" && e.shiftKey) || key === "y") {
        if (redo()) e.preventDefault();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const visible = lastChange !== null && expired !== lastChange.n && dismissed !== lastChange.n && !editing;
  // Undone or redone: known by the step's key, never by its words.
  const kind = visible && isKeyed(lastChange!.label) ? lastChange!.label.key : null;
  const undone = kind === "stepUndone" || kind === "stepRedone";
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[4.75rem] z-40 flex justify-center px-4 md:bottom-6 print:hidden"
      data-testid="undo-bar"
    >
      {visible && (
        <div className="pointer-events-auto flex max-w-md items-center gap-3 rounded-lg bg-ink px-4 py-2.5 text-sm text-white shadow-lg">
          <span>{say(lastChange!.label)}</span>
          {!undone && canUndo && <BarButton label={t.undo.undo} onClick={() => useCutListStore.getState().undo()} />}
          {kind === "stepUndone" && canRedo && <BarButton label={t.undo.redo} onClick={() => useCutListStore.getState().redo()} />}
        </div>
      )}
    </div>
  );
}

function BarButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 py-1 font-semibold text-accent-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
    >
      {label}
    </button>
  );
}
