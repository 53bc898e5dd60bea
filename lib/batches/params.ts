import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { BATCH_PATTERN } from "./life";

/** A batch number from the address (any case): B-2026-0007; anything else is a 404. */
export function batchIdParam(id: string): string {
  const upper = decodeURIComponent(id).toUpperCase();
  if (!BATCH_PATTERN.test(upper)) throw new NotFoundError(refusal("noSuchBatch"));
  return upper;
}
