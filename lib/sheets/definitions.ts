/**
 * Typed definitions of the four job-work order sheets (pasting, cutting, edge
 * banding, boring). `npm run sheets` turns them into the .xlsx files under
 * public/sheets/ (see scripts/sheets/build.ts); the unit test reads the committed
 * files back and checks them against these definitions.
 *
 * Relative imports only: this module runs under tsx and vitest as well as Next.
 */
import { jobWorkServices, type JobWorkKey } from "../job-work/job-work";
import { SEED_MATERIALS as MATERIALS } from "../cutting/list/materials";
import { siteOf } from "../site/site";
import { SEED_FACTS } from "../site/seed";

/** The sheets are static files built by `npm run sheets`: they carry the seed's facts (docs/BUSINESS-CONSOLE.md). */
const site = siteOf(SEED_FACTS);
import sheetWords from "../../messages/sheets/en.json";

/** How a table column is filled in, and so which data validation it gets. */
export type ColumnKind = "text" | "integer" | "decimal" | "list";

export interface SheetColumn {
  /** Heading of the column in the table (the row repeated on every printed page). */
  header: string;
  /** Column width in characters. */
  width: number;
  kind: ColumnKind;
  /** The allowed values of a "list" column (a drop-down in Excel and LibreOffice). */
  options?: readonly string[];
  /**
   * "stop" refuses other values; "warning" lets the customer type something
   * else after a warning (for lists that cover the usual cases only).
   */
  strict?: "stop" | "warning";
  /** Limits of a number column. */
  min?: number;
  max?: number;
  /** The value in the example row. */
  example: string | number;
  /** Short help shown when the cell is selected. */
  prompt?: string;
  /** Adds this column to the totals row under the table. */
  total?: boolean;
}

export interface HeaderField {
  label: string;
  kind: "text" | "date" | "list" | "fixed";
  options?: readonly string[];
  /** The pre-filled value of a "fixed" field. */
  value?: string;
  prompt?: string;
}

/** How the instructions end (messages/sheets/<locale>.json `layout`): send the sheet, or import it or send it. */
export type NoteEnding = "send" | "importOrSend";

export interface OrderSheetDefinition {
  /** A job-work service, or "cut-list" for the combined cut-list sheet. */
  key: JobWorkKey | "cut-list";
  /** Service name for the title row, e.g. "Cutting". */
  service: string;
  /** Public path of the file, as linked from the home section. */
  file: string;
  /** Name of the worksheet tab (31 characters at most). */
  sheetName: string;
  /** The instructions row above the table: `noteBody` and its last sentence, how to send the sheet. */
  note: string;
  noteBody: string;
  ending: NoteEnding;
  columns: SheetColumn[];
}

/** Number of empty rows ready to fill below the example row. */
export const EMPTY_ROWS = 50;

/** Fixed document dates, so that regenerating does not change the files. */
export const SHEETS_DATE = new Date(Date.UTC(2025, 0, 1, 9, 0, 0));

export const options = {
  material: ["MDF", "HDHMR", "Plywood", "Block board", "Particle board", "Pre-lam MDF", "Pre-lam particle board"],
  grade: ["MR (interior)", "BWR", "BWP / marine", "Exterior (HDHMR)", "Fire retardant", "Other (see notes)"],
  boardType: ["MDF", "HDHMR", "Plywood", "Block board", "Particle board"],
  sheetSize: ["2440 × 1220 (8 × 4 ft)", "2440 × 915 (8 × 3 ft)", "2135 × 915 (7 × 3 ft)", "1830 × 915 (6 × 3 ft)", "Other (see notes)"],
  finish: ["Suede (matt)", "Super matt", "Gloss", "High gloss", "Textured", "Wood grain"],
  backLaminate: ["Liner 0.8 mm", "Same as face", "Other design (see notes)", "None (one side only)"],
  sheetGrain: ["Along 8 ft (length)", "Along 4 ft (width)", "No grain (plain)"],
  partGrain: ["Along length", "Along width", "No grain (plain)"],
  adhesive: ["Hot press", "Contact adhesive"],
  sizeType: ["Finished size", "Cut size"],
  bandMaterial: ["PVC", "ABS", "Acrylic", "Veneer"],
  bandThickness: ["0.45", "0.8", "1", "2"],
  faceOrEdge: ["Face", "Back", "Edge L1", "Edge L2", "Edge W1", "Edge W2"],
  holeType: [
    "Hinge cup Ø35",
    "Line boring Ø5",
    "Shelf pin Ø5",
    "Dowel Ø8",
    "Minifix cam Ø15",
    "Minifix bolt Ø8",
    "Through hole",
    "Other (see notes)",
  ],
  overlay: ["Full overlay", "Half overlay", "Inset", "Not a hinge"],
  yesNo: ["Yes", "No"],
  pickup: ["Pickup from workshop", "Delivery to site"],
  suppliedBy: ["Customer", `${site.shortName} (we buy)`, "Both (see notes)"],
} as const;

