"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Trash2 } from "lucide-react";
import { buttonClass } from "@/components/ui/Button";
import { denseInputClass } from "@/components/ui/Input";
import { useConsoleSave } from "@/lib/client/console-save";
import { loadStations, saveStations } from "@/lib/client/api/production";
import { queryKeys } from "@/lib/client/query/keys";
import { MAX_STATIONS } from "@/lib/production/stations";
import { type Station, type StationNeed } from "@/vocabulary/stations";
import { stationLine } from "@/lib/production/words";
import { CapacitySettingsForm } from "./CapacitySettingsForm";
import { ConsoleHeading, ConsoleLoad, MoveButtons, SaveBar } from "./ConsoleParts";

const field = `w-full ${denseInputClass}`;
const label = "block text-xs font-medium text-ink-muted";
const NEEDS: Record<StationNeed, string> = { all: "Every piece", bands: "Pieces with a band", holes: "Pieces with holes" };
const TEXT_FIELDS: { key: "id" | "name" | "nameTamil" | "past" | "pastTamil"; label: string; hint?: (s: Station) => string }[] = [
  { key: "name", label: "Name" },
  // The station's own line, as the customer reads it (lib/production/words.ts).
  { key: "past", label: "Done word", hint: (s) => `“${stationLine({ ...s, done: 38, of: 40 }, "en")}”` },
  { key: "nameTamil", label: "Tamil name" },
  { key: "pastTamil", label: "Tamil done word", hint: (s) => `“${stationLine({ ...s, done: 38, of: 40 }, "ta")}”` },
  { key: "id", label: "Id", hint: () => "Scans are kept under it" },
];

export function StationsConsole() {
  const { data } = useQuery({ queryKey: queryKeys.stations, queryFn: loadStations });
  return (
    <div className="grid gap-8">
      <StationsForm />
      {data && <CapacitySettingsForm stations={data.stations} />}
    </div>
  );
}

/** The workshop's stations, in the order pieces pass them: names in both languages, and which pieces pass each. */
function StationsForm() {
  const { data, isPending, error } = useQuery({ queryKey: queryKeys.stations, queryFn: loadStations });
  const [draft, setDraft] = useState<Station[] | null>(null);
  const { save, errors, status, clear } = useConsoleSave({
    queryKey: queryKeys.stations,
    send: saveStations,
    savedText: "Stations saved. The scan page uses them at once.",
    onSaved: () => setDraft(null),
  });
  if (!data) return <ConsoleLoad isPending={isPending} error={error} what="stations" />;
  const list = draft ?? data.stations;
  const change = (i: number, patch: Partial<Station>) => setDraft(list.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  const move = (i: number, by: number) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    setDraft(next);
  };
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    save.mutate({ stations: list, version: data.version });
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-labelledby="stations-title">
      <ConsoleHeading
        id="stations-title"
        title="Stations"
        intro="Where pieces are scanned on their way through the shop, in the order they pass them. A piece passes a banding station only if it has a band, a boring station only if it has holes."
      />
      <ol className="grid gap-3">
        {list.map((s, i) => (
          <li key={i} className="grid gap-3 rounded-lg border border-rule bg-white p-3 sm:grid-cols-3" data-testid="station-row">
            {TEXT_FIELDS.map((f) => {
              const id = `station-${i}-${f.key}`;
              const problem = errors[`stations.${i}.${f.key}`];
              return (
                <div key={f.key}>
                  <label htmlFor={id} className={label}>
                    {f.label}
                  </label>
                  <input
                    id={id}
                    className={field}
                    value={s[f.key]}
                    onChange={(e) => change(i, { [f.key]: e.target.value })}
                    aria-invalid={!!problem}
                    aria-describedby={problem ? `${id}-error` : undefined}
                    lang={f.key.endsWith("Tamil") ? "ta" : undefined}
                  />
                  {problem ? (
                    <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
                      {problem}
                    </p>
                  ) : (
                    f.hint && <p className="mt-1 text-xs text-ink-muted">{f.hint(s)}</p>
                  )}
                </div>
              );
            })}
            <div>
              <label htmlFor={`station-${i}-needs`} className={label}>
                Which pieces pass
              </label>
              <select
                id={`station-${i}-needs`}
                className={field}
                value={s.needs}
                onChange={(e) => change(i, { needs: e.target.value as StationNeed })}
              >
                {Object.entries(NEEDS).map(([v, text]) => (
                  <option key={v} value={v}>
                    {text}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex items-end gap-2 sm:col-span-3">
              <MoveButtons what={s.name} first={i === 0} last={i === list.length - 1} onMove={(by) => move(i, by)} />
              <button
                type="button"
                className={buttonClass("secondary", "sm")}
                onClick={() => setDraft(list.filter((_, k) => k !== i))}
                disabled={list.length === 1}
              >
                <Trash2 aria-hidden className="size-4" />
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      {errors.stations && <p className="text-sm text-red-700">{errors.stations}</p>}
      <SaveBar
        label="Save stations"
        saving={save.isPending}
        status={status}
        onUndo={
          draft
            ? () => {
                setDraft(null);
                clear();
              }
            : undefined
        }
      >
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={list.length >= MAX_STATIONS}
          onClick={() => setDraft([...list, { id: "", name: "", nameTamil: "", past: "", pastTamil: "", needs: "all" }])}
        >
          Add a station
        </button>
      </SaveBar>
    </form>
  );
}
