"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/Button";
import { bindText, Field } from "@/components/ui/Field";
import type { DevicePairing, DeviceView } from "@/lib/auth/devices-types";
import { useConsoleSteps } from "@/lib/client/console-save";
import { useSubmissionKey } from "@/lib/client/submission-key";
import { loadDevices, makePairing, revokeDevice } from "@/lib/client/api/devices";
import { loadStations } from "@/lib/client/api/production";
import { queryKeys } from "@/lib/client/query/keys";
import { formatWhen } from "@/lib/format/date";
import { ConsoleHeading, ConsoleLoad } from "./ConsoleParts";
import { StatusLine } from "@/components/ui/StatusLine";

const STATE_WORDS: Record<DeviceView["state"], string> = {
  waiting: "waiting for its phone",
  paired: "paired",
  revoked: "revoked",
  expired: "code expired unused",
};

/**
 * Station phones (issue 51): pair a phone to one or more stations by a one-time code (typed on the phone's scan page,
 * or its QR code scanned with the phone's camera), see each phone's stations and last use, and revoke one at once.
 */
export function DevicesConsole() {
  const devices = useQuery({ queryKey: queryKeys.devices, queryFn: loadDevices });
  const stations = useQuery({ queryKey: queryKeys.stations, queryFn: loadStations, staleTime: 60_000 });
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [pairing, setPairing] = useState<DevicePairing | null>(null);
  const { save: act, errors, status, refuse } = useConsoleSteps({ queryKey: queryKeys.devices, refresh: "invalidate" });
  // One phone per press, however many clicks reach the server (walk C7).
  const pairKey = useSubmissionKey();

  function onPair(ev: FormEvent) {
    ev.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = "Name is required, e.g. Cutting phone";
    if (!chosen.length) local.stations = "Choose at least one station";
    if (Object.keys(local).length) return refuse(local, "Please correct the highlighted fields.");
    const body = { name: name.trim(), stations: chosen };
    const idempotencyKey = pairKey.keyOf(body);
    act.mutate(async () => {
      const made = await makePairing({ ...body, idempotencyKey });
      pairKey.done();
      setPairing(made);
      setName("");
      setChosen([]);
      return made.message;
    });
  }

  if (!devices.data || !stations.data)
    return <ConsoleLoad isPending={devices.isPending || stations.isPending} error={devices.error ?? stations.error} what="station phones" />;
  const stationName = (id: string) => stations.data.stations.find((s) => s.id === id)?.name ?? id;
  return (
    <div className="grid gap-6">
      <ConsoleHeading
        id="devices-title"
        title="Station phones"
        intro="A phone on the floor scans at its stations without a password: pair it here, revoke it when it is lost or leaves."
      />
      <form onSubmit={onPair} noValidate className="grid max-w-xl gap-3 rounded-lg border border-rule bg-white p-4" aria-label="Pair a phone">
        <Field
          id="device-name"
          name="name"
          label="Name"
          hint="What the floor calls it, e.g. Cutting phone"
          {...bindText(name, setName)}
          maxLength={60}
          error={errors.name}
        />
        <fieldset className="grid gap-1" aria-describedby={errors.stations ? "device-stations-error" : undefined}>
          <legend className="text-sm font-medium text-ink">Stations it scans at</legend>
          <div className="flex flex-wrap gap-2">
            {stations.data.stations.map((s) => (
              <label key={s.id} className="flex min-h-11 items-center gap-2 rounded-md border border-rule px-3 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(s.id)}
                  onChange={(e) => setChosen((c) => (e.target.checked ? [...c, s.id] : c.filter((x) => x !== s.id)))}
                />
                {s.name}
              </label>
            ))}
          </div>
          {errors.stations && (
            <p id="device-stations-error" className="text-sm text-red-800">
              {errors.stations}
            </p>
          )}
        </fieldset>
        <button type="submit" className={`${buttonClass("primary", "sm")} justify-self-start`} disabled={act.isPending}>
          Make a pairing code
        </button>
        <StatusLine status={status} />
      </form>

      {pairing && (
        <section
          className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 md:grid-cols-[12rem_1fr]"
          aria-label="Pairing code"
          data-testid="pairing"
        >
          <div
            className="size-48 bg-white p-1"
            role="img"
            aria-label={`QR code to pair ${pairing.device.name}`}
            dangerouslySetInnerHTML={{ __html: pairing.qr }}
          />
          <div className="grid content-start gap-2 text-sm">
            <p>
              On <strong>{pairing.device.name}</strong>, scan this QR code with the camera, or open <strong>/admin/scan</strong> and type:
            </p>
            <p className="tabular text-3xl font-bold tracking-widest text-ink" data-testid="pairing-code">
              {pairing.code.slice(0, 5)}-{pairing.code.slice(5)}
            </p>
            <p className="text-ink-muted">Valid once, until {formatWhen(pairing.expiresAt)}.</p>
          </div>
        </section>
      )}

      <section aria-labelledby="devices-list" className="grid gap-2">
        <h2 id="devices-list" className="text-lg font-semibold text-ink">
          Phones
        </h2>
        {devices.data.devices.length === 0 && <p className="text-sm text-ink-muted">No station phone yet.</p>}
        <ul className="grid gap-2">
          {devices.data.devices.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-rule bg-white p-3"
              data-testid="device"
            >
              <div className="text-sm">
                <p className="font-semibold text-ink">
                  {d.name} <span className="font-normal text-ink-muted">· {STATE_WORDS[d.state]}</span>
                </p>
                <p className="text-ink-muted">
                  {d.stations.map(stationName).join(", ")}
                  {d.lastSeenAt && ` · last used ${formatWhen(d.lastSeenAt)}`}
                  {d.agent && ` · ${d.agent}`}
                </p>
              </div>
              {d.state !== "revoked" && (
                <button
                  type="button"
                  className={buttonClass("danger", "sm")}
                  disabled={act.isPending}
                  onClick={() => {
                    if (window.confirm(`Revoke ${d.name}? It stops scanning at once.`)) act.mutate(() => revokeDevice(d.id));
                  }}
                >
                  Revoke
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
