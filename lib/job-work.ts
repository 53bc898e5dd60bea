/**
 * The four job-work services of the home section's "Job Work Services" column,
 * each with its order-sheet spreadsheet. Routing is offered too (footer, contact,
 * the services collection) but has no order sheet of its own.
 */
export type JobWorkKey = "pasting" | "cutting" | "edge-banding" | "boring";

export interface JobWorkService {
  key: JobWorkKey;
  /** Button label, upper case as in the spec. */
  name: string;
  /** Public path of the job-work order sheet. */
  file: string;
  /** Paragraphs of the description shown in the service modal. */
  content: string[];
}

/**
 * The job-work service a card of "All Services" is about, from its title
 * ("Laminate Pasting" → pasting, "Hinge and Line Boring" → boring), or null
 * (CNC routing has no order sheet). By title because GET /api/services answers
 * exactly the spec's four fields, and the owner may retitle a card: a title
 * that still names the work still finds its modal.
 */
export function jobWorkKeyForTitle(title: string): JobWorkKey | null {
  const t = title.toLowerCase();
  if (/\brout(e|ing|er)\b/.test(t)) return null;
  if (/\bedge[\s-]*band/.test(t)) return "edge-banding";
  if (/\bpast(e|ing)\b/.test(t)) return "pasting";
  if (/\bcut(ting)?\b(?!-)/.test(t)) return "cutting";
  if (/\bbor(e|ing)\b/.test(t)) return "boring";
  return null;
}

/**
 * Every service the workshop names in the footer and the Contact section: the
 * four job-work services and routing, in that order (the spec: "The footer and
 * contact parts also name routing among the services").
 */
export function serviceNames(): string[] {
  return [...jobWorkServices.map((s) => s.name.charAt(0) + s.name.slice(1).toLowerCase()), "Routing"];
}

export const jobWorkServices: JobWorkService[] = [
  {
    key: "pasting",
    name: "PASTING",
    file: "/sheets/pasting-order-sheet.xlsx",
    content: [
      "We press decorative laminate onto MDF, HDHMR and plywood boards in our hot press, or with contact adhesive for post-forming and small lots. Face and back laminates are pressed in one cycle, so the board stays flat.",
      "Send us the board type, grade and thickness, the sheet size (usually 8 × 4 ft / 2440 × 1220 mm), the face laminate brand, design code and finish, and the back laminate. Boards and laminates can be yours or bought through us.",
      "You get back pressed, cured sheets ready for cutting, with every sheet marked with your design code. Typical turnaround is 1 to 2 working days after the boards and laminates reach us.",
    ],
  },
  {
    key: "cutting",
    name: "CUTTING",
    file: "/sheets/cutting-order-sheet.xlsx",
    content: [
      "Precision panel cutting on a sliding table and a beam saw, to ±0.5 mm, with a scoring blade so that laminate faces come off chip-free on both sides.",
      "Send us a cutting list: part name, material, thickness, length along the grain, width and quantity, and say whether the sizes are finished sizes (we deduct the edge band) or cut sizes. We nest the parts to waste as little board as possible.",
      "You get back labelled parts, stacked by cabinet, with the offcuts returned if you want them. Typical turnaround is the next working day for up to 20 sheets.",
    ],
  },
  {
    key: "edge-banding",
    name: "EDGE BANDING",
    file: "/sheets/edge-banding-order-sheet.xlsx",
    content: [
      "Automatic edge banding with pre-milling, hot-melt glue, end trimming, corner rounding and buffing. We run PVC and ABS edge bands from 0.45 mm to 2 mm thick, in the width to match 12 to 25 mm boards.",
      "Send us the parts (or let us cut them) and mark which edges get a band: L1 and L2 along the length, W1 and W2 along the width, with the band code and thickness for each edge.",
      "You get back parts with clean, tight glue lines and eased corners, ready for boring and assembly. Typical turnaround is 1 working day after cutting.",
    ],
  },
  {
    key: "boring",
    name: "BORING",
    file: "/sheets/boring-order-sheet.xlsx",
    content: [
      "Hinge cup boring (Ø35 mm, 11 to 13 mm deep), System-32 line boring (5 mm holes, 32 mm apart, 37 mm from the front edge) for shelf pins and drawer runners, and dowel and minifix holes on faces and edges.",
      "Send us the hole positions from a reference corner (X and Y), the diameter and depth, or simply the hinge type, the door overlay and the cup distance, and we work the positions out for you.",
      "You get back parts bored to the drawing, ready for fitting on site with no drilling. Typical turnaround is 1 working day after edge banding.",
    ],
  },
];
