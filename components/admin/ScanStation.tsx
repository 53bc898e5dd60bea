"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Camera, CameraOff, CloudOff } from "lucide-react";
import { ApiError, isTransient } from "@/lib/client/api/request";
import { loadStations, sendScan } from "@/lib/client/api/production";
import { signal, startQrReader, type QrReader } from "@/lib/client/qr-camera";
import { queueScan, queuedScans, SCAN_OUTBOX_EVENT, sendQueuedScans, type QueuedScan, type SentScan } from "@/lib/client/scan-outbox";
import { queryKeys } from "@/lib/client/query/keys";
import { parsePieceCode } from "@/lib/production/pieces";

import type { ScanAnswer } from "@/lib/production/scan";
import type { Station } from "@/vocabulary/stations";
import { buttonClass } from "@/components/ui/Button";
import { inputClass } from "@/components/ui/Input";
import { ScanResult, type Outcome } from "./ScanResult";
import { floorText, type FloorText } from "@/lib/i18n/islands/floor";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";
import { stationName } from "@/lib/production/stations";

const STATION_KEY = "kpw-scan-station";
/**
 * The same code read again within this time of its last read is the same look at the same label, not a second scan:
 * a label held in front of the camera is one scan however long it stays there; it scans again once it has been out
 * of sight this long.
 */
const SAME_READ_MS = 3000;

/**
 * The scan page's station (issue 40): the station is chosen once (kept on the phone), then each label read by the
 * camera, or typed, is recorded at once with its answer in words, a tone and a buzz. With no signal a scan waits on
 * the phone and is sent by itself once the network is back (lib/client/scan-outbox.ts), under `account` (the
 * signed-in staff's id, from the server: a scan waits for the account that made it).
 */
