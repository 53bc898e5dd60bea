/** A cutting batch as the API answers it and the console shows it (client-safe; lib/orders/store/batches.ts). */
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import type { MaterialNames } from "@/lib/cutting/list/materials";
import type { CutList } from "@/lib/cutting/list/types";
import type { BatchMaterialDoc } from "@/models/Batch";
import type { RowOrigin } from "./compose";

/** The packed part of a batch. */
export interface BatchBody {
  cutList: CutList;
  origin: RowOrigin[];
  plans: MaterialPlan[];
  names: MaterialNames;
  /** Each order's customer and required-by day, for the pack's and the labels' headings. */
  details: { reference: string; customer: string; requiredBy: string }[];
}

export interface BatchSummary {
  id: string;
  orders: string[];
  materials: BatchMaterialDoc[];
  createdAt: string;
  createdBy: string;
  undone: boolean;
}

export type BatchView = BatchSummary & BatchBody;

/** An order the console may put in a batch: confirmed, of the workshop's boards, in no batch. */
export interface BatchCandidate {
  reference: string;
  customer: string;
  requiredBy: string;
  materials: { material: string; label: string; pieces: number; sheets: number }[];
}
