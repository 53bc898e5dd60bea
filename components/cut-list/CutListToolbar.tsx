"use client";

import { memo, useEffect, useRef, useState } from "react";
import Download from "lucide-react/icons/download";
import FileUp from "lucide-react/icons/file-up";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import Printer from "lucide-react/icons/printer";
import Trash2 from "lucide-react/icons/trash-2";
import { Button, buttonClass } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { useCutListStore } from "@/lib/client/cut-list/store";
import { useCatalog } from "@/lib/client/cut-list/catalog";
import type { ImportResult } from "@/lib/cutting/list/import";
import type { CutList } from "@/lib/cutting/list/types";
import type { MaterialPlan } from "@/lib/client/cut-list/use-plan";
import { shareSummary } from "@/lib/cutting/list/share";
import { listLink } from "@/lib/cutting/list/share-link";
import { useSite } from "@/components/site/SiteProvider";
import { downloadBlob } from "@/lib/client/download";
import { fill } from "@/lib/i18n/template";
import { useCutListText } from "./text-context";
import { CUT_LIST_SHEET, sheetFile } from "@/lib/sheets/files";

const MAX_CSV_BYTES = 1024 * 1024;

/** The toolbar's buttons and links: the site's secondary button, dense. */
const btn = buttonClass("secondary", "sm");

export const CutListToolbar = memo(function CutListToolbar({ list, results, hasRows }: { list: CutList; results: MaterialPlan[]; hasRows: boolean }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const catalog = useCatalog();
  const { whatsappLink } = useSite();
  const putRows = useCutListStore((s) => s.putRows);
  const clear = useCutListStore((s) => s.clear);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ file: string; result: ImportResult } | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const wholeList = useWholeListLink(list);
  const { t: all, say, locale } = useCutListText();
  const t = all.toolbar;

  async function importFile(file: File) {
    setBusy(true);
    try {
      let result: ImportResult;
      if (/\.xlsx$/i.test(file.name)) {
        const { importXlsx } = await import("@/lib/sheets/import-xlsx");
        result = await importXlsx(await file.arrayBuffer(), list.saw, catalog);
      } else if (/\.(csv|tsv|txt)$/i.test(file.name)) {
        if (file.size > MAX_CSV_BYTES) result = { rows: [], problems: [{ row: 1, message: t.fileTooLarge }] };
        else {
          const { importDelimited } = await import("@/lib/cutting/list/import");
          result = importDelimited(await file.text(), list.saw, catalog);
        }
      } else {
        result = { rows: [], problems: [{ row: 1, message: t.chooseFile }] };
      }
      if (result.rows.length)
        putRows(
          result.rows,
          undefined,
          fill(t.imported, { n: result.rows.length, parts: fill(all.words.part, { n: result.rows.length }), file: file.name }),
        );
      setReport({ file: file.name, result });
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  async function exportPlan() {
    setBusy(true);
    try {
      const { exportPlanXlsx } = await import("@/lib/cutting/list/export-xlsx");
      downloadBlob(await exportPlanXlsx(list, results), "cut-list-plan.xlsx");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2 print:hidden" data-testid="cut-list-toolbar">
      <input
        ref={fileInput}
        type="file"
        accept=".xlsx,.csv,.tsv,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        className="sr-only"
        id="cut-list-import"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void importFile(f);
        }}
      />
      <button type="button" className={btn} onClick={() => fileInput.current?.click()} disabled={busy}>
        <FileUp aria-hidden="true" className="size-4" />
        {t.import}
      </button>
      <a className={btn} href={sheetFile(CUT_LIST_SHEET, locale)} download>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        {t.blankSheet}
      </a>
      <button type="button" className={btn} onClick={() => void exportPlan()} disabled={busy || !list.rows.length}>
        <Download aria-hidden="true" className="size-4" />
        {t.export}
      </button>
      <button type="button" className={btn} onClick={() => window.print()} disabled={!results.length}>
        <Printer aria-hidden="true" className="size-4" />
        {t.print}
      </button>
      {list.rows.length ? (
        <a
          className={btn}
          href={whatsappLink(shareSummary(list, results, catalog, { text: all.share, partWord: all.words.part, say }, wholeList))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.whatsapp}
        </a>
      ) : (
        <button type="button" className={btn} disabled>
          {t.whatsapp}
        </button>
      )}
      <button type="button" className={`${btn} text-red-800`} onClick={() => setConfirmClear(true)} disabled={!hasRows}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t.clear}
      </button>
      {report && (
        <Dialog title={fill(t.reportTitle, { file: report.file })} onClose={() => setReport(null)} testId="import-report">
          <p className="text-sm">
            {fill(t.reportAdded, { n: report.result.rows.length })}
            {report.result.problems.length > 0 && ` ${fill(t.reportNotTaken, { n: report.result.problems.length })}`}
          </p>
          {report.result.problems.length > 0 && (
            <ul className="mt-2 max-h-64 list-disc overflow-auto pl-5 text-sm text-red-800" data-testid="import-problems">
              {report.result.problems.map((p, i) => (
                <li key={i}>{fill(t.rowProblem, { row: p.row, message: say(p.message) })}</li>
              ))}
            </ul>
          )}
          <Button onClick={() => setReport(null)} className="mt-4">
            {t.ok}
          </Button>
        </Dialog>
      )}
      {confirmClear && (
        <Dialog title={t.clearTitle} onClose={() => setConfirmClear(false)} testId="clear-dialog">
          <p className="text-sm">{t.clearBody}</p>
          <div className="mt-4 flex gap-2">
            <Button
              variant="danger"
              onClick={() => {
                clear();
                setConfirmClear(false);
              }}
            >
              {t.clear}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmClear(false)}>
              {t.keep}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
});

/** The link that opens the whole list (for a message too long to write it out), made a moment after the list settles. */
function useWholeListLink(list: CutList): string | null {
  const [made, setMade] = useState<{ list: CutList; link: string | null } | null>(null);
  useEffect(() => {
    if (!list.rows.length) return;
    let live = true;
    const timer = setTimeout(
      () => void listLink(window.location.origin, list, window.location.pathname).then((link) => live && setMade({ list, link })),
      300,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [list]);
  return made?.list === list ? made.link : null;
}
