"use client";

import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/EmptyState";
import { ConsoleLoad } from "./ConsoleParts";
import { Pager } from "./Pager";

/** One page of a console list, as the list APIs answer it. */
export type ListPage<T> = { items: T[]; page: number; pages: number; total: number };

type Props<T> = {
  /** The list's query: the page shown (the previous one while the next loads), none before the first answer. */
  query: { data?: ListPage<T> | null; isPending: boolean; error: unknown };
  /** "No orders match." */
  empty: string;
  /** One and many: ["order", "orders"] (the pager says "orders"; the list is data-testid "order-list", each entry "order-item"). */
  noun: readonly [one: string, many: string];
  onPage: (page: number) => void;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
};

/**
 * The consoles' lists (orders, enquiries, users): loading or why it failed (ConsoleLoad), nothing to show, the
 * entries as cards, and Newer / Older paging, the same everywhere.
 */
export function ConsoleList<T>({ query, empty, noun: [one, many], onPage, keyOf, children }: Props<T>) {
  const data = query.data;
  // The load's line: before the first answer, or over the page still shown when the next one failed.
  const load = <ConsoleLoad isPending={!data && query.isPending} error={query.error} what={many} className="mt-6" />;
  if (!data) return load;
  if (data.items.length === 0) return <EmptyState className="mt-6">{empty}</EmptyState>;
  return (
    <>
      {load}
      <ol className="mt-5 grid gap-3" data-testid={`${one}-list`}>
        {data.items.map((item) => (
          <li key={keyOf(item)} className="rounded-lg border border-rule bg-white p-4" data-testid={`${one}-item`}>
            {children(item)}
          </li>
        ))}
      </ol>
      <Pager page={data.page} pages={data.pages} total={data.total} noun={many} onPage={onPage} />
    </>
  );
}
