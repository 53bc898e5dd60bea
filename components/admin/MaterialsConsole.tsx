"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import Plus from "lucide-react/icons/plus";
import { buttonClass } from "@/components/ui/Button";
import { denseInputClass } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { loadCatalog, saveCatalog } from "@/lib/client/api/admin";
import { useConsoleSave } from "@/lib/client/console-save";
import { queryKeys } from "@/lib/client/query/keys";
import { MATERIAL_KIND_LABEL, KIND_HSN, sawFileSettings, workshopSaw, type Catalog } from "@/lib/cutting/list/materials";
import { MATERIAL_KINDS, type SawFileSettings, type MaterialKind } from "@/vocabulary/boards";
import { formatWhen } from "@/lib/format/date";
import { paiseToInput, parseRupees } from "@/lib/format/money";
import { BoardSizes } from "./BoardSizes";
import type { BoardDraft, MaterialDraft } from "./material-draft";
import { ConsoleLoad, SaveBar } from "./ConsoleParts";
import { DenseError, DenseInput, denseAttrs } from "./DenseField";

let keys = 0;
const nextKey = () => `k${++keys}`;

function toDrafts(catalog: Catalog): MaterialDraft[] {
  return catalog.materials.map((m) => ({
    key: nextKey(),
    saved: true,
    id: m.id,
    label: m.label,
    labelTa: m.labelTa ?? "",
    thickness: String(m.thickness),
    kind: m.kind,
    hsn: m.hsn ?? "",
    grain: m.grain,
    retired: m.retired,
    boards: m.boards.map((b) => ({
      key: nextKey(),
      length: String(b.length),
      width: String(b.width),
      price: paiseToInput(b.pricePaise),
      inStock: b.inStock,
    })),
  }));
}

const num = (t: string) => (t.trim() === "" || Number.isNaN(Number(t)) ? t : Number(t));

export function MaterialsConsole() {
  return <MaterialsForm />;
}

/**
 * The workshop's materials and the board sizes on its rack, with a price per
 * board and whether it is in stock: what the cut-list page offers and every
 * plan and estimate uses. Saved whole; a material is retired, never deleted.
 */
