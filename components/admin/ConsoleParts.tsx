"use client";

import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import { useState, type FormEvent, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { ApiError } from "@/lib/client/api/request";
import type { ConsoleStatus } from "@/lib/client/console-save";
import { StatusLine } from "@/components/ui/StatusLine";

/** A console page's title, one line about it, and its actions on the right. */
export function ConsoleHeading({ id, title, intro, children }: { id: string; title: string; intro: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 id={id} className="text-2xl font-semibold text-ink">
          {title}
        </h1>
        <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      </div>
      {children}
    </div>
  );
}

export type StatusTab<T extends string> = { value: T | ""; label: string; count?: number };

/** The status filter: one pressed button per status with its count; it scrolls sideways on a phone. */
export function StatusTabs<T extends string>({
  tabs,
  value,
  onChange,
  className = "",
}: {
  tabs: StatusTab<T>[];
  value: T | "";
  onChange: (value: T | "") => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label="Filter by status" className={`-mx-4 flex gap-1 overflow-x-auto px-4 ${className}`}>
      {tabs.map((t) => (
        <button
          key={t.value || "all"}
          type="button"
          aria-pressed={value === t.value}
          onClick={() => onChange(t.value)}
          className={`inline-flex min-h-10 shrink-0 items-center gap-2 rounded-md border px-3 text-sm font-semibold ${
            value === t.value ? "border-brand-700 bg-brand-700 text-white" : "border-rule bg-white text-ink hover:border-brand-600"
          }`}
        >
          {t.label}
          {t.count !== undefined && <span className="tabular text-xs opacity-80">{t.count}</span>}
        </button>
      ))}
    </div>
  );
}

/** The search box of a console list: the words are applied when the form is sent, not per keystroke. */
export function ConsoleSearch({ id, label, placeholder, paging }: { id: string; label: string; placeholder: string; paging: ListPaging }) {
  function submit(ev: FormEvent) {
    ev.preventDefault();
    paging.search();
  }
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={paging.draft}
        maxLength={100}
        onChange={(e) => paging.setDraft(e.target.value)}
        placeholder={placeholder}
        className="lg:w-72"
      />
      <button type="submit" className={buttonClass("primary", "sm")}>
        Search
      </button>
    </form>
  );
}

export type ListPaging = ReturnType<typeof useListPaging>;

/**
 * The paging and search state of a console list: the typed search words
 * (`draft`) apply on "Search", and any new filter or search shows page 1.
 */
export function useListPaging() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [draft, setDraft] = useState("");
  return {
    page,
    setPage,
    q,
    draft,
    setDraft,
    search: () => {
      setPage(1);
      setQ(draft.trim());
    },
    /** Wraps a filter's setter so that changing the filter goes back to page 1. */
    firstPage:
      <T,>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPage(1);
      },
  };
}

/**
 * The one way a console draws its data's load (issue 50): "Loading the …" while the first answer is awaited, why it
 * could not be loaded when it failed (the server's words, or the page language's "no connection"), else nothing.
 * Whole pages, lists (ConsoleList) and the photo and service lists all use it; what an action said is StatusLine's.
 */
export function ConsoleLoad({ isPending, error, what, className = "" }: { isPending: boolean; error: unknown; what: string; className?: string }) {
  if (isPending) return <p className={`text-ink-muted ${className}`}>Loading the {what}…</p>;
  if (!error) return null;
  return (
    <p role="alert" className={`text-red-800 ${className}`}>
      {error instanceof ApiError ? error.message : `Could not load the ${what}.`}
    </p>
  );
}

/** The row under a console form: its other buttons, save, undo, and the status line (a status, or an alert). */
export function SaveBar({
  label,
  saving,
  status,
  onUndo,
  children,
}: {
  label: string;
  saving: boolean;
  status: ConsoleStatus;
  onUndo?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {children}
      <button type="submit" className={buttonClass("primary", "sm")} disabled={saving}>
        {saving ? "Saving…" : label}
      </button>
      {onUndo && (
        <button type="button" className={buttonClass("secondary", "sm")} onClick={onUndo} disabled={saving}>
          Undo changes
        </button>
      )}
      <StatusLine status={status} />
    </div>
  );
}

/** The two buttons that move an entry of an ordered list (services, photos, stations) one place up or down. */
export function MoveButtons({
  what,
  first,
  last,
  disabled = false,
  onMove,
}: {
  what: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const moves = [
    { delta: -1, way: "up", Icon: ArrowUp, off: first },
    { delta: 1, way: "down", Icon: ArrowDown, off: last },
  ] as const;
  return moves.map(({ delta, way, Icon, off }) => (
    <button
      key={way}
      type="button"
      className={buttonClass("secondary", "sm")}
      disabled={off || disabled}
      onClick={() => onMove(delta)}
      aria-label={`Move ${what} ${way}`}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  ));
}
