import "server-only";
import { SEED_MATERIALS, sawFileSettings, workshopSaw, type CatalogView } from "@/lib/cutting/list/materials";
import { type Material, type SawFileSettings } from "@/vocabulary/boards";
import type { SawSettings } from "@/vocabulary/boards";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { Tariff, type TariffDoc } from "@/models/Tariff";
import ta from "@/messages/ta.json";
import { RackModel, type RackDoc } from "@/models/Rack";

const ID = "rack";

export type { CatalogView } from "@/lib/cutting/list/materials";

/** The seed's boards' Tamil names (a catalogue's words: messages/ta.json `SeedBoards`), for a rack saved before they were kept. */
const seedTamil = (id: string): string | undefined => (ta.SeedBoards as Record<string, string>)[id.replace(/-/g, "_")];

const clean = (m: Material): Material => ({
  id: m.id,
  label: m.label,
  // A name never set falls back to the seed's Tamil; an empty one (the owner's choice) shows the English.
  ...(m.labelTa !== undefined ? { labelTa: m.labelTa } : seedTamil(m.id) ? { labelTa: seedTamil(m.id) } : {}),
  thickness: m.thickness,
  kind: m.kind,
  ...(m.hsn ? { hsn: m.hsn } : {}),
  grain: m.grain,
  retired: m.retired,
  boards: m.boards.map((b) => ({ length: b.length, width: b.width, pricePaise: b.pricePaise, inStock: b.inStock })),
});

const toView = (doc: RackDoc): CatalogView => ({
  materials: doc.materials.map(clean),
  saw: workshopSaw(doc),
  sawFile: sawFileSettings(doc),
  version: doc.version,
  updatedAt: doc.updatedAt ? new Date(doc.updatedAt).toISOString() : null,
  updatedBy: doc.updatedBy ?? "",
});

/**
 * The first list: the seed materials, each at the board price the owner had
 * saved in the tariff before boards moved here (the tariff's `board.<id>`
 * prices), else the example price.
 */
async function seedDoc(): Promise<RackDoc> {
  const tariff = await Tariff.findById("current").lean<TariffDoc>();
  const saved = new Map((tariff?.prices ?? []).filter((p) => !p.example && p.key.startsWith("board.")).map((p) => [p.key.slice(6), p.paise]));
  const materials = SEED_MATERIALS.map((m) => ({
    ...clean(m),
    boards: m.boards.map((b) => ({ ...b, pricePaise: saved.get(m.id) ?? b.pricePaise })),
  }));
  return { _id: ID, materials, version: 1, updatedBy: "", updatedAt: new Date() };
}

/** The materials and their boards: one read by `_id`; a new database stores the seed on first read (once, under the lock). */
export async function getCatalog(): Promise<CatalogView> {
  await connectToDatabase();
  const doc = await RackModel.findById(ID).lean<RackDoc>();
  if (doc) return toView(doc);
  return withLock("rack", async () => {
    const again = await RackModel.findById(ID).lean<RackDoc>();
    if (again) return toView(again);
    const seeded = await seedDoc();
    await RackModel.replaceOne({ _id: ID }, seeded, { upsert: true });
    return toView(seeded);
  });
}

/**
 * Saves the whole list (already checked by materialsPutSchema), replacing the
 * document under a lock. A material is never deleted (orders name it): one
 * missing from the list is refused, naming it; retire it instead.
 */
export async function saveCatalog(materials: Material[], byName: string, saw?: SawSettings, sawFile?: SawFileSettings): Promise<CatalogView> {
  await getCatalog();
  return withLock("rack", async () => {
    const current = (await RackModel.findById(ID).lean<RackDoc>())!;
    const missing = current.materials.filter((m) => !materials.some((n) => n.id === m.id));
    if (missing.length) {
      throw new ValidationError(
        { materials: refusal("retireInstead", { materials: missing.map((m) => m.label).join(", ") }) },
        refusal("materialCannotBeRemoved"),
      );
    }
    const doc: RackDoc = {
      _id: ID,
      materials: materials.map(clean),
      saw: { ...workshopSaw(current), ...saw },
      sawFile: sawFile ?? sawFileSettings(current),
      version: current.version + 1,
      updatedBy: byName,
      updatedAt: new Date(),
    };
    await RackModel.replaceOne({ _id: ID }, doc, { upsert: true });
    return toView(doc);
  });
}
