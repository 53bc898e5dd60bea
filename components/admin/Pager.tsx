"use client";

import { buttonClass } from "@/components/ui/Button";

type Props = {
  page: number;
  pages: number;
  total: number;
  /** What is counted, plural: "enquiries", "orders". */
  noun: string;
  onPage: (page: number) => void;
};

/** Newer / Older paging for the consoles' lists (newest first); nothing when one page holds everything. */
export function Pager({ page, pages, total, noun, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-5 flex items-center justify-between gap-3">
      <button type="button" className={buttonClass("secondary", "sm")} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Newer
      </button>
      <span className="tabular text-sm text-ink-muted">
        Page {page} of {pages} · {total} {noun}
      </span>
      <button type="button" className={buttonClass("secondary", "sm")} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older
      </button>
    </nav>
  );
}
