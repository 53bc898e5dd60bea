import { z } from "@/lib/validation/z";
import { jobWorkServices, type JobWorkKey } from "@/lib/job-work/job-work";

export const DOWNLOAD_KEYS = jobWorkServices.map((s) => s.key) as [JobWorkKey, ...JobWorkKey[]];

/** POST /api/downloads: which order sheet was downloaded. */
export const downloadBeaconSchema = z.strictObject({
  file: z.enum(DOWNLOAD_KEYS, { error: `File must be one of: ${DOWNLOAD_KEYS.join(", ")}` }),
});
