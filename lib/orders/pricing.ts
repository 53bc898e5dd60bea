import "server-only";
import { atTodaysPrices, sheetsOf, type MaterialPlan } from "@/lib/cutting/list/by-material";
import { namesFor, withWorkshopSaw, type Catalog, type MaterialNames } from "@/lib/cutting/list/materials";
import { cachedPlanByMaterial } from "@/lib/cutting/planning/cache";
import { NotFoundError, ValidationError } from "@/lib/errors";
import { refusal, said } from "@/lib/i18n/refusal";
import { getCatalog } from "@/lib/rack/catalog";
import { planOnShelf, previewForOrder, reserveForOrder } from "@/lib/rack/reservations";
import { formatRupees } from "@/lib/format/money";
import type { OrderDoc } from "@/models/Order";
import type { ConfirmationPreview } from "./confirmation";
import { computeEstimate, sheetCharges, type Estimate } from "./estimate";
import type { EstimateRequest } from "./schema";
import { readWhole } from "./store/read";
import type { OrderBody } from "./store/order-body";
import { getTariff } from "./tariff";
import type { TariffPrices } from "./tariff-items";

/**
 * What an order costs: the estimate of a list (planned and priced on the server, from the stored tariff: the
 * browser's figures are never used), and the price confirmation sets (issue 55: every order confirmed is priced at
 * the day's tariff, on the plan it will be cut from, whether or not a stored offcut happens to fit it).
 */

/**
 * Plans the list and prices it from the stored tariff. The page's own plan of a material is taken instead of planning
 * it again when it holds up for the workshop's boards (lib/cutting/engine/adopt.ts), so the estimate and the order are
 * for the plan the customer saw. `client` is the fairness key of the planning threads' queue; `priority` puts an order
 * ahead of previews. A signed-in `customer` (their account id) with pieces on their shelf at the workshop gets the
 * plan on those pieces when it costs them less (issue 54): each piece costs only its sheet's work, and the estimate
 * says what it saves against the same parts on the workshop's boards, at the same tariff and options.
 */
export async function estimateFor(
  input: Pick<EstimateRequest, "cutList" | "boardsBy" | "pasting" | "plans">,
  client = "",
  priority: "order" | "preview" = "preview",
  customer = "",
): Promise<{
  cutList: EstimateRequest["cutList"];
  plans: MaterialPlan[];
  estimate: Estimate;
  materials: MaterialNames;
  /** The Tamil names the rack has for them (C22): a Tamil page and paper name the boards so. */
  materialsTa: MaterialNames;
  prices: TariffPrices;
  /** The customer's shelf pieces the plan is cut from (an order placed on it holds them). */
  shelfIds?: string[];
}> {
  const catalog = await getCatalog();
  // Planned and priced on the workshop's saw, never the request's (issue 36); an order is stored with it.
  const cutList = withWorkshopSaw(input.cutList, catalog);
  const claimed = input.plans?.length ? { claimed: Object.fromEntries(input.plans.map((p) => [p.material, p])) } : {};
  const tariff = await getTariff();
  // Every board weighed with the per-sheet work the customer pays for it (issue 36), as the page weighs it.
  const charges = sheetCharges(catalog, tariff.prices, input.pasting);
  const { plans, problems } = await cachedPlanByMaterial(cutList, catalog, client, priority, { ...claimed, charges });
  if (Object.keys(problems).length) throw new ValidationError(problems, problemsMessage(problems));
  const options = { boardsBy: input.boardsBy, pasting: input.pasting };
  const ids = new Set(cutList.rows.map((r) => r.material));
  const materials = namesFor(catalog, ids);
  const materialsTa = namesFor(catalog, ids, "ta");
  const estimate = computeEstimate(cutList, sheetsOf(plans), tariff.prices, options, catalog);
  const shelf = customer && input.boardsBy === "workshop" ? await planOnShelf(customer, cutList, catalog, charges, client, priority) : null;
  if (shelf) {
    const onShelf = computeEstimate(cutList, sheetsOf(shelf.plans), tariff.prices, options, catalog);
    const savingPaise = estimate.totalPaise - onShelf.totalPaise;
    if (savingPaise > 0) {
      onShelf.shelfSavingPaise = savingPaise;
      // With GST and before it (issue 65): the plan's own line says the figure before GST, so the two visibly agree.
      const amount = formatRupees(savingPaise);
      const before = formatRupees(estimate.subtotalPaise - onShelf.subtotalPaise);
      onShelf.remarks.push(
        `Your pieces at the workshop save ${amount} with GST (${before} before GST) against the same parts on the workshop's boards.`,
      );
      onShelf.remarkWords?.push(said("remarkShelfSavingGst", { amount, before }));
      return { cutList, plans: shelf.plans, estimate: onShelf, materials, materialsTa, prices: tariff.prices, shelfIds: shelf.ids };
    }
  }
  return { cutList, plans, estimate, materials, materialsTa, prices: tariff.prices };
}

