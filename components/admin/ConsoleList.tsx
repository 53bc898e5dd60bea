"use client";

import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/EmptyState";
import { Pager } from "./Pager";

/** One page of a console list, as the list APIs answer it. */
export type ListPage<T> = { items: T[]; page: number; pages: number; total: number };

type Props<T> = {
  /** The page shown (the previous one while the next loads); undefined before the first answer. */
  data: ListPage<T> | undefined;
  pending: boolean;
  /** "No orders match." */
  empty: string;
  /** Plural, for the pager: "orders". */
  noun: string;
  onPage: (page: number) => void;
  keyOf: (item: T) => string;
  /** The list's data-testid; each entry is "<testId without -list>-item". */
  testId: string;
  children: (item: T) => ReactNode;
};

/**
 * The consoles' lists (orders, enquiries, users): loading, nothing to show, the
 * entries as cards, and Newer / Older paging, the same everywhere.
 */
export function ConsoleList<T>({ data, pending, empty, noun, onPage, keyOf, testId, children }: Props<T>) {
  if (!data) return pending ? <p className="mt-6 text-ink-muted">Loading…</p> : null;
  if (data.items.length === 0) return <EmptyState className="mt-6">{empty}</EmptyState>;
  const itemTestId = `${testId.replace(/-list$/, "")}-item`;
  return (
    <>
      <ol className="mt-5 grid gap-3" data-testid={testId}>
        {data.items.map((item) => (
          <li key={keyOf(item)} className="rounded-lg border border-rule bg-white p-4" data-testid={itemTestId}>
            {children(item)}
          </li>
        ))}
      </ol>
      <Pager page={data.page} pages={data.pages} total={data.total} noun={noun} onPage={onPage} />
    </>
  );
}
