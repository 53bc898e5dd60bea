/**
 * Browser side of the shop floor's endpoints (client-safe, staff only): the stations and a scan. Requests typed from
 * the server's schemas, answers from the routes' own types.
 */
import "client-only";
import type { ScanAnswer, ScanInput } from "@/lib/production/scan";
import type { StationsInput, StationsView } from "@/lib/production/stations";
import type { Saved } from "@/lib/answers";
import type { CapacityAnswer } from "@/lib/capacity/answers";
import type { CapacitySettingsAnswer, CapacitySettingsInput, CapacitySettingsView } from "@/lib/capacity/settings";
import { apiRequest } from "./request";
import { LANGUAGE_HEADER } from "@/lib/i18n/server-language";
import type { Locale } from "@/lib/i18n/locales";

/** GET /api/admin/stations. */
export const loadStations = () => apiRequest<StationsView>("/api/admin/stations");

/** PUT /api/admin/stations: the whole list, with the version it was loaded at. */
export const saveStations = (input: StationsInput) => apiRequest<Saved<StationsView>>("/api/admin/stations", { method: "PUT", json: input });

/** POST /api/admin/scans: one piece at one station. */
export const sendScan = (input: ScanInput, locale: Locale = "en") =>
  apiRequest<ScanAnswer>("/api/admin/scans", { method: "POST", json: input, headers: { [LANGUAGE_HEADER]: locale } });

/** GET /api/admin/capacity: the stations' next days and the orders at risk (issue 70). */
export const loadCapacity = (days = 14) => apiRequest<CapacityAnswer>(`/api/admin/capacity?days=${days}`);

/** GET /api/admin/capacity/settings: each station's minutes a day, the week, the holidays, the standards and what the floor measured. */
export const loadCapacitySettings = () => apiRequest<CapacitySettingsAnswer>("/api/admin/capacity/settings");

/** PUT /api/admin/capacity/settings: the whole form, with the version it was loaded at. */
export const saveCapacitySettings = (input: CapacitySettingsInput) =>
  apiRequest<Saved<CapacitySettingsView>>("/api/admin/capacity/settings", { method: "PUT", json: input });