const problemsMessage = (problems: Record<string, unknown>) =>
  Object.keys(problems).some((k) => k.endsWith(".material")) ? refusal("boardNotOffered") : refusal("partsDoNotFit");

/** The estimate of a list cut on these plans, at today's tariff (the order's own options). */
export function estimateOfPlans(
  cutList: OrderBody["cutList"],
  plans: MaterialPlan[],
  doc: Pick<OrderDoc, "boardsBy" | "pasting">,
  catalog: Catalog,
  prices: TariffPrices,
): Estimate {
  return computeEstimate(cutList, sheetsOf(plans), prices, { boardsBy: doc.boardsBy, pasting: doc.pasting }, catalog);
}

/** What confirming makes of an order: its plan (on the store's pieces, when they help) and its estimate at today's tariff. */
export interface ConfirmedPlan {
  plans: MaterialPlan[];
  estimate: Estimate;
  /** Planned again on the store's pieces (which `reserve` reserved for it). */
  replanned: boolean;
}

/**
 * The plan and price confirmation gives an order: planned again on the store's free pieces for the workshop's boards
 * (reserving the pieces it uses when `reserve`, else only looking), and priced at today's tariff either way.
 */
export async function confirmedPlan(doc: OrderDoc, body: OrderBody, reserve: boolean): Promise<ConfirmedPlan> {
  const [catalog, { prices }] = await Promise.all([getCatalog(), getTariff()]);
  const charges = sheetCharges(catalog, prices, doc.pasting);
  const customer = doc.owner ? String(doc.owner) : "";
  const onPieces =
    doc.boardsBy !== "workshop"
      ? null
      : reserve
        ? await reserveForOrder(doc._id, body.cutList, catalog, charges, customer)
        : await previewForOrder(doc._id, body.cutList, catalog, charges, customer);
  // An order placed on a shelved piece that no longer helps (gone, or the store offers better) is planned afresh.
  const plans =
    onPieces?.plans ??
    (namesPieces(body.plans)
      ? (await cachedPlanByMaterial(body.cutList, catalog, doc._id, "order", { allowRetired: true, charges })).plans
      : atTodaysPrices(body.plans, catalog));
  return { plans, estimate: estimateOfPlans(body.cutList, plans, doc, catalog, prices), replanned: !!onPieces };
}

/** Plans cut from pieces of the store (by their ids). */
const namesPieces = (plans: MaterialPlan[]) => plans.some((p) => p.sources?.some((s) => s.offcut));

const boardsOf = (plans: MaterialPlan[]) => plans.flatMap((p) => p.plan.sheets.map((s) => p.sources?.[s.stock ?? 0]?.label ?? "")).filter(Boolean);

/** Confirmation's preview for the console: the plan and price confirming would make; nothing is reserved or written. 404 for an unknown order. */
export async function previewConfirmation(reference: string): Promise<ConfirmationPreview> {
  const whole = await readWhole(reference);
  if (!whole) throw new NotFoundError(refusal("orderNotFound"));
  const { doc, body } = whole;
  const current = body.estimate;
  if (doc.status !== "received") {
    return {
      currentTotalPaise: current.totalPaise,
      plannedTotalPaise: current.totalPaise,
      replanned: false,
      repriced: false,
      boards: boardsOf(body.plans),
      lines: current.lines,
    };
  }
  const planned = await confirmedPlan(doc, body, false);
  return {
    currentTotalPaise: current.totalPaise,
    plannedTotalPaise: planned.estimate.totalPaise,
    replanned: planned.replanned,
    repriced: planned.estimate.totalPaise !== current.totalPaise,
    boards: boardsOf(planned.plans),
    lines: planned.estimate.lines,
  };
}
