import type { MaterialKind } from "@/vocabulary/boards";

/** A board size as typed. */
export interface BoardDraft {
  key: string;
  length: string;
  width: string;
  price: string;
  inStock: boolean;
}
/** A material as typed; `saved` materials keep their id (orders name it). */
export interface MaterialDraft {
  key: string;
  saved: boolean;
  id: string;
  label: string;
  labelTa: string;
  thickness: string;
  kind: MaterialKind;
  hsn: string;
  grain: boolean;
  retired: boolean;
  boards: BoardDraft[];
}
