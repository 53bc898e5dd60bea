"use client";

import { Check, CloudOff, MessageCircle, RotateCcw, X, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/Button";
import { STATUS_LABEL, statusLabel } from "@/lib/orders/status";
import { floorText, type FloorText } from "@/lib/i18n/islands/floor";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";
import type { ScanAnswer } from "@/lib/production/scan";
import type { Station } from "@/vocabulary/stations";
import { progressLine } from "@/lib/production/words";

/** What one scan came to: the server's answer (`late`: sent from the phone's queue), kept on the phone, or refused. */
export type Outcome =
  | { kind: "answer"; answer: ScanAnswer; late?: boolean }
  | { kind: "queued"; code: string; station: Station }
  | { kind: "refused"; code: string; message: string; anyway?: Anyway; unpaired?: boolean };

/** A scan refused only because the piece skips a station: what to send again, recorded anyway. */
export type Anyway = { text: string; station: string };

const copyOf = (p: { copy: number; of: number }, t: FloorText["scan"]) => (p.of > 1 ? fill(t.copy, { copy: p.copy, of: p.of }) : "");

/** A scan that has no answer from the server (refused, or kept on the phone): its code, then what became of it. */
function CodeLine({
  className,
  icon: Icon,
  code,
  testId,
  children,
}: {
  className: string;
  icon: LucideIcon;
  code: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={className} data-testid={testId}>
      <p className="flex items-start gap-2 font-semibold">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
        <span>
          <span className="tabular font-mono">{code}</span>
          {children}
        </span>
      </p>
    </div>
  );
}

/** One scan's answer, as the person at the station reads it at a glance: the piece, the order, the station, ✓. */
export function ScanResult({
  outcome,
  stations,
  latest,
  locale,
  onAnyway,
}: {
  outcome: Outcome;
  stations: readonly Station[];
  latest: boolean;
  /** The phone's language (walk C5). */
  locale: Locale;
  onAnyway?: (a: Anyway) => void;
}) {
  const t = floorText(locale).scan;
  const box = `rounded-lg border p-3 ${latest ? "text-base" : "text-sm opacity-80"}`;
  if (outcome.kind === "refused") {
    return (
      <CodeLine className={`${box} border-red-300 bg-red-50 text-red-800`} icon={X} code={outcome.code} testId="scan-refused">
        : {outcome.message}
        {outcome.anyway && onAnyway && latest && (
          <button
            type="button"
            onClick={() => onAnyway(outcome.anyway!)}
            className="mt-2 flex min-h-11 items-center rounded-md border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-100"
          >
            {t.anyway}
          </button>
        )}
        {outcome.unpaired && latest && (
          // The office unpaired this phone (walk C6): the scan page turns back into the pairing screen.
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="mt-2 flex min-h-11 items-center rounded-md border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-100"
            data-testid="pair-again"
          >
            {t.pairAgain}
          </button>
        )}
      </CodeLine>
    );
  }
  if (outcome.kind === "queued") {
    return (
      <CodeLine className={`${box} border-amber-300 bg-amber-50 text-ink`} icon={CloudOff} code={outcome.code} testId="scan-queued">
        {" "}
        {fill(t.queued, { station: locale === "ta" ? outcome.station.nameTamil : outcome.station.name.toLowerCase() })}
      </CodeLine>
    );
  }
  const { answer, late } = outcome;
  const station = stations.find((s) => s.id === answer.station);
  const past = (locale === "ta" ? station?.pastTamil : station?.past) ?? answer.station;
  const at = station ? (locale === "ta" ? station.nameTamil : station.name.toLowerCase()) : answer.station;
  const Icon = answer.recorded ? Check : RotateCcw;
  return (
    <div className={`${box} ${answer.recorded ? "border-green-300 bg-green-50" : "border-rule bg-white"} grid gap-1.5`} data-testid="scan-answer">
      <p className="flex items-start gap-2 font-semibold text-ink">
        <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${answer.recorded ? "text-green-700" : "text-ink-muted"}`} />
        <span data-testid="scan-line">
          {answer.piece.name}
          {copyOf(answer.piece, t)} · <span className="tabular">{answer.order}</span> · {past} {answer.recorded ? "✓" : t.already}
          {late && <span className="font-normal text-ink-muted"> · {t.late}</span>}
        </span>
      </p>
      {answer.moved && (
        <p className="text-sm font-medium text-brand-800" data-testid="scan-moved">
          {fill(t.moved, { status: locale === "ta" ? statusLabel(answer.moved, "ta") : STATUS_LABEL[answer.moved].toLowerCase() })}
        </p>
      )}
      {latest && (
        <>
          <p className="tabular text-sm text-ink-muted">{progressLine(answer.progress.stations, locale)}.</p>
          <p className="text-sm text-ink" data-testid="scan-to-come">
            {answer.toCome.count === 0
              ? fill(t.nothingToCome, { order: answer.order, station: at })
              : fill(t.toCome, {
                  station: at,
                  order: answer.order,
                  count: answer.toCome.count,
                  pieces: `${answer.toCome.pieces.map((p) => `#${p.row} ${p.name}${copyOf(p, t)}`).join("; ")}${answer.toCome.count > answer.toCome.pieces.length ? "; …" : ""}`,
                })}
          </p>
          {answer.notify && (
            <a
              href={answer.notify}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("primary", "sm", "justify-self-start")}
              data-testid="scan-notify"
            >
              <MessageCircle aria-hidden className="size-4" />
              {t.notify}
            </a>
          )}
        </>
      )}
    </div>
  );
}
