import { NextResponse } from "next/server";
import { deviceActor } from "@/lib/auth/actor";
import { audit } from "@/lib/audit/log";
import { setDeviceCookie } from "@/lib/auth/cookie";
import { DEVICE_COOKIE, pairDevice } from "@/lib/auth/devices";
import type { DeviceAnswer } from "@/lib/auth/devices-types";
import type { Saved } from "@/lib/answers";
import { DEVICE_TTL_SECONDS } from "@/lib/auth/session";
import { agentOf } from "@/lib/auth/sessions";
import { pairSchema } from "@/lib/auth/staff-schema";
import { HttpError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { checkLimit, hitLimit, pairIpRule } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

/**
 * POST /api/devices/pair {code} → 200 {message, device} and the phone's device cookie (HttpOnly, until revoked): the
 * phone of the code is paired to its stations. 400 for a code that is unknown, used or expired (one answer for all);
 * 429 after too many wrong codes from one address (RATE_LIMIT_PAIR_MAX per 15 minutes): guessing is slowed to nothing.
 */
export const POST = route(
  async (request) => {
    const { code } = await parseJson(request, pairSchema);
    const address = clientIp(request);
    const tooMany = refusal("tooManyPairingCodes");
    await checkLimit(pairIpRule(), address, tooMany);
    let paired: Awaited<ReturnType<typeof pairDevice>>;
    try {
      paired = await pairDevice(code, agentOf(request));
    } catch (err) {
      // Only wrong codes count against the address (a right one is used once anyway).
      if (err instanceof HttpError && err.status === 400) await hitLimit(pairIpRule(), address, tooMany);
      throw err;
    }
    await audit(deviceActor(paired.device), "device-paired", {
      detail: { device: paired.device.name, stations: paired.device.stations, step: "paired" },
    });
    const response = NextResponse.json<Saved<DeviceAnswer>>({
      message: `This phone is now ${paired.device.name}.`,
      device: paired.device,
    });
    setDeviceCookie(response, DEVICE_COOKIE, paired.token, DEVICE_TTL_SECONDS, request);
    return response;
  },
  { auth: "public" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