/** The header block above the table: two fields per row, four rows. */
export const headerFields: HeaderField[] = [
  { label: "Customer / firm", kind: "text" },
  { label: "Order date", kind: "date", prompt: "DD-MM-YYYY" },
  { label: "WhatsApp number", kind: "text", prompt: "With +91, so we can send photos and updates." },
  { label: "Required by", kind: "date", prompt: "DD-MM-YYYY" },
  { label: "Project / site", kind: "text" },
  { label: "Pickup or delivery", kind: "list", options: options.pickup },
  { label: "Boards supplied by", kind: "list", options: options.suppliedBy },
  { label: "Units", kind: "fixed", value: "mm (millimetres)" },
];

/** The instructions' last sentence in a language's words, with the site's WhatsApp number and e-mail. */
export const noteEnding = (template: string) => template.replace("{whatsapp}", site.whatsapp.display).replace("{email}", site.email);

/** The instructions: their body, then how to send the sheet. */
const instructions = (noteBody: string, ending: NoteEnding = "send") => ({
  noteBody,
  ending,
  note: `${noteBody} ${noteEnding(sheetWords.layout[ending])}`,
});

function fileOf(key: JobWorkKey): string {
  const service = jobWorkServices.find((s) => s.key === key);
  if (!service) throw new Error(`No job-work service "${key}"`);
  return service.file;
}

const notes = (example: string): SheetColumn => ({
  header: "Notes",
  width: 34,
  kind: "text",
  example,
});

/** Columns that several sheets share, sized and exemplified per sheet. */
const partNo: SheetColumn = { header: "Part no.", width: 8, kind: "text", example: "1" };
const partName = (width: number, example: string): SheetColumn => ({ header: "Part name", width, kind: "text", example });
const thickness = (width: number): SheetColumn => ({ header: "Thickness (mm)", width, kind: "decimal", min: 2, max: 50, example: 18 });
const along = (header: string, width: number, example: number): SheetColumn => ({ header, width, kind: "decimal", min: 1, max: 3660, example });
const across = (width: number, example: number): SheetColumn => ({ header: "Width (mm)", width, kind: "decimal", min: 1, max: 1830, example });
const quantity = (header: string, width: number, example: number, max = 10000): SheetColumn => ({
  header,
  width,
  kind: "integer",
  min: 1,
  max,
  example,
  total: true,
});

