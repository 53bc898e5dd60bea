import "server-only";
import { ptxJobs } from "@/lib/cutting/export/ptx/jobs";
import { PlanNotWritable, writePtx } from "@/lib/cutting/export/ptx/write";
import { sawFileSettings } from "@/lib/cutting/list/materials";
import type { SawSettings } from "@/vocabulary/boards";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { getCatalog } from "./catalog";

/**
 * A saw file (issue 53) with the workshop's saw settings from the rack (its book and head-cut rule; the kerf and
 * trim are the plan's own). A plan the saw could not cut as drawn is a 409, never a file the saw would cut wrongly.
 * The order's and the batch's files (lib/orders/saw-file.ts, lib/batches/saw-file.ts) differ only in their pieces.
 */
export async function sawFileFor(args: {
  title: string;
  orderedOn: Date;
  saw: SawSettings;
  jobs: Omit<Parameters<typeof ptxJobs>[0], "catalog">;
}): Promise<string> {
  const catalog = await getCatalog();
  const { book, headCuts } = sawFileSettings(catalog);
  try {
    return writePtx({
      title: args.title,
      orderedOn: args.orderedOn,
      cutOn: new Date(),
      kerf: args.saw.kerf,
      trim: args.saw.trim,
      book,
      headCuts,
      jobs: ptxJobs({ ...args.jobs, catalog }),
    });
  } catch (err) {
    if (err instanceof PlanNotWritable) throw new ConflictError(refusal("sawFileNotWritable", { detail: err.message }));
    throw err;
  }
}
