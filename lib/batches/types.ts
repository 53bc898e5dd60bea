/** A cutting batch as the API answers it and the console shows it (client-safe; lib/batches/life.ts). */
import type { PlanOffcut } from "@/lib/rack/plan-offcuts";
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
  /**
   * Per plan, per sheet: the order whose own sheet it is (a customer who keeps their pieces, or a sheet that is not the
   * workshop's board), or null for the batch's nest. Absent on batches made before issue 65: every sheet the nest's.
   */
  sheetOrders?: (string | null)[][];
}

/**
 * A piece worth keeping that the batch's plan leaves (issue 65), and where it goes: on the shelf of the customer who
 * chose to keep their pieces (`owner`, their e-mail), with the customer who takes them, or in the workshop's store.
 */
export interface BatchLeftover extends PlanOffcut {
  /** The order whose sheet it is, or null for a sheet of the batch's nest (the workshop's). */
  order: string | null;
  /** The e-mail of the customer whose shelf it goes on, or null. */
  owner: string | null;
  ownerName: string;
  goes: "shelf" | "customer" | "store";
}

/** A batch's life (issue 50): made → started (its first piece on the saw) → done (no open order left); or undone before it starts. */
export type BatchState = "made" | "started" | "done" | "undone";

export interface BatchSummary {
  id: string;
  orders: string[];
  materials: BatchMaterialDoc[];
  createdAt: string;
  createdBy: string;
  undone: boolean;
  state: BatchState;
  startedAt: string | null;
  undoneAt: string | null;
  /** Orders cancelled after the batch started: their pieces are not cut. */
  cancelled: string[];
  /** The store's offcuts its plan cuts from (reserved under its number until it starts). */
  offcuts: string[];
}

export type BatchView = BatchSummary & BatchBody & { leftovers: BatchLeftover[] };

/** GET /api/admin/batches's answer: the orders that can be batched and the recent batches. */
export interface BatchesAnswer {
  candidates: BatchCandidate[];
  batches: BatchSummary[];
}

/** One batch (GET /api/admin/batches/{id}); with a message, the answer to making or undoing one. */
export interface BatchAnswer {
  batch: BatchView | BatchSummary;
}

/** An order the console may put in a batch: confirmed, of the workshop's boards, in no batch. */
export interface BatchCandidate {
  reference: string;
  customer: string;
  requiredBy: string;
  materials: { material: string; label: string; pieces: number; sheets: number }[];
}
