"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/Button";
import { denseInputClass } from "@/components/ui/Input";
import { DEFAULT_MINUTES, type CapacitySettingsInput } from "@/lib/capacity/settings";
import { type WorkStandards, type Weekday } from "@/vocabulary/capacity";
import { workKinds, type WorkKind } from "@/lib/capacity/work";
import { useConsoleSave } from "@/lib/client/console-save";
import { loadCapacitySettings, saveCapacitySettings } from "@/lib/client/api/production";
import { queryKeys } from "@/lib/client/query/keys";
import type { Station } from "@/vocabulary/stations";
import { ConsoleLoad, SaveBar } from "./ConsoleParts";

const field = `w-full ${denseInputClass}`;
const label = "block text-xs font-medium text-ink-muted";
const WEEK: [Weekday, string][] = [
  [1, "Mon"],
  [2, "Tue"],
  [3, "Wed"],
  [4, "Thu"],
  [5, "Fri"],
  [6, "Sat"],
  [0, "Sun"],
];
/** Each standard, its words, and the kind of station it is measured at. */
const STANDARDS: [keyof WorkStandards, string, WorkKind][] = [
  ["cutSetupPerMaterial", "Saw: set-up per material", "cut"],
  ["cutPerBoard", "Saw: per board", "cut"],
  ["cutPerMetre", "Saw: per metre of cut", "cut"],
  ["bandPerPiece", "Banding: per piece", "band"],
  ["bandPerMetre", "Banding: per metre of band", "band"],
  ["borePerPiece", "Boring: per piece", "bore"],
  ["borePerHole", "Boring: per hole", "bore"],
  ["handlePerPiece", "Packing: per piece", "handle"],
  ["handlePerOrder", "Packing: per order", "handle"],
];

/**
 * The capacity (issue 70), on the Stations page: each station's minutes on a working day, the working week, the
 * holidays, and the work standards with what the floor measured beside them (the scans' medians, and how many
 * scans they rest on). Every estimate's ready day and every promise at confirmation are loaded with these.
 */
export function CapacitySettingsForm({ stations }: { stations: Station[] }) {
  const { data, isPending, error } = useQuery({ queryKey: queryKeys.capacitySettings, queryFn: loadCapacitySettings });
  const [draft, setDraft] = useState<CapacitySettingsInput | null>(null);
  const [holidayText, setHolidayText] = useState<string | null>(null);
  const { save, errors, status, clear } = useConsoleSave({
    queryKey: queryKeys.capacitySettings,
    send: saveCapacitySettings,
    savedText: "Capacity saved. The next estimate and confirmation are loaded with it.",
    refresh: "invalidate",
    onSaved: () => {
      setDraft(null);
      setHolidayText(null);
    },
  });
  if (!data) return <ConsoleLoad isPending={isPending} error={error} what="capacity" />;
  const form: CapacitySettingsInput = draft ?? {
    week: data.week,
    holidays: data.holidays,
    minutesPerDay: Object.fromEntries(stations.map((s) => [s.id, data.minutesPerDay[s.id] ?? DEFAULT_MINUTES])),
    standards: data.standards,
    version: data.version,
  };
  const change = (patch: Partial<CapacitySettingsInput>) => setDraft({ ...form, ...patch });
  const kinds = workKinds(stations);
  const factorOf = (kind: WorkKind) => {
    const s = stations.find((x) => kinds[x.id] === kind);
    return s ? data.measured[s.id] : undefined;
  };
  const takeFloorFigures = () =>
    change({
      standards: Object.fromEntries(
        STANDARDS.map(([key, , kind]) => {
          const f = factorOf(kind)?.factor;
          return [key, f ? Math.round(form.standards[key] * f * 100) / 100 : form.standards[key]];
        }),
      ) as unknown as WorkStandards,
    });
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const holidays = holidayText === null ? form.holidays : holidayText.split(/[\s,]+/).filter(Boolean);
    save.mutate({ ...form, holidays, version: data.version });
  };
  const problem = (key: string) => errors[key] && <p className="mt-1 text-xs text-red-700">{errors[key]}</p>;

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 border-t border-rule pt-5"
      noValidate
      aria-labelledby="capacity-settings-title"
      data-testid="capacity-settings"
    >
      <div>
        <h2 id="capacity-settings-title" className="text-xl font-semibold text-ink">
          Capacity
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">
          What each station does in a working day, the days the shop works, and how long each kind of work takes. Every estimate says when its list
          would be ready from these and the work confirmed before it; a confirmation promises that day.
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-ink">Working days</legend>
        <div className="flex flex-wrap gap-3">
          {WEEK.map(([day, name]) => (
            <label key={day} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={form.week.includes(day)}
                onChange={(e) => change({ week: e.target.checked ? [...form.week, day] : form.week.filter((d) => d !== day) })}
              />
              {name}
            </label>
          ))}
        </div>
        {problem("week")}
      </fieldset>
      <div>
        <label htmlFor="capacity-holidays" className={label}>
          Holidays (one date a line, YYYY-MM-DD)
        </label>
        <textarea
          id="capacity-holidays"
          rows={3}
          className={`${field} max-w-xs`}
          value={holidayText ?? form.holidays.join("\n")}
          onChange={(e) => setHolidayText(e.target.value)}
        />
        {Object.keys(errors)
          .filter((k) => k.startsWith("holidays"))
          .map((k) => (
            <p key={k} className="mt-1 text-xs text-red-700">
              {errors[k]}
            </p>
          ))}
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-4">
        <legend className="mb-1 text-sm font-semibold text-ink">Minutes of work a day</legend>
        {stations.map((s) => {
          const m = data.measured[s.id];
          return (
            <div key={s.id}>
              <label htmlFor={`capacity-minutes-${s.id}`} className={label}>
                {s.name}
              </label>
              <input
                id={`capacity-minutes-${s.id}`}
                type="number"
                min={0}
                max={1440}
                className={field}
                value={form.minutesPerDay[s.id] ?? DEFAULT_MINUTES}
                onChange={(e) => change({ minutesPerDay: { ...form.minutesPerDay, [s.id]: Number(e.target.value) } })}
              />
              <p className="mt-1 text-xs text-ink-muted" data-testid={`measured-${s.id}`}>
                {m?.factor ? `The floor takes ${m.factor} × the standards (${m.scans} scans)` : `Not measured yet (${m?.scans ?? 0} scans)`}
              </p>
              {problem(`minutesPerDay.${s.id}`)}
            </div>
          );
        })}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold text-ink">Work standards (minutes)</legend>
        {STANDARDS.map(([key, words]) => (
          <div key={key}>
            <label htmlFor={`capacity-${key}`} className={label}>
              {words}
            </label>
            <input
              id={`capacity-${key}`}
              type="number"
              min={0}
              step={0.05}
              className={field}
              value={form.standards[key]}
              onChange={(e) => change({ standards: { ...form.standards, [key]: Number(e.target.value) } })}
            />
            {problem(`standards.${key}`)}
          </div>
        ))}
      </fieldset>
      <SaveBar
        label="Save capacity"
        saving={save.isPending}
        status={status}
        onUndo={
          draft || holidayText !== null
            ? () => {
                setDraft(null);
                setHolidayText(null);
                clear();
              }
            : undefined
        }
      >
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          onClick={takeFloorFigures}
          disabled={!STANDARDS.some(([, , k]) => factorOf(k)?.factor)}
        >
          Use the floor&apos;s figures
        </button>
      </SaveBar>
    </form>
  );
}
