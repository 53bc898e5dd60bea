"use client";

import { buttonClass } from "@/components/ui/Button";
import { formatWhen } from "@/lib/format/date";
import type { OffcutStore } from "@/lib/rack/offcut-schema";

/** The customers to tell this week (issue 54): their pieces pass to the workshop within seven days. */
export function ShelfNotices({ due, nameOf, onTold }: { due: OffcutStore["due"]; nameOf: (id: string) => string; onTold: (id: string) => void }) {
  return (
    <section aria-labelledby="shelf-due" className="grid gap-2 rounded-lg border border-accent-400 bg-accent-50 p-4" data-testid="shelf-due">
      <h2 id="shelf-due" className="font-semibold text-ink">
        Customers to tell this week
      </h2>
      <p className="text-sm text-ink-muted">
        These pieces pass to the workshop within seven days. Send each customer the message (it opens WhatsApp with the text filled in), then mark
        them told.
      </p>
      <ul className="grid gap-2 text-sm">
        {due.map(({ piece: p, whatsapp }) => (
          <li key={p.id} className="flex flex-wrap items-center gap-2 border-t border-accent-400/40 pt-2">
            <span>
              <strong className="font-mono">{p.id}</strong>{" "}
              <span className="tabular">
                {p.length} × {p.width} mm
              </span>
              , {nameOf(p.material)}: {p.owner?.name}, until {formatWhen(p.keepUntil!)}
              {p.toldAt && <span className="text-ink-muted"> · told {formatWhen(p.toldAt)}</span>}
            </span>
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "sm")}>
              WhatsApp {p.owner?.name}
            </a>
            {!p.toldAt && (
              <button
                type="button"
                className={buttonClass("secondary", "sm")}
                onClick={() => onTold(p.id)}
                aria-label={`Mark ${p.owner?.name} told about ${p.id}`}
              >
                Mark told
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
