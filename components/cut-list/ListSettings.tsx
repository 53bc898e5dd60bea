"use client";

import { memo } from "react";
import { denseInputClass } from "@/components/ui/Input";
import { Button } from "@/components/ui/Button";
import { useCutListStore } from "@/lib/client/cut-list/store";
import { useCatalog } from "@/lib/client/cut-list/catalog";
import { defaultMaterial, offeredMaterials } from "@/lib/cutting/list/materials";
import { BAND_THICKNESSES, type BandThickness } from "@/lib/cutting/list/types";
import { useCutListText } from "./text-context";

const select = `w-full ${denseInputClass}`;

/**
 * The list's material and edge band, set once: new parts start with them, and
 * "Apply to all" sets them on every part already in the list (one undo step),
 * so a 40-row all-MDF job needs one change, not forty.
 */
export const ListSettings = memo(function ListSettings({ rowCount }: { rowCount: number }) {
  const defaults = useCutListStore((s) => s.defaults);
  const setDefaults = useCutListStore((s) => s.setDefaults);
  const applyToAll = useCutListStore((s) => s.applyDefaultsToAll);
  const catalog = useCatalog();
  const t = useCutListText().t.settings;
  const offered = offeredMaterials(catalog);
  // A default the workshop no longer offers shows (and becomes, on the next new part) the first board offered.
  const material = offered.some((m) => m.id === defaults.material) ? defaults.material : defaultMaterial(catalog);
  return (
    <section aria-labelledby="list-settings-title" className="rounded-lg border border-rule bg-white p-3 print:hidden" data-testid="list-settings">
      <h2 id="list-settings-title" className="text-sm font-semibold text-ink">
        {t.title}
      </h2>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="list-material" className="block text-xs font-medium text-ink-muted">
            {t.material}
          </label>
          <select id="list-material" value={material} onChange={(e) => setDefaults({ material: e.target.value })} className={select}>
            {offered.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
          <ApplyToAll disabled={!rowCount} onClick={() => applyToAll({ material: true })} name={t.applyMaterialName} label={t.applyMaterial} />
        </div>
        <div>
          <label htmlFor="list-band" className="block text-xs font-medium text-ink-muted">
            {t.band}
          </label>
          <select
            id="list-band"
            value={defaults.band === null ? "" : String(defaults.band)}
            onChange={(e) => setDefaults({ band: e.target.value === "" ? null : (Number(e.target.value) as BandThickness) })}
            className={select}
          >
            <option value="">{t.noBand}</option>
            {BAND_THICKNESSES.map((t) => (
              <option key={t} value={t}>
                {t} mm
              </option>
            ))}
          </select>
          <ApplyToAll disabled={!rowCount} onClick={() => applyToAll({ band: true })} name={t.applyBandName} label={t.applyBand} />
        </div>
      </div>
    </section>
  );
});

/** "Apply to all parts": short on the screen, its whole name for screen readers (review 2). */
function ApplyToAll({ disabled, onClick, name, label }: { disabled: boolean; onClick: () => void; name: string; label: string }) {
  return (
    <Button variant="secondary" size="sm" className="mt-2" disabled={disabled} onClick={onClick} aria-label={name}>
      {label}
    </Button>
  );
}
