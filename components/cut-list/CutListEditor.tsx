"use client";

import { EmptyState } from "@/components/ui/EmptyState";
import { useCallback } from "react";
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { useCutListStore } from "@/lib/client/cut-list/store";
import { lazyModule } from "@/lib/client/lazy-module";
import { useCatalog } from "@/lib/client/cut-list/catalog";
import type { CheckedList } from "@/lib/cutting/list/check";
import { fill } from "@/lib/i18n/template";
import { RowEditor } from "./RowEditor";
import { useCutListText } from "./text-context";
import { ROW_GRID } from "./row-grid";

type TableReader = typeof import("@/lib/cutting/list/import");
/** The pasted-table reader, loaded once (a failed load is tried again at the next focus or paste). */
const tableReader = lazyModule<TableReader>(() => import("@/lib/cutting/list/import"));

/** Moves focus to `field` of row `index` once React has rendered it. */
function focusCell(index: number, field: string) {
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLInputElement>(`[data-row="${index}"][data-field="${field}"]`);
    el?.focus();
    el?.select?.();
  });
}

export function CutListEditor({ checked }: { checked: CheckedList }) {
  const rows = useCutListStore((s) => s.rows);
  const catalog = useCatalog();
  const saw = checked.list.saw;
  const updateRow = useCutListStore((s) => s.updateRow);
  const duplicateRow = useCutListStore((s) => s.duplicateRow);
  const removeRow = useCutListStore((s) => s.removeRow);
  const addRow = useCutListStore((s) => s.addRow);
  const putRows = useCutListStore((s) => s.putRows);
  const { t: all, say } = useCutListText();
  const t = all.editor;
  // What the last paste did, kept with the list and shown above it (issue 55: a 200-line paste's three bad lines were
  // reported under row 198, and forgotten at a reload).
  const report = useCutListStore((s) => s.pasteReport);
  const setStatus = useCutListStore((s) => s.setPasteReport);

  const onDuplicate = useCallback((id: string) => void duplicateRow(id), [duplicateRow]);
  // The undo bar says what was deleted and offers it back (components/cut-list/UndoBar.tsx).
  const onRemove = useCallback((id: string) => removeRow(id), [removeRow]);
  // Enter: the same field one row down (a new row after the last one), like a spreadsheet.
  const onEnter = useCallback(
    (index: number, field: string) => {
      if (index + 1 >= useCutListStore.getState().rows.length) addRow();
      focusCell(index + 1, field);
    },
    [addRow],
  );
  // A block pasted from Excel or Google Sheets: rows from this one down, columns by heading or by position.
  // The reader of pasted tables (lib/cutting/list/import.ts, with the schemas) loads when the list is first focused,
  // so that a paste finds it ready; a paste before that waits for it (issue 39, item 7: nothing of it before anyone types).
  const onPasteBlock = useCallback(
    (index: number, text: string) => {
      const put = ({ importDelimited }: TableReader) => {
        const result = importDelimited(text, saw, catalog, { positional: true });
        if (!result.rows.length && !result.problems.length) return false;
        const counts = { n: result.rows.length, parts: fill(all.words.part, { n: result.rows.length }), m: result.problems.length };
        putRows(result.rows, index, fill(t.pasted, counts));
        setStatus({
          text: fill(result.problems.length ? t.pastedSkipped : t.pastedStatus, counts),
          problems: result.problems.map((p) => fill(t.lineProblem, { row: p.row, message: say(p.message) })),
        });
        return true;
      };
      const ready = tableReader.get();
      if (ready) return put(ready);
      // Not loaded yet: the paste waits for the reader. Text that is no table after all (or a reader that could not
      // load) goes into the field as the browser would have put it, so nothing pasted is lost.
      const field = document.activeElement;
      const asTyped = () => {
        if (field instanceof HTMLElement && document.activeElement === field) document.execCommand("insertText", false, text);
      };
      void tableReader.load().then((reader) => put(reader) || asTyped(), asTyped);
      return true;
    },
    [putRows, setStatus, saw, catalog, all, t, say],
  );

  return (
    <section aria-labelledby="cut-list-parts" className="min-w-0" onFocusCapture={() => void tableReader.load().catch(() => undefined)}>
      <h2 id="cut-list-parts" className="sr-only">
        {t.parts}
      </h2>
      {/* Spaced capitals for English only: Tamil has no capitals (its longer headings need ROW_GRID's wider columns). */}
      <div
        aria-hidden="true"
        data-testid="row-headings"
        className={`hidden border-b border-rule px-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase md:grid md:gap-2 [&:lang(ta)]:tracking-normal ${ROW_GRID}`}
      >
        <span className="text-right">#</span>
        <span>{t.name}</span>
        <span>{t.material}</span>
        <span className="text-right">{t.lengthMm}</span>
        <span className="text-right">{t.widthMm}</span>
        <span className="text-right">{t.qty}</span>
        <span className="text-center">{t.grain}</span>
        <span className="text-center">{t.bands}</span>
        <span>{t.note}</span>
        <span />
      </div>
      <div role="status" aria-live="polite" className="text-sm" data-testid="paste-report">
        {report && (
          <div
            className={`mb-3 flex items-start justify-between gap-2 rounded-md border px-3 py-2 ${report.problems.length ? "border-red-300 bg-red-50" : "border-brand-200 bg-brand-50"}`}
          >
            <div className="min-w-0">
              <p className="font-medium text-ink">{report.text}</p>
              {report.problems.length > 0 && (
                <ul className="mt-1 list-disc pl-5 text-red-800">
                  {report.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </div>
            <button
              type="button"
              onClick={() => setStatus(null)}
              aria-label={t.dismissReport}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-white hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
      </div>
      {rows.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : (
        <ol className="space-y-2 md:space-y-0" data-testid="cut-list-rows">
          {rows.map((row, i) => (
            <RowEditor
              key={row.id}
              row={row}
              index={i}
              errors={checked.rowErrors[row.id]}
              warnings={checked.rowWarnings[row.id]}
              onChange={updateRow}
              onDuplicate={onDuplicate}
              onRemove={onRemove}
              onEnter={onEnter}
              onPasteBlock={onPasteBlock}
            />
          ))}
        </ol>
      )}
      {checked.listError && <p className="mt-2 text-sm font-medium text-red-800">{say(checked.listError)}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => {
            const id = addRow();
            focusCell(
              useCutListStore.getState().rows.findIndex((r) => r.id === id),
              "name",
            );
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t.addPart}
        </button>
        <p className="hidden text-xs text-ink-muted md:block">{t.hint}</p>
      </div>
    </section>
  );
}
