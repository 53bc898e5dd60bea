/**
 * The idempotency key every creating write takes (client-safe): one per submission, so a double tap, a retry or a
 * resend after a lost answer creates one thing. Orders require it; the other creating writes take it when given
 * (docs/ARCHITECTURE.md, "Every tap counted once").
 */
import { z } from "@/lib/validation/z";
import { IDEMPOTENCY_KEY_PATTERN } from "./idempotency-pattern";

export { IDEMPOTENCY_KEY_PATTERN };

export const submissionKeyField = z
  .string({ error: "idempotencyKey must be text" })
  .regex(IDEMPOTENCY_KEY_PATTERN, "idempotencyKey must be 16 to 100 letters, digits, - or _")
  .optional();
