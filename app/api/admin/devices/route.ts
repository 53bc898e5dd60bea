import { NextResponse } from "next/server";
import QRCode from "qrcode";
import { personActor } from "@/lib/auth/actor";
import { audit } from "@/lib/audit/log";
import { checkStations, createDevice, listDevices, PAIRING_CODE_MS } from "@/lib/auth/devices";
import type { DevicePairing, DevicesAnswer } from "@/lib/auth/devices-types";
import { deviceCreateSchema } from "@/lib/auth/staff-schema";
import { parseJson } from "@/lib/http/body";
import { once } from "@/lib/idempotency/once";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { requestOrigin } from "@/lib/orders/origin";
import { getStations } from "@/lib/production/stations-store";

export const dynamic = "force-dynamic";

/** GET /api/admin/devices → {devices}: every station phone with its stations, state and last use. Owner and office. */
export const GET = route(async () => NextResponse.json<DevicesAnswer>({ devices: await listDevices() }), { auth: "devices.manage" });

/**
 * POST /api/admin/devices {name, stations} → 201 {id, code, url, expiresAt, qr, device}: a phone to pair, by the
 * one-time code (10 characters, 10 minutes) typed on /admin/scan or the link opened from its QR code. Owner and office.
 */
export const POST = route(
  async (request, { session }) => {
    const { idempotencyKey: key, ...input } = await parseJson(request, deviceCreateSchema);
    checkStations(input.stations, (await getStations()).stations);
    // A double click makes one phone and one code (walk C7): the repeat answers the first's code, valid its 10 minutes.
    const { result, repeated } = await once({ scope: "device", key, request: { input, by: session.user._id } }, async () => {
      const { device, code } = await createDevice(input, session.user.name);
      const url = `${await requestOrigin()}/admin/scan?pair=${code}`;
      const qr = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      await audit(personActor(session), "device-paired", { detail: { device: device.name, stations: device.stations, step: "code issued" } });
      const pairing: DevicePairing = {
        message: `Pairing code for ${device.name} made: valid ${PAIRING_CODE_MS / 60_000} minutes.`,
        id: device.id,
        code,
        url,
        expiresAt: new Date(Date.now() + PAIRING_CODE_MS).toISOString(),
        qr,
        device,
      };
      return pairing;
    });
    return NextResponse.json<DevicePairing>(result, { status: repeated ? 200 : 201 });
  },
  { auth: "devices.manage" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "POST"]);
