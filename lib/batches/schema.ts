/** POST /api/admin/batches: the orders to cut together, by reference (client-safe, shared with the console). */
import { z } from "@/lib/validation/z";
import { submissionKeyField } from "@/lib/validation/idempotency";

export const batchCreateSchema = z.strictObject({
  orders: z
    .array(z.string({ error: "An order reference must be text" }).trim().max(20, "Not an order reference"), {
      error: "Orders must be a list of references",
    })
    .min(2, "Choose at least 2 orders")
    .max(30, "At most 30 orders in one batch"),
  idempotencyKey: submissionKeyField,
});
export type BatchCreateInput = z.infer<typeof batchCreateSchema>;
