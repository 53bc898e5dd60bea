"use client";

import { memo, useId, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from "react";
import ChevronDown from "lucide-react/icons/chevron-down";
import Copy from "lucide-react/icons/copy";
import Trash2 from "lucide-react/icons/trash-2";
import { useCatalog } from "@/lib/client/cut-list/catalog";
import { materialName, offeredMaterials } from "@/lib/cutting/list/materials";
import { describeHoles, holesOf } from "@/lib/cutting/list/holes";
import { partSummary } from "@/lib/cutting/list/part-summary";
import { MAX_HOLES_PER_PIECE, RUN_MAX, type HoleCount } from "@/lib/cutting/list/types";
import type { DraftRow, RowErrors } from "@/lib/cutting/list/draft";
import type { LucideIcon } from "lucide-react";
import { denseInputClass } from "@/components/ui/Input";
import { srOnly, TaggedText } from "@/components/ui/TaggedText";
import { fill } from "@/lib/i18n/template";
import type { Say } from "@/lib/i18n/say";
import { EdgePicker } from "./EdgePicker";
import { useCutListText } from "./text-context";
import { ROW_GRID } from "./row-grid";
import { isKeyed } from "@/lib/i18n/refusal";

const input = `w-full min-w-0 ${denseInputClass}`;
const label = "block text-xs font-medium text-ink-muted";

export interface RowEditorProps {
  row: DraftRow;
  index: number;
  errors?: RowErrors;
  warnings?: RowErrors;
  onChange: (id: string, patch: Partial<Omit<DraftRow, "id">>) => void;
  onDuplicate: (id: string) => void;
  onRemove: (id: string) => void;
  onEnter: (index: number, field: string) => void;
  onPasteBlock: (index: number, text: string) => boolean;
}

/**
 * One part. On a phone: a compact card (name and L × W × qty on one line, the
 * rest behind "More"). From md up: one row with every field visible. One DOM
 * for both, so a value typed on either is the same value.
 */
export const RowEditor = memo(function RowEditor({
  row,
  index,
  errors: allErrors = {},
  warnings = {},
  onChange,
  onDuplicate,
  onRemove,
  onEnter,
  onPasteBlock,
}: RowEditorProps) {
  const uid = useId();
  // A field's error shows once the field is left, or as soon as it holds something wrong; an empty field of a new
  // part is not "required" in red before anyone has typed (issue 38).
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const blank = (f: string) => {
    const v = (row as unknown as Record<string, unknown>)[f];
    return v === "" || v === undefined || v === null;
  };
  const errors = Object.fromEntries(Object.entries(allErrors).filter(([f]) => left.has(f) || !blank(f))) as RowErrors;
  const { t: all, say } = useCutListText();
  const catalog = useCatalog();
  const t = all.row;
  /** A label whose words for a screen reader ("of part 3") sit where the language puts them. */
  const tagged = (template: string) => <TaggedText text={fill(template, { n: index + 1 })} tags={{ sr: srOnly }} />;
  const [open, setOpen] = useState(false);
  const id = (f: string) => `${uid}-${f}`;
  const n = index + 1;
  const hasDetailError = Object.keys(errors).some((k) => k === "material" || k === "note" || k.startsWith("edges") || k === "grain" || k === "run");

  const keyDown = (field: string) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onEnter(index, field);
    }
  };
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData("text/plain");
    if (/[\t\n]/.test(text.trim()) && onPasteBlock(index, text)) e.preventDefault();
  };
  const err = (f: string) => errors[f];
  const read = holesOf({ note: row.note, holes: row.holes });
  const readFromNote = read.from === "note";
  const holeField = (key: keyof HoleCount, text: string) => (
    <div className="flex min-w-0 flex-wrap items-center gap-1">
      <label htmlFor={id(key)} className="min-w-0 flex-1 basis-16 text-xs text-ink-muted">
        {tagged(text)}
      </label>
      <input
        id={id(key)}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_HOLES_PER_PIECE}
        value={row.holes?.[key] ?? 0}
        onChange={(e) => {
          const v = Math.max(0, Math.min(MAX_HOLES_PER_PIECE, Math.trunc(Number(e.target.value) || 0)));
          onChange(row.id, { holes: { hingeCups: row.holes?.hingeCups ?? 0, otherHoles: row.holes?.otherHoles ?? 0, [key]: v } });
        }}
        aria-invalid={err(`holes.${key}`) ? true : undefined}
        className={`${denseInputClass} w-14 shrink-0 text-right tabular-nums`}
      />
    </div>
  );
  const describedBy = (f: string) => (err(f) ? id(`${f}-err`) : undefined);
  const num = (f: "length" | "width" | "quantity", text: string, unit?: string) => (
    <div className="min-w-0">
      <label htmlFor={id(f)} className={`${label} md:sr-only`}>
        {tagged(text)}
      </label>
      <div className="flex items-center gap-1">
        <input
          id={id(f)}
          data-row={index}
          data-field={f}
          inputMode={f === "quantity" ? "numeric" : "decimal"}
          autoComplete="off"
          value={row[f]}
          onChange={(e) => onChange(row.id, { [f]: e.target.value })}
          onKeyDown={keyDown(f)}
          onPaste={paste}
          aria-invalid={err(f) ? true : undefined}
          aria-describedby={describedBy(f)}
          className={`${input} text-right tabular-nums`}
        />
        {unit && <span className="text-xs text-ink-muted">{unit}</span>}
      </div>
    </div>
  );

  return (
    <li
      onBlurCapture={(e) => {
        const f = e.target.id.startsWith(`${uid}-`) ? e.target.id.slice(uid.length + 1) : "";
        if (f && !left.has(f)) setLeft(new Set(left).add(f));
      }}
      className={`rounded-lg border border-rule bg-white p-3 shadow-sm md:grid md:items-start md:gap-2 md:rounded-none md:border-0 md:border-b md:p-2 md:shadow-none ${ROW_GRID}`}
      data-testid="cut-list-row"
      aria-label={fill(row.name ? t.labelNamed : t.label, { n, name: row.name })}
    >
      <span className="hidden pt-2 text-right text-xs text-ink-muted tabular-nums md:block">{n}</span>
      {/* Phone: name on its own line, then L × W × qty on one line. */}
      <div className="flex items-center gap-2 md:block">
        <span className="text-xs text-ink-muted tabular-nums md:hidden">{n}</span>
        <div className="min-w-0 flex-1">
          <label htmlFor={id("name")} className="sr-only">
            {fill(t.nameOf, { n })}
          </label>
          <input
            id={id("name")}
            data-row={index}
            data-field="name"
            value={row.name}
            placeholder={t.namePlaceholder}
            autoComplete="off"
            onChange={(e) => onChange(row.id, { name: e.target.value })}
            onKeyDown={keyDown("name")}
            onPaste={paste}
            aria-invalid={err("name") ? true : undefined}
            aria-describedby={describedBy("name")}
            className={input}
          />
        </div>
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={id("more")}
          className={`inline-flex min-h-11 min-w-11 shrink-0 items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium md:hidden ${hasDetailError ? "text-red-800" : "text-brand-800"}`}
        >
          {tagged(t.more)}
          <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </div>
      <div className={`order-none md:contents ${open ? "" : ""}`}>
        <div className="mt-2 grid grid-cols-[1fr_1fr_4.5rem] gap-2 md:contents">
          <div className="hidden md:block" id={id("material-cell")}>
            <MaterialSelect
              id={id("material")}
              n={n}
              value={row.material}
              onChange={(v) => onChange(row.id, { material: v })}
              invalid={!!err("material")}
            />
          </div>
          {num("length", t.length, all.words.mm)}
          {num("width", t.width, all.words.mm)}
          {num("quantity", t.qty)}
        </div>
        {/* Closed on a phone: the rest in one line, so a long list is checked without opening every card. */}
        {!open && (
          <p className="mt-1.5 text-sm leading-snug text-ink-muted md:hidden" data-testid="part-summary">
            {partSummary(row, catalog, t.summary, say)}
          </p>
        )}
      </div>
      <div id={id("more")} className={`${open ? "mt-3 grid" : "hidden"} gap-3 md:contents`}>
        <div className="md:hidden">
          <MaterialSelect
            id={id("material-m")}
            n={n}
            value={row.material}
            onChange={(v) => onChange(row.id, { material: v })}
            invalid={!!err("material")}
            labelled
          />
        </div>
        <div className="flex items-center md:justify-center md:pt-2">
          <input
            id={id("grain")}
            type="checkbox"
            checked={row.grain}
            onChange={(e) => onChange(row.id, { grain: e.target.checked })}
            className="size-5 accent-brand-700"
          />
          <label htmlFor={id("grain")} className="ml-2 text-sm md:sr-only">
            {tagged(t.grainLock)}
          </label>
        </div>
        <EdgePicker edges={row.edges} part={n} onChange={(edges) => onChange(row.id, { edges })} idPrefix={id("edge")} />
        <div className="min-w-0">
          <label htmlFor={id("note")} className={`${label} md:sr-only`}>
            {tagged(t.note)}
          </label>
          <input
            id={id("note")}
            value={row.note}
            placeholder={t.notePlaceholder}
            autoComplete="off"
            onChange={(e) => onChange(row.id, { note: e.target.value })}
            onKeyDown={keyDown("note")}
            aria-invalid={err("note") ? true : undefined}
            aria-describedby={[describedBy("note"), readFromNote ? id("note-read") : undefined].filter(Boolean).join(" ") || undefined}
            className={input}
          />
          <div className="mt-1 grid grid-cols-2 gap-2 md:grid-cols-1">
            {holeField("hingeCups", t.hingeCups)}
            {holeField("otherHoles", t.otherHoles)}
            <div className="col-span-full flex min-w-0 flex-wrap items-center gap-1">
              <label htmlFor={id("run")} className="min-w-0 flex-1 basis-16 text-xs text-ink-muted">
                {tagged(t.grainRun)}
              </label>
              <input
                id={id("run")}
                value={row.run ?? ""}
                maxLength={RUN_MAX}
                placeholder={t.runPlaceholder}
                autoComplete="off"
                onChange={(e) => onChange(row.id, { run: e.target.value })}
                aria-invalid={err("run") ? true : undefined}
                aria-describedby={describedBy("run")}
                className={`${denseInputClass} w-20 shrink-0`}
              />
            </div>
          </div>
          {readFromNote && (
            <p id={id("note-read")} className="mt-1 text-xs text-ink-muted">
              {fill(t.readFromNote, { holes: say(describeHoles(read)) })}
            </p>
          )}
        </div>
        <div className="flex gap-1 md:justify-end md:pt-0.5">
          <RowAction
            icon={Copy}
            label={tagged(t.duplicate)}
            onClick={() => onDuplicate(row.id)}
            className="text-ink-muted hover:bg-stone-warm hover:text-ink"
          />
          <RowAction icon={Trash2} label={tagged(t.delete)} onClick={() => onRemove(row.id)} className="text-red-800 hover:bg-red-50" />
        </div>
      </div>
      <RowMessages errors={errors} warnings={warnings} idOf={(f) => id(`${f}-err`)} fields={t.fields} say={say} />
    </li>
  );
});

