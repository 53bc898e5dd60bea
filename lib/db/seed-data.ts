/**
 * The services collection's seed: the real job-work services with their artwork.
 * Seeding is idempotent (upsert by slug), so the owner's later edits to other
 * services are never overwritten and re-running adds nothing twice.
 */
export interface SeedService {
  slug: string;
  title: string;
  des: string;
  image: string;
  order: number;
}

export const seedServices: SeedService[] = [
  {
    slug: "pasting",
    title: "Laminate Pasting",
    des: "Decorative laminates pressed onto MDF, HDHMR and plywood in a hot press, face and back in one cycle so the sheet stays flat. Send the board, laminate brand, design code and finish; get back cured 8 × 4 ft sheets in 1 to 2 working days.",
    image: "/images/services/pasting.svg",
    order: 1,
  },
  {
    slug: "cutting",
    title: "Precision Panel Cutting",
    des: "Sliding-table and beam-saw cutting to ±0.5 mm with a scoring blade for chip-free laminate faces. Send a cutting list with sizes along the grain; get back labelled parts, nested for the least waste, usually the next working day.",
    image: "/images/services/cutting.svg",
    order: 2,
  },
  {
    slug: "edge-banding",
    title: "Edge Banding",
    des: "PVC and ABS edge bands from 0.45 mm to 2 mm, with pre-milling, hot-melt glue, end trimming, corner rounding and buffing. Mark the L1, L2, W1 and W2 edges on your list; get back clean, tight edges ready for boring.",
    image: "/images/services/edge-banding.svg",
    order: 3,
  },
  {
    slug: "boring",
    title: "Hinge and Line Boring",
    des: "Ø35 mm hinge cups, System-32 line boring (5 mm holes at 32 mm centres) and dowel and minifix holes on faces and edges. Send hole positions or just the hinge type and overlay; get back parts ready to fit on site without drilling.",
    image: "/images/services/boring.svg",
    order: 4,
  },
  {
    slug: "routing",
    title: "CNC Routing",
    des: "CNC routing for profiles, grooves, handle cut-outs, shutter designs and nested parts from your drawings (DXF or a dimensioned sketch). Send the drawing and the board; get back routed parts with smooth edges, usually in 1 to 2 working days.",
    image: "/images/services/routing.svg",
    order: 5,
  },
];
