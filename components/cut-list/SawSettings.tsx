"use client";

import { memo } from "react";
import { denseInputClass } from "@/components/ui/Input";
import { useCutListStore } from "@/lib/client/cut-list/store";
import type { CheckedList } from "@/lib/cutting/list/draft";
import { useCutListText } from "./text-context";

/** Kerf and trim, folded away: most customers keep the workshop's defaults. */
export const SawSettings = memo(function SawSettings({ errors }: { errors: CheckedList["sawErrors"] }) {
  const saw = useCutListStore((s) => s.saw);
  const setSaw = useCutListStore((s) => s.setSaw);
  const { t: all, say } = useCutListText();
  const t = all.settings;
  const field = (key: "kerf" | "trim", label: string, hint: string) => (
    <div>
      <label htmlFor={`saw-${key}`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-1">
        <input
          id={`saw-${key}`}
          inputMode="decimal"
          autoComplete="off"
          value={saw[key]}
          onChange={(e) => setSaw({ [key]: e.target.value })}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={`saw-${key}-hint${errors[key] ? ` saw-${key}-err` : ""}`}
          className={`w-24 text-right tabular-nums ${denseInputClass}`}
        />
        <span className="text-xs text-ink-muted">{all.words.mm}</span>
      </div>
      <p id={`saw-${key}-hint`} className="mt-1 text-xs text-ink-muted">
        {hint}
      </p>
      {errors[key] && (
        <p id={`saw-${key}-err`} className="mt-1 text-sm text-red-800">
          {say(errors[key])}
        </p>
      )}
    </div>
  );
  return (
    <details className="rounded-lg border border-rule bg-white p-3 print:hidden" open={!!(errors.kerf || errors.trim)}>
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-ink">{t.saw}</summary>
      <div className="mt-3 flex flex-wrap gap-6">
        {field("kerf", t.kerf, t.kerfHint)}
        {field("trim", t.trim, t.trimHint)}
      </div>
    </details>
  );
});
