import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { StationsModel, type StationsDoc } from "@/models/Stations";
import { DEFAULT_STATIONS, type StationsView } from "./stations";
import { type Station } from "@/vocabulary/stations";

const ID = "stations";

function toView(doc: StationsDoc | null): StationsView {
  if (!doc) return { stations: DEFAULT_STATIONS.map((s) => ({ ...s })), version: 0, updatedAt: null, updatedBy: "" };
  return {
    stations: doc.stations.map(({ id, name, nameTamil, past, pastTamil, needs }) => ({ id, name, nameTamil, past, pastTamil, needs })),
    version: doc.version,
    updatedAt: new Date(doc.updatedAt).toISOString(),
    updatedBy: doc.updatedBy ?? "",
  };
}

/** The stations as kept in the console, or the defaults before the first save. One read by `_id`. */
export async function getStations(): Promise<StationsView> {
  await connectToDatabase();
  return toView(await StationsModel.findById(ID).lean<StationsDoc>());
}

/**
 * Saves the whole list under a lock. `version` is the one the form was loaded at: a save based on an older read
 * is refused (409), so two people editing at once do not undo each other. Scans already recorded at a station
 * that is taken out stay on the orders; they no longer count.
 */
export async function saveStations(stations: Station[], version: number, byName: string): Promise<StationsView> {
  await connectToDatabase();
  return withLock("stations", async () => {
    const current = await StationsModel.findById(ID).lean<StationsDoc>();
    if ((current?.version ?? 0) !== version) {
      throw new ConflictError(refusal("stationsChangedBy", { who: current?.updatedBy || refusal("someone") }), {
        version: refusal("changedSinceLoaded"),
      });
    }
    const doc: StationsDoc = { _id: ID, stations, version: version + 1, updatedBy: byName, updatedAt: new Date() };
    await StationsModel.replaceOne({ _id: ID }, doc, { upsert: true });
    return toView(doc);
  });
}
