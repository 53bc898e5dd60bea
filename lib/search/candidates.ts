import "server-only";
import { refsPage } from "@/lib/db/ref-list";
import type { queryPlan } from "./terms";

/**
 * The references in a list of every part of a query plan (lib/search/terms.ts):
 * each list read newest first up to `scanMax` references (references only,
 * cheap to read), intersected here. `cut` when a list held more than was read.
 */
export async function intersectTermLists(
  plan: NonNullable<ReturnType<typeof queryPlan>>,
  listName: (term: string) => string,
  scanMax: number,
): Promise<{ refs: Set<string>; cut: boolean }> {
  let cut = false;
  let found: Set<string> | null = null;
  for (const alternatives of plan.parts) {
    const refs = new Set<string>();
    for (const term of alternatives) {
      const page = await refsPage(listName(term), 0, scanMax);
      if (page.total > scanMax) cut = true;
      for (const r of page.refs) if (!found || found.has(r)) refs.add(r);
    }
    found = refs;
  }
  return { refs: found ?? new Set(), cut };
}