function MaterialSelect({
  id,
  n,
  value,
  onChange,
  invalid,
  labelled = false,
}: {
  id: string;
  n: number;
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
  labelled?: boolean;
}) {
  const catalog = useCatalog();
  const t = useCutListText().t.row;
  const offered = offeredMaterials(catalog);
  return (
    <>
      <label htmlFor={id} className={labelled ? label : "sr-only"}>
        <TaggedText text={fill(t.material, { n })} tags={{ sr: srOnly }} />
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid || undefined} className={`${input} py-[7px]`}>
        {offered.map((m) => (
          <option key={m.id} value={m.id}>
            {m.label}
          </option>
        ))}
        {!offered.some((m) => m.id === value) && (
          <option value={value}>
            {fill(t.noLongerOffered, { name: materialName(value, Object.fromEntries(catalog.materials.map((m) => [m.id, m.label]))) })}
          </option>
        )}
      </select>
    </>
  );
}

/** Errors (and warnings) in words, under the row, each tied to its field with aria-describedby. */
function RowMessages({
  errors,
  warnings,
  idOf,
  fields,
  say,
}: {
  errors: RowErrors;
  warnings: RowErrors;
  idOf: (f: string) => string;
  fields: Record<string, string>;
  say: Say;
}) {
  const list = Object.entries(errors);
  const warn = Object.entries(warnings).filter(([f]) => !errors[f]);
  if (!list.length && !warn.length) return null;
  return (
    <ul className="col-span-full mt-1 space-y-0.5 text-sm md:col-start-2">
      {list.map(([f, m]) => (
        <li key={f} id={idOf(f)} className="text-red-800">
          {/* A check that names its field ("Width may have at most one decimal") is not headed by it again. */}
          {!namesField(m) && `${fields[f] ?? f.replace("edges.", "").toUpperCase()}: `}
          {say(m ?? "")}
        </li>
      ))}
      {warn.map(([f, m]) => (
        <li key={`w${f}`} className="text-accent-700">
          {say(m ?? "")}
        </li>
      ))}
    </ul>
  );
}

/** A keyed check that says its field's name itself (its `label` value). */
const namesField = (m: RowErrors[string]) => isKeyed(m) && m.values?.label !== undefined;

/** A row's action: its word shows on a phone; on a desktop only the icon (the word stays for screen readers). */
function RowAction({ icon: Icon, label, onClick, className }: { icon: LucideIcon; label: ReactNode; onClick: () => void; className: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md p-2 text-sm ${className}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="md:sr-only">{label}</span>
    </button>
  );
}
