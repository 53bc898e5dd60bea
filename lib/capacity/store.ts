import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { CapacityModel, type CapacityDoc } from "@/models/Capacity";
import { DEFAULT_CAPACITY, DEFAULT_STANDARDS, type CapacitySettingsInput, type CapacitySettingsView } from "./settings";
import { type Weekday } from "@/vocabulary/capacity";

const ID = "capacity";

export type { CapacitySettingsAnswer, CapacitySettingsView } from "./settings";

const toView = (doc: CapacityDoc | null): CapacitySettingsView =>
  doc
    ? {
        week: [...doc.week].sort() as Weekday[],
        holidays: [...doc.holidays].sort(),
        minutesPerDay: { ...doc.minutesPerDay },
        // A standard added after the save takes its default.
        standards: { ...DEFAULT_STANDARDS, ...doc.standards },
        version: doc.version,
        updatedAt: new Date(doc.updatedAt).toISOString(),
        updatedBy: doc.updatedBy ?? "",
      }
    : { ...DEFAULT_CAPACITY, updatedAt: null, updatedBy: "" };

/** The capacity as the owner set it, or the defaults before the first save. One read by `_id`. */
export async function getCapacitySettings(): Promise<CapacitySettingsView> {
  await connectToDatabase();
  return toView(await CapacityModel.findById(ID).lean<CapacityDoc>());
}

const KEEP_MS = 10_000;
const held = globalThis as unknown as { __capacityKept?: { view: CapacitySettingsView; at: number } | null };

/** The settings, kept in this process for a few seconds: what every scan measures with (a save here drops them). */
export async function keptCapacitySettings(): Promise<CapacitySettingsView> {
  const kept = held.__capacityKept;
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.view;
  const view = await getCapacitySettings();
  held.__capacityKept = { view, at: Date.now() };
  return view;
}

/** Saves the whole form under a lock; a save based on an older read is refused (409), as the stations' is. */
export async function saveCapacitySettings(input: CapacitySettingsInput, byName: string): Promise<CapacitySettingsView> {
  await connectToDatabase();
  return withLock("capacity", async () => {
    const current = await CapacityModel.findById(ID).lean<CapacityDoc>();
    if ((current?.version ?? 0) !== input.version) {
      throw new ConflictError(refusal("stationsChangedBy", { who: current?.updatedBy || refusal("someone") }), {
        version: refusal("changedSinceLoaded"),
      });
    }
    const doc: CapacityDoc = {
      _id: ID,
      week: [...new Set(input.week)].sort() as Weekday[],
      holidays: [...new Set(input.holidays)].sort(),
      minutesPerDay: input.minutesPerDay,
      standards: input.standards,
      version: input.version + 1,
      updatedBy: byName,
      updatedAt: new Date(),
    };
    await CapacityModel.replaceOne({ _id: ID }, doc, { upsert: true });
    held.__capacityKept = null;
    return toView(doc);
  });
}
