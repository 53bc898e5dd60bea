/**
 * Browser side of the shop floor's endpoints (client-safe, staff only): the stations and a scan. Requests typed from
 * the server's schemas, answers from the routes' own types.
 */
import "client-only";
import type { ScanAnswer, ScanInput } from "@/lib/production/scan";
import type { StationsInput, StationsView } from "@/lib/production/stations";
import type { Saved } from "@/lib/answers";
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