export const orderSheets: OrderSheetDefinition[] = [
  {
    key: "pasting",
    service: "Pasting",
    file: fileOf("pasting"),
    sheetName: "Pasting order",
    ...instructions(
      "Sizes in mm. One row per board and laminate combination. Face and back are pressed in one cycle. Write the design code exactly as on the laminate's label.",
    ),
    columns: [
      { header: "Board type", width: 15, kind: "list", options: options.boardType, example: "MDF" },
      { header: "Grade", width: 17, kind: "list", options: options.grade, strict: "warning", example: "MR (interior)" },
      thickness(11),
      { header: "Sheet size (mm)", width: 23, kind: "list", options: options.sheetSize, example: "2440 × 1220 (8 × 4 ft)" },
      quantity("Quantity (sheets)", 11, 10),
      { header: "Face laminate brand", width: 18, kind: "text", example: "Greenlam" },
      { header: "Design code", width: 14, kind: "text", example: "5402 SF" },
      { header: "Finish", width: 14, kind: "list", options: options.finish, example: "Suede (matt)" },
      { header: "Back laminate", width: 21, kind: "list", options: options.backLaminate, example: "Liner 0.8 mm" },
      { header: "Grain direction", width: 18, kind: "list", options: options.sheetGrain, example: "Along 8 ft (length)" },
      { header: "Hot press or contact adhesive", width: 16, kind: "list", options: options.adhesive, example: "Hot press" },
      notes("Example row: type over it or delete it."),
    ],
  },
  {
    key: "cutting",
    service: "Cutting",
    file: fileOf("cutting"),
    sheetName: "Cutting list",
    ...instructions(
      "Sizes in mm. Length is along the grain. Finished size: we deduct the edge band; cut size: we cut exactly what you write. One row per part.",
    ),
    columns: [
      partNo,
      partName(24, "Base unit side"),
      { header: "Material", width: 17, kind: "list", options: options.material, example: "Plywood" },
      { header: "Grade", width: 17, kind: "list", options: options.grade, strict: "warning", example: "BWP / marine" },
      thickness(11),
      along("Length along grain (mm)", 13, 720),
      across(11, 560),
      quantity("Quantity", 10, 2),
      { header: "Grain direction", width: 17, kind: "list", options: options.partGrain, example: "Along length" },
      { header: "Finished or cut size", width: 14, kind: "list", options: options.sizeType, example: "Finished size" },
      notes("Example row: band on L1 and W1. Type over it or delete it."),
    ],
  },
  {
    key: "edge-banding",
    service: "Edge banding",
    file: fileOf("edge-banding"),
    sheetName: "Edge banding list",
    ...instructions(
      "Sizes in mm. L1 and L2 are the two long edges, W1 and W2 the two short edges. Write the band code for each edge that gets a band; leave an edge blank for no band.",
    ),
    columns: [
      partNo,
      partName(22, "Wardrobe shutter"),
      along("Length (mm)", 11, 2096),
      across(11, 446),
      thickness(11),
      quantity("Quantity", 10, 4),
      { header: "L1 band code", width: 13, kind: "text", example: "EB-201 white", prompt: "First long edge." },
      { header: "L2 band code", width: 13, kind: "text", example: "EB-201 white", prompt: "Second long edge." },
      { header: "W1 band code", width: 13, kind: "text", example: "EB-201 white", prompt: "First short edge." },
      { header: "W2 band code", width: 13, kind: "text", example: "EB-201 white", prompt: "Second short edge." },
      { header: "Band material", width: 12, kind: "list", options: options.bandMaterial, example: "PVC" },
      { header: "Band thickness (mm)", width: 12, kind: "list", options: options.bandThickness, example: "1" },
      notes("Example row: band all round. Type over it or delete it."),
    ],
  },
  {
    key: "boring",
    service: "Boring",
    file: fileOf("boring"),
    sheetName: "Boring list",
    ...instructions(
      "Sizes in mm. X and Y are measured from the reference corner: the bottom-left corner of the face, X along the length, Y along the width. For hinges you may give only the overlay and cup distance.",
    ),
    columns: [
      partNo,
      partName(20, "Kitchen shutter (left)"),
      { header: "Face or edge", width: 11, kind: "list", options: options.faceOrEdge, example: "Face" },
      { header: "Hole type", width: 18, kind: "list", options: options.holeType, example: "Hinge cup Ø35" },
      { header: "X from ref. corner (mm)", width: 12, kind: "decimal", min: 0, max: 3660, example: 100 },
      { header: "Y from ref. corner (mm)", width: 12, kind: "decimal", min: 0, max: 1830, example: 21.5 },
      { header: "Diameter (mm)", width: 10, kind: "decimal", min: 1, max: 60, example: 35 },
      { header: "Depth (mm)", width: 10, kind: "decimal", min: 1, max: 50, example: 12 },
      { header: "Hinge overlay", width: 13, kind: "list", options: options.overlay, example: "Full overlay" },
      {
        header: "Cup distance (mm)",
        width: 10,
        kind: "decimal",
        min: 0,
        max: 10,
        example: 4,
        prompt: "From the door edge to the edge of the cup, usually 3 to 6 mm.",
      },
      { header: "System-32 line boring", width: 11, kind: "list", options: options.yesNo, example: "No" },
      quantity("Quantity", 10, 2),
      notes("Example row: 2 hinges, 100 mm from top and bottom. Type over it or delete it."),
    ],
  },
];

/**
 * The combined cut-list sheet: cutting, edge banding and notes for boring in
 * one table, in the cut-list page's own terms (its boards and band thicknesses),
 * so a list typed on a computer imports into the page without loss.
 */
export const cutListSheet: OrderSheetDefinition = {
  key: "cut-list",
  service: "Cut list",
  file: "/sheets/cut-list.xlsx",
  sheetName: "Cut list",
  ...instructions(
    "Sizes in mm; length is along the grain. One row per part. Pick the board from the list; give a band thickness on each edge that gets a band (L1, L2 the long edges, W1, W2 the short ones) and leave the others blank.",
    "importOrSend",
  ),
  columns: [
    partNo,
    partName(22, "Base unit side"),
    { header: "Material", width: 30, kind: "list", options: MATERIALS.map((m) => m.label), strict: "stop", example: MATERIALS[0].label },
    thickness(10),
    along("Length along grain (mm)", 12, 720),
    across(11, 560),
    quantity("Quantity", 9, 2, 2000),
    { header: "Grain direction", width: 16, kind: "list", options: options.partGrain, example: "Along length" },
    { header: "L1 band (mm)", width: 9, kind: "list", options: options.bandThickness, prompt: "First long edge; blank for no band.", example: "1" },
    { header: "L2 band (mm)", width: 9, kind: "list", options: options.bandThickness, prompt: "Second long edge; blank for no band.", example: "" },
    {
      header: "W1 band (mm)",
      width: 9,
      kind: "list",
      options: options.bandThickness,
      prompt: "First short edge; blank for no band.",
      example: "0.45",
    },
    { header: "W2 band (mm)", width: 9, kind: "list", options: options.bandThickness, prompt: "Second short edge; blank for no band.", example: "" },
    notes("Example row: hinge boring 2 × Ø35. Type over it or delete it."),
  ],
};

/** The headings of one sheet's table, in order. */
export function headingsOf(definition: OrderSheetDefinition): string[] {
  return definition.columns.map((c) => c.header);
}

/** The definition of one job-work service's sheet. */
export function orderSheet(key: JobWorkKey): OrderSheetDefinition {
  const definition = orderSheets.find((d) => d.key === key);
  if (!definition) throw new Error(`No order sheet "${key}"`);
  return definition;
}