export function ScanStation({
  account,
  only,
  hosts,
  locale,
  initialCode = "",
}: {
  account: string;
  only?: string[];
  hosts: string[];
  /** The phone's language (walk C5): the page's words and the server's answers. */
  locale: Locale;
  /** A label's code brought by its link (a phone's own camera opened it: walk C8), ready to record. */
  initialCode?: string;
}) {
  const t = floorText(locale).scan;
  // The hosts a label's link may name (the server's list: where labels are printed from), and this page's own.
  const labelHosts = useCallback(() => [...hosts, window.location.host.toLowerCase()], [hosts]);
  const stations = useQuery({ queryKey: queryKeys.stations, queryFn: loadStations, staleTime: 60_000 });
  // A station phone offers only the stations it is paired to (issue 51).
  const list = (stations.data?.stations ?? []).filter((s) => !only || only.includes(s.id));
  const [stationId, setStationId] = useState(readStation);
  const station = list.find((s) => s.id === stationId) ?? null;
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [waiting, setWaiting] = useState<QueuedScan[]>([]);
  const [typed, setTyped] = useState(initialCode);
  const [typedError, setTypedError] = useState("");

  const choose = (id: string) => {
    setStationId(id);
    try {
      localStorage.setItem(STATION_KEY, id);
    } catch {
      // kept for this visit only
    }
  };

  const show = useCallback((o: Outcome) => setOutcomes((all) => [o, ...all].slice(0, 8)), []);
  const refreshWaiting = useCallback(async () => setWaiting(await queuedScans()), []);

  const flush = useCallback(async () => {
    if (!account) return;
    const sent: SentScan[] = await sendQueuedScans(account, locale);
    for (const s of sent)
      show("answer" in s ? { kind: "answer", answer: s.answer, late: true } : { kind: "refused", code: s.scan.code, message: s.refused });
    await refreshWaiting();
  }, [account, show, refreshWaiting, locale]);

  useEffect(() => {
    void queuedScans().then(setWaiting);
    const again = () => void flush();
    // What waits from an earlier visit goes first, once the page is up.
    const first = setTimeout(again, 0);
    const changed = () => void refreshWaiting();
    window.addEventListener("online", again);
    window.addEventListener(SCAN_OUTBOX_EVENT, changed);
    const timer = setInterval(again, 30_000);
    return () => {
      window.removeEventListener("online", again);
      window.removeEventListener(SCAN_OUTBOX_EVENT, changed);
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [flush, refreshWaiting]);

  /** One scan: checked here first (a code that names no piece is never sent), then sent, or kept while offline. */
  const record = useCallback(
    async (text: string, at: Station, skipAhead = false): Promise<boolean> => {
      const code = parsePieceCode(text, labelHosts());
      if (!code) {
        signal("refused");
        show({ kind: "refused", code: text.slice(0, 60), message: t.notCode });
        return false;
      }
      const input = { code: `${code.reference}/${code.row}/${code.copy}`, station: at.id, ...(skipAhead ? { skipAhead } : {}) };
      const queue = async () => {
        await queueScan(input, account);
        signal("queued");
        show({ kind: "queued", code: input.code, station: at });
      };
      if (typeof navigator !== "undefined" && navigator.onLine === false) {
        await queue();
        return true;
      }
      try {
        const answer: ScanAnswer = await sendScan(input, locale);
        signal(answer.recorded ? "ok" : "again");
        show({ kind: "answer", answer });
        void flush();
      } catch (err) {
        const e = err instanceof ApiError ? err : new ApiError(0, "");
        if (isTransient(e) && e.status !== 401) {
          await queue();
          return true;
        }
        signal("refused");
        // A station ahead of one the piece has not passed (issue 55): asked, and recorded when the staff say so.
        const skips = e.status === 409 && "skipAhead" in e.errors;
        show({
          kind: "refused",
          code: input.code,
          message: e.message,
          ...(skips ? { anyway: { text, station: at.id } } : {}),
          ...(e.status === 401 && account.startsWith("device:") ? { unpaired: true } : {}),
        });
        return false;
      }
      return true;
    },
    [account, show, flush, labelHosts, locale, t.notCode],
  );

  const submitTyped = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!station) return;
    if (!parsePieceCode(typed, labelHosts())) {
      setTypedError(t.typeHint);
      return;
    }
    setTypedError("");
    if (await record(typed, station)) setTyped("");
  };

  if (stations.isPending) return <p className="text-sm text-ink-muted">{t.loading}</p>;
  if (stations.isError) return <p className="text-sm text-red-700">{(stations.error as Error).message}</p>;

  return (
    <div className="grid max-w-xl gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">{t.phoneAt}</legend>
        <div className="grid grid-cols-2 gap-2">
          {list.map((s) => (
            <label
              key={s.id}
              className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-md border px-3 text-base ${s.id === stationId ? "border-brand-700 bg-brand-50 font-semibold" : "border-rule bg-white"}`}
            >
              <input type="radio" name="station" value={s.id} checked={s.id === stationId} onChange={() => choose(s.id)} />
              {stationName(s, locale)}
            </label>
          ))}
        </div>
      </fieldset>

      {station ? (
        <>
          <CameraPanel onCode={(text) => void record(text, station)} t={t} />
          <form onSubmit={submitTyped} className="grid gap-2" noValidate>
            <label htmlFor="scan-code" className="text-sm font-medium text-ink">
              {t.torn}
            </label>
            <div className="flex gap-2">
              <input
                id="scan-code"
                className={`${inputClass} tabular font-mono`}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder="KPW-2026-0042/3/2"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={!!typedError}
                aria-describedby={typedError ? "scan-code-error" : undefined}
              />
              <button type="submit" className={buttonClass("primary", "md", "shrink-0")}>
                {t.record}
              </button>
            </div>
            {typedError && (
              <p id="scan-code-error" className="text-sm text-red-700">
                {typedError}
              </p>
            )}
          </form>
        </>
      ) : (
        <p className="rounded-md border border-rule bg-white p-3 text-sm text-ink-muted">{t.chooseStation}</p>
      )}

      {waiting.length > 0 && (
        <p
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-ink"
          role="status"
          data-testid="scans-waiting"
        >
          <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          {fill(t.waiting, { n: waiting.length }, locale)}
        </p>
      )}

      <section aria-live="polite" aria-label={t.results} className="grid gap-2" data-testid="scan-results">
        {outcomes.map((o, i) => (
          <ScanResult
            key={outcomes.length - i}
            outcome={o}
            stations={list}
            latest={i === 0}
            locale={locale}
            onAnyway={(a) => {
              const at = list.find((st) => st.id === a.station);
              if (at) void record(a.text, at, true);
            }}
          />
        ))}
      </section>
    </div>
  );
}

/** The station this phone was last at (none on the server, or with storage blocked). */
function readStation(): string {
  try {
    return typeof localStorage === "undefined" ? "" : (localStorage.getItem(STATION_KEY) ?? "");
  } catch {
    return "";
  }
}

/** The camera: started by a tap (the browser asks once for permission), each code passed on once per look. */
function CameraPanel({ onCode, t }: { onCode: (text: string) => void; t: FloorText["scan"] }) {
  const video = useRef<HTMLVideoElement>(null);
  const reader = useRef<QrReader | null>(null);
  const last = useRef({ text: "", at: 0 });
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState("");
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  const stop = () => {
    reader.current?.stop();
    reader.current = null;
    setOn(false);
  };
  const start = async () => {
    setProblem("");
    try {
      reader.current = await startQrReader(video.current!, (text) => {
        const now = Date.now();
        const same = text === last.current.text && now - last.current.at < SAME_READ_MS;
        // Every read of the label keeps the look going: seen for ten seconds, it is still one scan.
        last.current = { text, at: now };
        if (!same) handler.current(text);
      });
      setOn(true);
    } catch (err) {
      const name = (err as Error).name;
      setProblem(name === "NotAllowedError" ? t.cameraNotAllowed : t.cameraFailed);
    }
  };
  useEffect(() => () => reader.current?.stop(), []);

  return (
    <div className="grid gap-2">
      <div className={`relative overflow-hidden rounded-lg bg-ink ${on ? "" : "hidden"}`}>
        <video ref={video} className="aspect-[4/3] w-full object-cover" muted playsInline data-testid="scan-video" />
        <span aria-hidden className="pointer-events-none absolute inset-[18%] rounded-lg border-2 border-white/80" />
      </div>
      <button type="button" onClick={on ? stop : () => void start()} className={buttonClass(on ? "secondary" : "primary", "lg", "w-full")}>
        {on ? <CameraOff aria-hidden className="size-5" /> : <Camera aria-hidden className="size-5" />}
        {on ? t.cameraStop : t.cameraStart}
      </button>
      {problem && <p className="text-sm text-red-700">{problem}</p>}
    </div>
  );
}
