"use client";

import { memo } from "react";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { Button } from "@/components/ui/Button";
import { denseInputClass } from "@/components/ui/Input";
import { useCatalog } from "@/lib/client/cut-list/catalog";
import { useCutListStore } from "@/lib/client/cut-list/store";
import { newRowId, type DraftOwn, type RowErrors } from "@/lib/cutting/list/draft";
import { boardName, boardsInStock, defaultMaterial, offeredMaterials } from "@/lib/cutting/list/materials";
import { MAX_OWN_PIECES } from "@/lib/cutting/list/types";

import { srOnly, TaggedText } from "@/components/ui/TaggedText";
import { fill } from "@/lib/i18n/template";
import { Summary } from "@/components/ui/Summary";
import { useCutListText } from "./text-context";

const input = `w-full min-w-0 tabular-nums ${denseInputClass}`;
const label = "block text-xs font-medium text-ink-muted";

/**
 * Boards and leftover pieces the customer brings, per material: they cost no
 * board price but are cut at the per-sheet rate, so the plan uses one only
 * where it saves a board (plan-inputs.ts). Folded away until used; kept in the
 * browser with the list.
 */
export const OwnBoards = memo(function OwnBoards({ errors }: { errors: Record<string, RowErrors> }) {
  const own = useCutListStore((s) => s.own);
  const setOwn = useCutListStore((s) => s.setOwn);
  const defaults = useCutListStore((s) => s.defaults);
  const catalog = useCatalog();
  const { t: all, say } = useCutListText();
  const t = all.own;
  const offered = offeredMaterials(catalog);
  const update = (id: string, patch: Partial<DraftOwn>) => setOwn(own.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  const add = () => {
    const material = offered.some((m) => m.id === defaults.material) ? defaults.material : defaultMaterial(catalog);
    // Sizes start empty (a typed 1220 must not become 24401220, issue 55); the rack's sizes are offered as a hint.
    setOwn([...own, { id: newRowId(), material, length: "", width: "", count: "1" }]);
  };
  const count = own.length;
  return (
    <details className="group mt-4 rounded-lg border border-rule bg-white p-3 print:hidden" open={count > 0} data-testid="own-boards">
      <Summary>
        {t.title}
        {count ? ` (${count})` : ""}
      </Summary>
      <p className="mt-2 max-w-2xl text-sm text-ink-muted">{t.intro}</p>
      {count > 0 && (
        <ul className="mt-3 grid gap-3">
          {own.map((p, i) => {
            const e = errors[p.id] ?? {};
            const idOf = (f: string) => `own-${p.id}-${f}`;
            const sizes = boardsInStock(offered.find((m) => m.id === p.material) ?? offered[0]);
            const messages = Object.entries(e);
            return (
              <li
                key={p.id}
                className="grid grid-cols-2 gap-2 rounded-md border border-rule p-2 sm:grid-cols-[1fr_6rem_6rem_5rem_auto] sm:items-end"
                data-testid="own-piece"
              >
                <div className="col-span-2 sm:col-span-1">
                  <label htmlFor={idOf("material")} className={label}>
                    <TaggedText text={fill(t.material, { n: i + 1 })} tags={{ sr: srOnly }} />
                  </label>
                  <select
                    id={idOf("material")}
                    value={p.material}
                    onChange={(ev) => update(p.id, { material: ev.target.value })}
                    aria-invalid={e.material ? true : undefined}
                    className={input}
                  >
                    {offered.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.label}
                      </option>
                    ))}
                  </select>
                </div>
                {(
                  [
                    ["length", t.length, "decimal"],
                    ["width", t.width, "decimal"],
                    ["count", t.count, "numeric"],
                  ] as const
                ).map(([f, text, mode]) => (
                  <div key={f}>
                    <label htmlFor={idOf(f)} className={label}>
                      <TaggedText text={fill(text, { n: i + 1 })} tags={{ sr: srOnly }} />
                    </label>
                    <input
                      id={idOf(f)}
                      inputMode={mode}
                      autoComplete="off"
                      value={p[f]}
                      placeholder={f === "count" ? undefined : String(sizes[0]?.[f] ?? "")}
                      list={f === "length" ? `own-sizes-${p.id}` : undefined}
                      onChange={(ev) => update(p.id, { [f]: ev.target.value })}
                      aria-invalid={e[f] ? true : undefined}
                      aria-describedby={messages.length ? idOf("errors") : undefined}
                      className={input}
                    />
                  </div>
                ))}
                {/* The rack's sizes of the material, offered as the length is typed. */}
                <datalist id={`own-sizes-${p.id}`}>
                  {sizes.map((b) => (
                    <option key={`${b.length}x${b.width}`} value={b.length}>
                      {boardName(b)}
                    </option>
                  ))}
                </datalist>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setOwn(own.filter((x) => x.id !== p.id))}
                  aria-label={fill(t.remove, { n: i + 1 })}
                  className="self-end"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
                {messages.length > 0 && (
                  <ul id={idOf("errors")} className="col-span-2 text-sm text-red-800 sm:col-span-5">
                    {messages.map(([field, message]) => (
                      <li key={field}>{say(message ?? "")}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" size="sm" className="mt-3" onClick={add} disabled={count >= MAX_OWN_PIECES}>
        <Plus aria-hidden="true" className="size-4" />
        {t.add}
      </Button>
    </details>
  );
});
