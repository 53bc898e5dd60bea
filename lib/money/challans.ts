import "server-only";
import { ConflictError, ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { materialName, materialText } from "@/lib/cutting/list/materials";
import type { OrderBody } from "@/lib/orders/store/order-body";
import type { BusinessView } from "@/lib/business/fields";
import type { ChallanKind } from "@/vocabulary/money";
import { confirmedLines, issueOnce, newPaper, type IssueResult } from "./invoices";
import { shareOut, type HsnOf } from "./tax-lines";
import { type TaxTotals } from "@/vocabulary/money";
import { said } from "@/lib/i18n/refusal";

/**
 * The delivery challan (GST Rule 55): the paper goods travel under when they move without a tax invoice. Two
 * movements happen at a job-work counter:
 *
 * - `delivery`: the workshop's own boards, cut and banded, delivered before their invoice. The movement is a supply,
 *   so the challan carries the confirmed price's lines with their tax, exactly as the invoice will (lib/money/tax-lines.ts).
 * - `job-work-return`: the customer's own boards going back after cutting and banding (Rule 55 with Rule 45). The
 *   goods are the customer's and the movement is not a supply: one line per material (pieces, the boards' HSN) at the
 *   value the customer's own challan declared (`goodsValuePaise`, shared out by pieces), no tax. The job work itself
 *   is invoiced as a service.
 *
 * One challan per order, numbered in its own series per financial year (KPWD/26-27/0001), issued once like the
 * invoice (a second request answers the first); refused for an order not confirmed, cancelled or already invoiced
 * (invoiced goods travel with their invoice), and for a movement that is not the order's (the workshop's boards are
 * delivered, the customer's are returned).
 */
export async function issueChallan(
  reference: string,
  request: { kind: ChallanKind; goodsValuePaise?: number; placeOfSupply?: string },
  byName: string,
): Promise<IssueResult> {
  return issueOnce(
    reference,
    "challan",
    (doc) => {
      if (doc.status === "received" || doc.confirmedPaise == null) {
        throw new ConflictError(refusal("confirmBeforeGoodsMove"), { status: refusal("notConfirmedYet") });
      }
      if (doc.status === "cancelled") throw new ConflictError(refusal("cancelledGoodsDoNotMove"), { status: refusal("isCancelled") });
      if (doc.invoice) {
        throw new ConflictError(refusal("goodsTravelWithInvoice", { number: doc.invoice.number }), {
          invoice: refusal("alreadyInvoiced"),
        });
      }
      if (request.kind === "delivery" && doc.boardsBy !== "workshop") {
        throw new ConflictError(refusal("customersBoardsReturnChallan"), { kind: refusal("customersBoards") });
      }
      if (request.kind === "job-work-return" && doc.boardsBy === "workshop") {
        throw new ConflictError(refusal("workshopsBoardsDeliveryChallan"), { kind: refusal("workshopsBoards") });
      }
    },
    async (doc) => {
      const { body, business, parties, hsnOf } = await newPaper(doc, request.placeOfSupply, byName);
      const totals =
        request.kind === "delivery"
          ? confirmedLines(doc, body, business, parties.placeOfSupply, hsnOf)
          : returnedGoods(body, business, goodsValue(request.goodsValuePaise), hsnOf);
      return { kind: "challan" as const, challanKind: request.kind, ...parties, ...totals };
    },
  );
}

function goodsValue(paise: number | undefined): number {
  if (paise === undefined) {
    throw new ValidationError({ goodsValuePaise: refusal("giveBoardsValue") });
  }
  return paise;
}

/** The customer's boards going back: one line per material, its pieces, the boards' HSN, its share of the declared value; no tax. */
export function returnedGoods(
  body: Pick<OrderBody, "cutList" | "materials" | "materialsTa">,
  business: Pick<BusinessView, "tax">,
  valuePaise: number,
  hsnOf: HsnOf = () => undefined,
): TaxTotals {
  const pieces = new Map<string, number>();
  for (const row of body.cutList.rows) pieces.set(row.material, (pieces.get(row.material) ?? 0) + row.quantity);
  const materials = [...pieces.keys()];
  const shares = shareOut(
    valuePaise,
    materials.map((m) => pieces.get(m)!),
  );
  const lines = materials.map((m, i) => ({
    description: `${materialName(m, body.materials)}: your own boards, cut to size and edge banded`,
    said: said("lineOwnBoards", { material: materialText(m, body.materials, body.materialsTa) }),
    taxGroup: "boards" as const,
    code: hsnOf(m) ?? business.tax.boards.code,
    quantity: pieces.get(m)!,
    unit: "pcs",
    taxablePaise: shares[i],
    ratePercent: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: shares[i],
  }));
  return { lines, taxablePaise: valuePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: valuePaise };
}
