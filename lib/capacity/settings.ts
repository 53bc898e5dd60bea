/**
 * The workshop's capacity and its work standards (issue 70): how many minutes each station works on a working day,
 * which days the shop works and its holidays, and how long each kind of work takes. Set on the Stations page by the
 * owner; these are the defaults (docs/SHOP-FLOOR.md, "The day it can keep", says where each figure comes from).
 * Client-safe: the console's form and the server read the same schema.
 */
import { z } from "@/lib/validation/z";
import type { Measured } from "./calibrate";
import type { Weekday, WorkStandards } from "@/vocabulary/capacity";

export interface CapacitySettings {
  /** The days the shop works. */
  week: Weekday[];
  /** Days it is closed besides (YYYY-MM-DD): festivals, Pongal, Diwali. */
  holidays: string[];
  /** Minutes of work a station does on a working day, by station id (a station not listed: DEFAULT_MINUTES). */
  minutesPerDay: Record<string, number>;
  standards: WorkStandards;
  version: number;
}

/** The settings as GET and PUT /api/admin/capacity/settings answer them. */
export interface CapacitySettingsView extends CapacitySettings {
  updatedAt: string | null;
  updatedBy: string;
}

/** GET /api/admin/capacity/settings: the settings with what the floor measured of each station (./calibrate.ts). */
export type CapacitySettingsAnswer = CapacitySettingsView & { measured: Record<string, Measured> };

/** A small shop's day: 9:00 to 18:00 less an hour's lunch is 8 hours, of which about 7 are work at a machine. */
export const DEFAULT_MINUTES = 420;

export const DEFAULT_STANDARDS: WorkStandards = {
  cutPerBoard: 4,
  cutPerMetre: 0.25,
  cutSetupPerMaterial: 10,
  bandPerMetre: 0.2,
  bandPerPiece: 0.5,
  borePerHole: 0.25,
  borePerPiece: 0.3,
  handlePerPiece: 0.4,
  handlePerOrder: 10,
};

export const DEFAULT_CAPACITY: CapacitySettings = {
  week: [1, 2, 3, 4, 5, 6],
  holidays: [],
  minutesPerDay: {},
  standards: DEFAULT_STANDARDS,
  version: 0,
};

export const minutesOf = (settings: Pick<CapacitySettings, "minutesPerDay">, station: string): number =>
  settings.minutesPerDay[station] ?? DEFAULT_MINUTES;

const minutes = (max: number) => z.number({ error: "Must be a number of minutes" }).min(0, "Cannot be negative").max(max, `At most ${max} minutes`);

/** PUT /api/admin/capacity/settings: the whole form, with the version it was read at. */
export const capacitySettingsSchema = z.strictObject({
  week: z
    .array(z.number().int().min(0).max(6), { error: "Choose the working days" })
    .min(1, "Choose at least one working day")
    .max(7)
    .refine((days) => new Set(days).size === days.length, "A day is chosen twice"),
  holidays: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A holiday is a date, YYYY-MM-DD"), { error: "Holidays must be a list" })
    .max(60, "At most 60 holidays"),
  minutesPerDay: z.record(z.string().regex(/^[a-z][a-z0-9-]{0,11}$/), minutes(1440)),
  standards: z.strictObject({
    cutPerBoard: minutes(120),
    cutPerMetre: minutes(30),
    cutSetupPerMaterial: minutes(240),
    bandPerMetre: minutes(30),
    bandPerPiece: minutes(60),
    borePerHole: minutes(30),
    borePerPiece: minutes(60),
    handlePerPiece: minutes(60),
    handlePerOrder: minutes(240),
  }),
  version: z.number({ error: "Version must be a number" }).int().min(0),
});
export type CapacitySettingsInput = z.infer<typeof capacitySettingsSchema>;
