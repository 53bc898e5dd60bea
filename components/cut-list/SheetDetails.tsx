import type { Cut } from "@/lib/cutting/engine/types";
import { describeCut } from "@/lib/cutting/list/sheet-text";
import type { Say } from "@/lib/i18n/say";

/** The numbered cut sequence of a sheet (the numbers match the drawing's when it shows the cuts); `say` puts each cut in the page's language. */
export function CutSequence({ cuts, className = "", say }: { cuts: Cut[]; className?: string; say: Say }) {
  return (
    <ol className={`tabular-nums ${className}`} data-testid="cut-sequence">
      {cuts.map((c) => (
        <li key={c.seq}>
          <strong>{c.seq}.</strong> {say(describeCut(c))}
        </li>
      ))}
    </ol>
  );
}

/** The parts on a sheet, one line per part and size (from `partsOnSheet`). */
export function SheetPartsList({ lines, className = "" }: { lines: string[]; className?: string }) {
  return (
    <ul className={`tabular-nums ${className}`} data-testid="sheet-parts">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
