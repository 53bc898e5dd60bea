import { NextResponse } from "next/server";
import { personActor } from "@/lib/auth/actor";
import { audit } from "@/lib/audit/log";
import { revokeDevice } from "@/lib/auth/devices";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import type { DeviceAnswer } from "@/lib/auth/devices-types";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

/** DELETE /api/admin/devices/{id} → {message, device}: revoked; the phone's very next request is refused (401). Owner and office. */
export const DELETE = route<{ id: string }>(
  async (_request, { params, session }) => {
    const device = await revokeDevice(params.id, session.user.name);
    await audit(personActor(session), "device-revoked", { detail: { device: device.name, stations: device.stations } });
    return NextResponse.json<Saved<DeviceAnswer>>({ message: `${device.name} is revoked`, device });
  },
  { auth: "devices.manage" },
);

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(["DELETE"]);
