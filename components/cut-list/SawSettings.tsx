"use client";

import { memo } from "react";
import { useCatalog } from "@/lib/client/cut-list/catalog";
import { workshopSaw } from "@/lib/cutting/list/materials";
import { fill } from "@/lib/i18n/template";
import { Summary } from "@/components/ui/Summary";
import { useCutListText } from "./text-context";

/**
 * The workshop's kerf and trim, folded away. They are the console's (issue 36): every plan on this page, every
 * estimate and every order uses them, so a customer reads them here but does not set them.
 */
export const SawSettings = memo(function SawSettings() {
  const saw = workshopSaw(useCatalog());
  const t = useCutListText().t.settings;
  return (
    <details className="group self-start rounded-lg border border-rule bg-white p-3 print:hidden" data-testid="saw-settings">
      <Summary>{t.saw}</Summary>
      <p className="mt-2 text-sm text-ink-muted">{fill(t.sawText, { kerf: saw.kerf, trim: saw.trim })}</p>
    </details>
  );
});
