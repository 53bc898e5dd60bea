/**
 * The customer's pieces a plan did not need (issue 36): what they offered, less what the plans of the list
 * used, per material and size. A piece of a material no part is cut from is never used. Pure: the cut-list page
 * shows it under the plan, the estimate writes it in its remarks.
 */
import { ownLabel } from "./plan-inputs";
import type { OwnPiece } from "./types";

/** One kind of board a plan used ("Your board 1200 × 600 mm" for the customer's). */
export interface UsedBoard {
  material: string;
  kind: string;
  label: string;
  count: number;
}

export function ownNotNeeded(own: readonly OwnPiece[], used: readonly UsedBoard[]): OwnPiece[] {
  const left = new Map<string, number>();
  for (const u of used) if (u.kind === "own") left.set(`${u.material}\n${u.label}`, (left.get(`${u.material}\n${u.label}`) ?? 0) + u.count);
  const out: OwnPiece[] = [];
  for (const p of own) {
    const key = `${p.material}\n${ownLabel(p)}`;
    const taken = Math.min(p.count, left.get(key) ?? 0);
    left.set(key, (left.get(key) ?? 0) - taken);
    if (p.count > taken) out.push({ ...p, count: p.count - taken });
  }
  return out;
}
