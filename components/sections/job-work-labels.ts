import type { JobWorkKey } from "@/lib/job-work";

/** "Download the edge banding sheet": a link name that makes sense out of context. */
export function downloadLabel(name: string): string {
  return `Download the ${name.toLowerCase()} sheet`;
}

/** One line under each button of the "Job Work Services" column. */
export const jobWorkTaglines: Record<JobWorkKey, string> = {
  pasting: "Laminate pressed on MDF, HDHMR and ply",
  cutting: "Beam saw and sliding table, ±0.5 mm",
  "edge-banding": "PVC and ABS band, 0.45–2 mm",
  boring: "Ø35 mm hinge cups, System-32 lines",
};

/** The download icon's visible label on touch screens, where no tooltip can show. */
export const ORDER_SHEET_LABEL = "Excel order sheet";

/** The spec's tooltip on every download icon. */
export const DOWNLOAD_TOOLTIP = "Click to download the file";
