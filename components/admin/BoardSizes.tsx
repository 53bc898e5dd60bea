"use client";

import Trash2 from "lucide-react/icons/trash-2";
import { buttonClass } from "@/components/ui/Button";
import { denseInputClass } from "@/components/ui/Input";
import { boardName } from "@/lib/cutting/list/materials";
import { DenseError, denseAttrs } from "./DenseField";
import type { BoardDraft, MaterialDraft } from "./material-draft";

/** A material's board sizes on the Boards page: each size, its price and whether it is in stock, the standard first. */
export function BoardSizes({
  material: m,
  base,
  errors,
  patchBoard,
  removeBoard,
}: {
  material: MaterialDraft;
  base: string;
  errors: Record<string, string | undefined>;
  patchBoard: (j: number, patch: Partial<BoardDraft>) => void;
  removeBoard: (j: number) => void;
}) {
  return (
    <table className="mt-4 w-full max-w-2xl table-fixed text-sm">
      <caption className="text-left font-semibold text-ink">Board sizes, the standard board first</caption>
      <thead>
        <tr className="text-left text-xs text-ink-muted">
          {(
            [
              ["w-[22%] pr-1.5", "Length (mm)"],
              ["w-[22%] pr-1.5", "Width (mm)"],
              ["w-[28%] pr-1.5", "Price per board (₹)"],
              ["w-[13%] pr-1.5", "In stock"],
            ] as const
          ).map(([width, head]) => (
            <th key={head} scope="col" className={`${width} py-1 font-medium`}>
              {head}
            </th>
          ))}
          <th scope="col" className="w-[15%] py-1 font-medium">
            <span className="sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {m.boards.map((b, j) => {
          const bp = `${base}.boards.${j}`;
          const bid = (f: string) => `b${b.key}-${f}`;
          const size = Number(b.length) && Number(b.width) ? boardName({ length: Number(b.length), width: Number(b.width) }) : `size ${j + 1}`;
          return (
            <tr key={b.key} className="align-top" data-testid="board-size">
              {(["length", "width"] as const).map((f) => (
                <td key={f} className="py-1 pr-1.5">
                  <input
                    {...denseAttrs(errors[`${bp}.${f}`], bid(f))}
                    aria-label={`${f === "length" ? "Length" : "Width"} of ${m.label} ${size}`}
                    inputMode="numeric"
                    value={b[f]}
                    onChange={(e) => patchBoard(j, { [f]: e.target.value })}
                    className={`w-full min-w-0 text-right tabular-nums ${denseInputClass}`}
                  />
                  <DenseError error={errors[`${bp}.${f}`]} id={bid(f)} />
                </td>
              ))}
              <td className="py-1 pr-1.5">
                <input
                  {...denseAttrs(errors[`${bp}.pricePaise`], bid("price"))}
                  aria-label={`Price of one ${m.label} board, ${size}`}
                  inputMode="decimal"
                  value={b.price}
                  onChange={(e) => patchBoard(j, { price: e.target.value })}
                  className={`w-full min-w-0 text-right tabular-nums ${denseInputClass}`}
                />
                <DenseError error={errors[`${bp}.pricePaise`]} id={bid("price")} />
              </td>
              <td className="py-1 pr-1.5">
                <input
                  type="checkbox"
                  aria-label={`${m.label} ${size} in stock`}
                  checked={b.inStock}
                  onChange={(e) => patchBoard(j, { inStock: e.target.checked })}
                  className="mt-2 size-4 accent-brand-700"
                />
              </td>
              <td className="py-1">
                <button
                  type="button"
                  className={buttonClass("secondary", "sm")}
                  disabled={m.boards.length === 1}
                  aria-label={`Remove ${m.label} ${size}`}
                  onClick={() => removeBoard(j)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
