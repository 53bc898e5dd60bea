"use client";

import { useState } from "react";
import Download from "lucide-react/icons/download";
import { buttonClass } from "@/components/ui/Button";
import { downloadBlob } from "@/lib/client/download";
import type { PlannedMaterial } from "@/lib/cutting/list/plan-inputs";
import { sawCsv } from "@/lib/cutting/list/saw-csv";
import { slugOf } from "@/lib/text/slug";
import type { CutListText } from "@/lib/i18n/islands/cutlist";
import { fill } from "@/lib/i18n/template";

const btn = buttonClass("secondary", "sm");

/** The buttons' words in the page's language (messages/islands/<locale>/cutlist.json `files`). */
export type SawFilesText = CutListText["files"];

/**
 * One material's files for the workshop's machines, made in the browser from the plan on the
 * screen (so the file is the plan the customer saw): the DXF drawing for CAD and the CNC, and the
 * cut list as CSV for a panel saw's optimiser. `prefix` starts the file names (an order's reference).
 */
export function SawFiles({
  planned,
  prefix = "cut-list",
  text,
}: {
  planned: Pick<PlannedMaterial, "input" | "plan" | "rows"> & { material: { label: string } };
  prefix?: string;
  text: SawFilesText;
}) {
  const [busy, setBusy] = useState(false);
  const name = `${prefix}-${slugOf(planned.material.label)}`;
  const label = planned.material.label;

  async function dxf() {
    setBusy(true);
    try {
      // The DXF writer (about 33 KB gzip) loads only when a drawing is asked for.
      const { planDxf } = await import("@/lib/cutting/export/plan-dxf");
      downloadBlob(new Blob([planDxf(planned.input, planned.plan, { title: label })], { type: "image/vnd.dxf" }), `${name}.dxf`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-2 flex flex-wrap gap-2 print:hidden" data-testid="saw-files">
      <button
        type="button"
        className={btn}
        onClick={dxf}
        disabled={busy || planned.plan.sheets.length === 0}
        aria-label={fill(text.dxfOf, { material: label })}
      >
        <Download aria-hidden="true" className="size-4" />
        {text.dxf}
      </button>
      <button
        type="button"
        className={btn}
        onClick={() => downloadBlob(new Blob([sawCsv(planned)], { type: "text/csv;charset=utf-8" }), `${name}-saw.csv`)}
        aria-label={fill(text.csvOf, { material: label })}
      >
        <Download aria-hidden="true" className="size-4" />
        {text.csv}
      </button>
    </div>
  );
}
