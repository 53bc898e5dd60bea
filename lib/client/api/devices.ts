/** Browser side of the station phones' endpoints (issue 51), client-safe: typed by the routes' own answers. */
import "client-only";
import type { DeviceAnswer, DevicePairing, DevicesAnswer } from "@/lib/auth/devices-types";
import type { Saved } from "@/lib/answers";
import type { z } from "zod";
import type { deviceCreateSchema } from "@/lib/auth/staff-schema";
import { LANGUAGE_HEADER } from "@/lib/i18n/server-language";
import type { Locale } from "@/lib/i18n/locales";
import { apiRequest } from "./request";

/** GET /api/admin/devices. */
export const loadDevices = () => apiRequest<DevicesAnswer>("/api/admin/devices");

/** POST /api/admin/devices: a phone to pair, and its one-time code. */
export const makePairing = (input: z.input<typeof deviceCreateSchema>) =>
  apiRequest<DevicePairing>("/api/admin/devices", { method: "POST", json: input });

/** DELETE /api/admin/devices/{id}: revoked at once. */
export const revokeDevice = (id: string) => apiRequest<Saved<DeviceAnswer>>(`/api/admin/devices/${id}`, { method: "DELETE" });

/** POST /api/devices/pair: this phone takes the code (the answer in the language the phone is read in). */
export const pairThisPhone = (code: string, locale: Locale) =>
  apiRequest<Saved<DeviceAnswer>>("/api/devices/pair", {
    method: "POST",
    json: { code },
    headers: { [LANGUAGE_HEADER]: locale },
  });