function MaterialsForm() {
  const { data, error, isPending } = useQuery({ queryKey: queryKeys.materials, queryFn: loadCatalog });
  const [drafts, setDrafts] = useState<MaterialDraft[] | null>(null);
  const [sawDraft, setSawDraft] = useState<{ kerf: string; trim: string; book: string } | null>(null);
  const [fileDraft, setFileDraft] = useState<Omit<SawFileSettings, "book"> | null>(null);
  const { save, errors, status, refuse, clear } = useConsoleSave({
    queryKey: queryKeys.materials,
    send: saveCatalog,
    savedText: "Boards saved. The cut-list page and new estimates use them at once.",
    onSaved: () => {
      setDrafts(null);
      setSawDraft(null);
      setFileDraft(null);
    },
  });
  const list = drafts ?? (data ? toDrafts(data) : []);
  const savedSaw = workshopSaw(data ?? {});
  const savedFile = sawFileSettings(data ?? {});
  const saw = sawDraft ?? { kerf: String(savedSaw.kerf), trim: String(savedSaw.trim), book: String(savedFile.book) };
  const sawFile = fileDraft ?? { headCuts: savedFile.headCuts, format: savedFile.format };

  if (!data) return <ConsoleLoad isPending={isPending} error={error} what="boards" />;

  const change = (next: MaterialDraft[]) => setDrafts(next);
  const patchMaterial = (i: number, patch: Partial<MaterialDraft>) => change(list.map((m, k) => (k === i ? { ...m, ...patch } : m)));
  const patchBoard = (i: number, j: number, patch: Partial<BoardDraft>) =>
    patchMaterial(i, { boards: list[i].boards.map((b, k) => (k === j ? { ...b, ...patch } : b)) });

  function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    const local: Record<string, string> = {};
    const materials = list.map((m, i) => ({
      id: m.id.trim(),
      label: m.label,
      labelTa: m.labelTa,
      thickness: num(m.thickness),
      kind: m.kind,
      hsn: m.hsn,
      grain: m.grain,
      retired: m.retired,
      boards: m.boards.map((b, j) => {
        const pricePaise = parseRupees(b.price);
        if (pricePaise === null) local[`materials.${i}.boards.${j}.pricePaise`] = "Enter a price in rupees, e.g. 2150 or 2150.50";
        return { length: num(b.length), width: num(b.width), pricePaise: pricePaise ?? 0, inStock: b.inStock };
      }),
    }));
    if (Object.keys(local).length) return refuse(local, "Please correct the highlighted fields.");
    save.mutate({ materials, saw: { kerf: num(saw.kerf), trim: num(saw.trim) }, sawFile: { ...sawFile, book: num(saw.book) } });
  }

  const err = (path: string) => errors[path];

  return (
    <section aria-labelledby="materials-title">
      <h1 id="materials-title" className="text-2xl font-semibold text-ink">
        Boards
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">
        The materials the workshop cuts and the board sizes on the rack, with the price of one board when the workshop supplies it (before GST). The
        cut-list page offers the boards in stock and plans on the cheapest mix of them; orders keep the prices they were placed with. A material
        orders may name is never deleted: retire it and it stops being offered.
      </p>
      {data.updatedAt && (
        <p className="mt-1 text-xs text-ink-muted">
          Last saved {formatWhen(data.updatedAt)}
          {data.updatedBy && ` by ${data.updatedBy}`}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-5">
        {/* The saw every priced plan uses (issue 36): the cut-list page shows it, and a request's own is never priced. */}
        <fieldset className="rounded-lg border border-rule bg-white p-4 sm:p-5" data-testid="workshop-saw">
          <legend className="px-1 text-lg font-semibold text-ink">The workshop&rsquo;s saw</legend>
          <div className="flex flex-wrap gap-4">
            {(
              [
                ["kerf", "Kerf (mm)", "The width the blade takes between two parts."],
                ["trim", "Trim on each edge (mm)", "Cut off every edge of a board first, for a clean square edge."],
                ["book", "Boards cut at once", "The saw's book: its file runs identical sheets in stacks of this many."],
              ] as const
            ).map(([key, label, hint]) => (
              <div key={key} className="w-56">
                <label htmlFor={`saw-${key}`} className="block text-sm font-medium text-ink">
                  {label}
                </label>
                <input
                  {...denseAttrs(err(key === "book" ? "sawFile.book" : `saw.${key}`), `saw-${key}`)}
                  inputMode="decimal"
                  value={saw[key]}
                  onChange={(e) => setSawDraft({ ...saw, [key]: e.target.value })}
                  className={`mt-1 w-28 text-right tabular-nums ${denseInputClass}`}
                />
                <p className="mt-1 text-xs text-ink-muted">{hint}</p>
                <DenseError error={err(key === "book" ? "sawFile.book" : `saw.${key}`)} id={`saw-${key}`} />
              </div>
            ))}
          </div>
          {/* What the saw's file tells the beam saw (issue 53, docs/CUTTING.md "The saw's file"). */}
          <div className="mt-4 flex flex-wrap items-start gap-x-8 gap-y-3">
            <div className="min-w-0">
              <label htmlFor="saw-format" className="block text-sm font-medium text-ink">
                The file the saw takes
              </label>
              <Select
                id="saw-format"
                value={sawFile.format}
                onChange={(e) => setFileDraft({ ...sawFile, format: e.target.value as SawFileSettings["format"] })}
                className="mt-1 w-full max-w-xs"
              >
                <option value="ptx">PTX: the plan itself</option>
                <option value="csv">CSV: a parts list</option>
              </Select>
              <p className="mt-1 max-w-xs text-xs text-ink-muted">
                PTX (Cut Rite, Magi-Cut, HOMAG, Biesse saws) cuts the priced plan; with a CSV the saw&rsquo;s software plans again. Offered first on
                every order and batch; the other stays a link away.
              </p>
            </div>
            <label className="flex min-h-11 max-w-sm items-start gap-2 pt-6 text-sm text-ink">
              <input
                type="checkbox"
                checked={sawFile.headCuts}
                onChange={(e) => setFileDraft({ ...sawFile, headCuts: e.target.checked })}
                className="mt-0.5 size-5"
              />
              <span>
                The saw&rsquo;s software may use head cuts
                <span className="block text-xs text-ink-muted">Only when it plans again; the site&rsquo;s plans have none.</span>
              </span>
            </label>
          </div>
        </fieldset>
        {list.map((m, i) => {
          const base = `materials.${i}`;
          const idOf = (f: string) => `m${m.key}-${f}`;
          return (
            <fieldset key={m.key} className="rounded-lg border border-rule bg-white p-4 sm:p-5" data-testid="material">
              <legend className="px-1 text-lg font-semibold text-ink">
                {m.label || "New material"}
                {m.retired && <span className="ml-2 rounded-full bg-rule px-2 py-0.5 text-xs font-semibold text-ink-muted">Retired</span>}
              </legend>
              <div className="grid gap-3 sm:grid-cols-[2fr_1fr_7.5rem_1fr]">
                <DenseInput
                  label="Name"
                  id={idOf("label")}
                  error={err(`${base}.label`)}
                  value={m.label}
                  onChange={(e) => patchMaterial(i, { label: e.target.value })}
                />
                <DenseInput
                  label="Id"
                  id={idOf("id")}
                  error={err(`${base}.id`)}
                  value={m.id}
                  readOnly={m.saved}
                  onChange={(e) => patchMaterial(i, { id: e.target.value.toLowerCase() })}
                  className={`font-mono ${m.saved ? "bg-paper text-ink-muted" : ""}`}
                />
                <DenseInput
                  label="Thickness (mm)"
                  id={idOf("thickness")}
                  error={err(`${base}.thickness`)}
                  inputMode="decimal"
                  value={m.thickness}
                  onChange={(e) => patchMaterial(i, { thickness: e.target.value })}
                  className="text-right tabular-nums"
                />
                <div>
                  <label htmlFor={idOf("kind")} className="block text-sm font-medium text-ink">
                    Kind
                  </label>
                  <select
                    id={idOf("kind")}
                    value={m.kind}
                    onChange={(e) => patchMaterial(i, { kind: e.target.value as MaterialKind })}
                    className={`w-full ${denseInputClass}`}
                  >
                    {MATERIAL_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {MATERIAL_KIND_LABEL[k]}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div className="mt-3 grid gap-3 sm:grid-cols-[2fr_1fr]">
                <DenseInput
                  label={
                    <>
                      Name in Tamil <span className="font-normal text-ink-muted">(the Tamil pages and papers; empty: the name above)</span>
                    </>
                  }
                  id={idOf("labelTa")}
                  error={err(`${base}.labelTa`)}
                  lang="ta"
                  value={m.labelTa}
                  onChange={(e) => patchMaterial(i, { labelTa: e.target.value })}
                />
                <DenseInput
                  label={
                    <>
                      HSN <span className="font-normal text-ink-muted">(empty: {KIND_HSN[m.kind] ?? "the business's"})</span>
                    </>
                  }
                  id={idOf("hsn")}
                  error={err(`${base}.hsn`)}
                  inputMode="numeric"
                  value={m.hsn}
                  placeholder={KIND_HSN[m.kind] ?? ""}
                  onChange={(e) => patchMaterial(i, { hsn: e.target.value })}
                  className="font-mono tabular-nums"
                />
              </div>
              <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                <Tick label="Has a grain" checked={m.grain} onChange={(grain) => patchMaterial(i, { grain })} />
                <Tick label="Retired (no longer offered)" checked={m.retired} onChange={(retired) => patchMaterial(i, { retired })} />
              </div>
              <BoardSizes
                material={m}
                base={base}
                errors={errors}
                patchBoard={(j, patch) => patchBoard(i, j, patch)}
                removeBoard={(j) => patchMaterial(i, { boards: m.boards.filter((_, k) => k !== j) })}
              />
              <DenseError error={err(`${base}.boards`)} id={idOf("boards")} />
              <button
                type="button"
                className={`${buttonClass("secondary", "sm")} mt-2`}
                onClick={() => patchMaterial(i, { boards: [...m.boards, { key: nextKey(), length: "", width: "", price: "", inStock: true }] })}
              >
                <Plus aria-hidden="true" className="size-4" /> Add a board size to {m.label || "this material"}
              </button>
            </fieldset>
          );
        })}
        {err("materials") && (
          <p role="alert" className="text-sm text-red-800">
            {err("materials")}
          </p>
        )}
        <SaveBar
          label="Save boards"
          saving={save.isPending}
          status={status}
          onUndo={() => {
            setDrafts(null);
            setSawDraft(null);
            clear();
          }}
        >
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            onClick={() =>
              change([
                ...list,
                {
                  key: nextKey(),
                  saved: false,
                  id: "",
                  label: "",
                  labelTa: "",
                  thickness: "18",
                  kind: "plywood",
                  hsn: "",
                  grain: true,
                  retired: false,
                  boards: [{ key: nextKey(), length: "2440", width: "1220", price: "", inStock: true }],
                },
              ])
            }
          >
            <Plus aria-hidden="true" className="size-4" /> Add a material
          </button>
        </SaveBar>
      </form>
    </section>
  );
}

/** A material's yes-or-no setting, its words beside the box. */
function Tick({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="inline-flex items-center gap-2">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-brand-700" />
      {label}
    </label>
  );
}
