/** The rack in the optimiser's units (stock-search.ts): its rows, and a board cut from one. */
import type { Problem } from "./items";
import type { SheetLayout } from "./sheet-packer";

/** One row of the rack in the optimiser's units. */
export interface BoardType {
  /** The row's problem: its bin and trims (its `items` are unused; the search's items are shared by all rows). */
  problem: Problem;
  price: number;
  /** How many exist (Infinity: as many as needed). */
  quantity: number;
}

export interface Board {
  type: number;
  layout: SheetLayout;
}
