/**
 * The idempotency key every creating write takes (client-safe): one per submission, so a double tap, a retry or a
 * resend after a lost answer creates one thing. Orders require it; the other creating writes take it when given
 * (docs/ARCHITECTURE.md, "Every tap counted once").
 */
import { z } from "@/lib/validation/z";

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export const submissionKeyField = z
  .string({ error: "idempotencyKey must be text" })
  .regex(IDEMPOTENCY_KEY_PATTERN, "idempotencyKey must be 16 to 100 letters, digits, - or _")
  .optional();
