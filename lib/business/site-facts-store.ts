import "server-only";
import { cache } from "react";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { SiteFactsModel, type SiteFactsDoc } from "@/models/SiteFacts";
import { siteOf, type Site } from "@/lib/site/site";
import type { SiteFacts, SiteFactsAnswer } from "@/vocabulary/site-facts";
import { SEED_FACTS } from "@/lib/site/seed";
import { onPagesChanged, pagesChanged } from "@/lib/site-pages/changes";

/**
 * The business facts (issue 56): saved from the console, read by every page, WhatsApp link, paper and e-mail.
 * One read by `_id`, kept for a few seconds in this process (every dynamic page and PDF asks), dropped on a save; the
 * pre-rendered pages are regenerated on a save, and otherwise within their minute.
 */
const ID = "site";
const KEEP_MS = 10_000;

type View = SiteFactsAnswer["facts"];
/**
 * Kept on `globalThis`, not in this module: Next bundles the pages and the route handlers apart, each with its own copy
 * of this module, and a page regenerated after a save must not read the copy the save did not touch.
 */
const KEPT = Symbol.for("kovai.siteFacts");
const store = globalThis as unknown as { [KEPT]?: { view: View; at: number } | null };
const kept = () => store[KEPT] ?? null;
const keep = (view: View) => (store[KEPT] = { view, at: Date.now() });
// Another instance saved (lib/site-pages/changes.ts): read the facts again.
onPagesChanged(() => (store[KEPT] = null));

/** The facts alone, from a document or a view (what pages show; who saved them stays in the console). */
const factsOf = (doc: SiteFacts): SiteFacts => ({
  name: doc.name,
  shortName: doc.shortName,
  phone: doc.phone,
  whatsapp: doc.whatsapp ?? "",
  email: doc.email,
  street: doc.street,
  streetTamil: doc.streetTamil ?? "",
  postalCode: doc.postalCode,
  mapUrl: doc.mapUrl ?? "",
  socials: {
    facebook: doc.socials?.facebook ?? "",
    instagram: doc.socials?.instagram ?? "",
    linkedin: doc.socials?.linkedin ?? "",
    twitter: doc.socials?.twitter ?? "",
  },
  opens: doc.opens,
  closes: doc.closes,
});

const viewOf = (doc: SiteFactsDoc | null): View =>
  doc
    ? { ...factsOf(doc), example: false, updatedAt: new Date(doc.updatedAt).toISOString(), updatedBy: doc.updatedBy ?? "", version: doc.version }
    : { ...SEED_FACTS, example: true, updatedAt: null, updatedBy: "", version: 0 };

/** The saved facts with when and by whom, or the seed (marked) before the first save. */
export async function getSiteFactsView(): Promise<View> {
  const last = kept();
  if (last && Date.now() - last.at < KEEP_MS) return last.view;
  await connectToDatabase();
  const view = viewOf(await SiteFactsModel.findById(ID).lean<SiteFactsDoc>());
  keep(view);
  return view;
}

/**
 * The site's facts for a page, paper or message. `next build` has no database: the seed (a pre-rendered page is
 * regenerated with the saved facts within its minute). A read that fails keeps the facts last read, or the seed.
 */
export const getSite = cache(async (): Promise<Site> => {
  if (process.env.NEXT_PHASE === "phase-production-build") return siteOf(SEED_FACTS);
  try {
    return siteOf(await getSiteFacts());
  } catch {
    const last = kept();
    return siteOf(last ? factsOf(last.view) : SEED_FACTS);
  }
});

export async function getSiteFacts(): Promise<SiteFacts> {
  return factsOf(await getSiteFactsView());
}

/**
 * Saves the whole form (already checked by siteFactsSchema); every page follows at once. `version` is the one the form
 * was loaded at (probe I-12): a save over a newer one is refused (409), so two people editing at once do not undo each
 * other. Answers the saved facts and the ones they replaced.
 */
export async function saveSiteFacts(facts: SiteFacts, byName: string, version?: number): Promise<{ view: View; before: SiteFacts }> {
  await connectToDatabase();
  const saved = await withLock("site-facts", async () => {
    const current = await SiteFactsModel.findById(ID).lean<SiteFactsDoc>();
    if (version !== undefined && (current?.version ?? 0) !== version) {
      throw new ConflictError(refusal("factsChangedBy", { who: current?.updatedBy || refusal("someone") }), {
        version: refusal("changedSinceLoaded"),
      });
    }
    const doc: SiteFactsDoc = { _id: ID, ...facts, version: (current?.version ?? 0) + 1, updatedBy: byName, updatedAt: new Date() };
    await SiteFactsModel.replaceOne({ _id: ID }, doc, { upsert: true });
    return { view: viewOf(doc), before: current ? factsOf(current) : SEED_FACTS };
  });
  // Every page follows: this instance's at once, the others' within seconds (issue 68).
  await pagesChanged();
  keep(saved.view);
  return saved;
}
