import "server-only";
import ExcelJS from "exceljs";
import { setUpPrinting } from "@/lib/util/print-setup";
import { neutraliseFormula, toCsv } from "@/lib/util/csv";
import { materialLabel, bandingList, boringList, EDGE_LABEL } from "./pack";
import type { OrderSummaryDoc } from "./store/book";
import type { OrderDto } from "./dto";
import { STATUS_LABEL } from "./status";
import { EDGE_KEYS } from "@/lib/cutting/list/types";
import { sizeCells } from "@/lib/cutting/list/saw-csv";
import { decimalRupees } from "@/lib/format/money";

const IST_MS = (5 * 60 + 30) * 60 * 1000;

/** "2026-11-22 18:05" in India. */
export function istTimestamp(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return new Date(d.getTime() + IST_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** 123450 paise → "1234.50": a plain number a spreadsheet can add up. */
const rupees = (paise: number | null | undefined) => (paise == null ? "" : decimalRupees(paise));

const CSV_COLUMNS: { header: string; value: (o: OrderSummaryDoc) => string }[] = [
  { header: "Reference", value: (o) => o._id },
  { header: "Placed (IST)", value: (o) => istTimestamp(o.createdAt.toISOString()) },
  { header: "Status", value: (o) => STATUS_LABEL[o.status] },
  { header: "Customer", value: (o) => o.customer.name },
  { header: "Phone", value: (o) => o.customer.phone },
  { header: "Email", value: (o) => o.customer.email },
  { header: "Account", value: (o) => (o.owner ? "Registered" : "Guest") },
  { header: "Site or project", value: (o) => o.site },
  { header: "Boards supplied by", value: (o) => o.boardsBy },
  { header: "Pickup or delivery", value: (o) => o.fulfilment },
  { header: "Delivery address", value: (o) => o.deliveryAddress },
  { header: "Required by", value: (o) => o.requiredBy },
  { header: "Parts", value: (o) => String(o.parts) },
  { header: "Sheets", value: (o) => String(o.sheets) },
  { header: "Estimate subtotal (INR)", value: (o) => rupees(o.estimateSubtotalPaise) },
  { header: "Estimate GST (INR)", value: (o) => rupees(o.estimateGstPaise) },
  { header: "Estimate total (INR)", value: (o) => rupees(o.estimateTotalPaise) },
  { header: "Confirmed price (INR)", value: (o) => rupees(o.confirmedPaise) },
  { header: "Cancel reason", value: (o) => o.cancelReason },
  { header: "Notes", value: (o) => o.notes },
];

/** Orders as CSV through the site's one CSV writer (BOM, CRLF, every cell quoted and formula-neutralised). */
export function ordersToCsv(orders: OrderSummaryDoc[]): string {
  return toCsv(
    CSV_COLUMNS.map((c) => c.header),
    orders.map((o) => CSV_COLUMNS.map((c) => c.value(o))),
  );
}

type Cell = string | number;
const safe = (v: Cell): Cell => (typeof v === "string" ? neutraliseFormula(v) : v);

/** `columns`: [header, width in characters] per column. */
function addSheet(wb: ExcelJS.Workbook, name: string, columns: [header: string, width: number][], rows: Cell[][]) {
  const sheet = wb.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map(([header, width]) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r.map(safe));
  setUpPrinting(sheet, { footer: `${name} tab` });
  return sheet;
}

/** One order as a workbook: summary, cut list, edge-banding list and boring notes on separate tabs. Text never becomes a formula. */
export async function orderToXlsx(o: OrderDto): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  addSheet(
    wb,
    "Order",
    [
      ["Field", 24],
      ["Value", 60],
    ],
    [
      ["Reference", o.reference],
      ["Placed (IST)", istTimestamp(o.createdAt)],
      ["Status", STATUS_LABEL[o.status]],
      ["Customer", o.customer.name],
      ["Phone", o.customer.phone],
      ["Email", o.customer.email],
      ["Site or project", o.site],
      ["Boards supplied by", o.boardsBy],
      ["Pasting", o.pasting],
      ["Pickup or delivery", o.fulfilment],
      ["Delivery address", o.deliveryAddress],
      ["Required by", o.requiredBy],
      ["Saw kerf (mm)", o.cutList.saw.kerf],
      ["Trim per edge (mm)", o.cutList.saw.trim],
      ...o.plans.map((p): Cell[] => [`Sheets: ${materialLabel(p.material, o.materials)}`, p.plan.sheets.length]),
      ...o.estimate.lines.map((l): Cell[] => [
        l.label,
        `${l.quantity} ${l.unit}${l.quantity === 1 ? "" : "s"} × ${rupees(l.ratePaise)} = ${rupees(l.amountPaise)}`,
      ]),
      ["Estimate subtotal (INR)", rupees(o.estimate.subtotalPaise)],
      [`GST ${o.estimate.gstPercent}% (INR)`, rupees(o.estimate.gstPaise)],
      ["Estimate total (INR)", rupees(o.estimate.totalPaise)],
      ["Confirmed price (INR)", rupees(o.confirmedPaise)],
      ["Notes", o.notes],
    ],
  );
  addSheet(
    wb,
    "Cut list",
    [
      ["#", 5],
      ["Part", 28],
      ["Material", 30],
      ["Length (mm)", 12],
      ["Width (mm)", 12],
      ["Qty", 6],
      ["Grain", 7],
      ...EDGE_KEYS.map((e): [string, number] => [`${EDGE_LABEL[e]} band (mm)`, 12]),
      ["Notes", 40],
    ],
    o.cutList.rows.map((r, i) => [i + 1, r.name, materialLabel(r.material, o.materials), ...sizeCells(r), r.note]),
  );
  const banding = bandingList(o.cutList, o.materials);
  addSheet(
    wb,
    "Edge banding",
    [
      ["Band (mm)", 10],
      ["#", 5],
      ["Part", 28],
      ["Material", 30],
      ["Edges", 12],
      ["Edge length (mm)", 16],
      ["Edges to band", 14],
      ["Running metres", 15],
    ],
    banding.flatMap((g) => [
      ...g.items.map((x): Cell[] => [
        g.thickness,
        x.row,
        x.name,
        x.material,
        x.edges.join(" "),
        x.edgeLength,
        x.pieces,
        Math.round(x.totalMm / 10) / 100,
      ]),
      [g.thickness, "", `Total ${g.thickness} mm`, "", "", "", "", Math.round(g.totalMm / 10) / 100],
    ]),
  );
  addSheet(
    wb,
    "Boring",
    [
      ["#", 5],
      ["Part", 28],
      ["Material", 30],
      ["Size (mm)", 14],
      ["Qty", 6],
      ["Hinge cups per piece", 12],
      ["Other holes per piece", 12],
      ["Notes", 50],
    ],
    boringList(o.cutList, o.materials).map((b) => [b.row, b.name, b.material, b.size, b.quantity, b.hingeCups, b.otherHoles, b.note]),
  );
  const data = await wb.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
