/**
 * Order and estimate schemas, shared by the API and the order form (client-safe).
 * The cut list itself is checked by the same schema as the plan API.
 */
import { z } from "@/lib/validation/z";
import { BOARDS_BY, FULFILMENTS, LEFTOVER_CHOICES, PASTING_CHOICES } from "@/vocabulary/order";
import { indiaToday } from "./reference";
import { ORDER_STATUSES } from "./status";
import { MAX_PRICE_PAISE } from "@/lib/format/money";
import { PINCODE } from "@/lib/text/contact-rules";
import { cutListSchema } from "@/lib/cutting/list/schema";
import { claimedPlansField } from "@/lib/cutting/schema";
import { limitField, pageField, pagingSchema } from "@/lib/validation/paging";
import { personText } from "@/lib/validation/person-text";
import { emailField, nameField, phoneField } from "@/lib/validation/user";
import { billingSchema } from "@/lib/orders/billing";
import type { Field } from "@/lib/i18n/field";
import { refusalInZod } from "@/lib/i18n/refusal";

const text = (label: Field, max: number) => personText(label, max, { multiline: true, printed: true });

export { ORDER_REQUEST_MAX_BYTES } from "../cutting/list/request-size";

export const boardsByField = z.enum(BOARDS_BY, { error: refusalInZod("boardsByChoice") });
export const pastingField = z.enum(PASTING_CHOICES, { error: `Pasting must be one of: ${PASTING_CHOICES.join(", ")}` });
export const fulfilmentField = z.enum(FULFILMENTS, { error: refusalInZod("chooseFulfilment") });

/** A date in India, today or later, at most a year ahead. */
export const requiredByField = z
  .string({ error: (i) => refusalInZod(i.input === undefined ? "requiredByMissing" : "requiredByNotDate") })
  .regex(/^\d{4}-\d{2}-\d{2}$/, refusalInZod("requiredByFormat"))
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    refusalInZod("requiredByNotReal"),
  )
  .refine((v) => v >= indiaToday(), refusalInZod("requiredByPast"))
  .refine((v) => v <= indiaToday(new Date(Date.now() + 366 * 86_400_000)), refusalInZod("requiredByWithinYear"));

export const idempotencyKeyField = z
  .string({ error: "idempotencyKey is required (any unique string per order, e.g. a UUID)" })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, "idempotencyKey must be 16 to 100 letters, digits, - or _");

export const guestSchema = z.strictObject({
  name: nameField,
  phone: phoneField,
  email: z.union([z.literal(""), emailField]).optional(),
});

export const estimateRequestSchema = z.strictObject({
  cutList: cutListSchema,
  boardsBy: boardsByField,
  pasting: pastingField.default("none"),
  /** The page's own plans of the list (optional): the estimate is for them when they hold up, else for the server's. */
  plans: claimedPlansField.optional(),
});
export type EstimateRequest = z.infer<typeof estimateRequestSchema>;

export const orderCreateSchema = z
  .strictObject({
    idempotencyKey: idempotencyKeyField,
    cutList: cutListSchema,
    boardsBy: boardsByField,
    pasting: pastingField.default("none"),
    /** As in the estimate: the order keeps the page's plans when they hold up. */
    plans: claimedPlansField.optional(),
    fulfilment: fulfilmentField,
    deliveryAddress: z.optional(text("deliveryAddress", 500)),
    /** The delivery's PIN code (issue 54): where the goods go, for the e-way bill. */
    deliveryPincode: z.optional(
      z
        .string({ error: refusalInZod("pincodeText") })
        .trim()
        .regex(PINCODE, refusalInZod("pincodeFormat")),
    ),
    requiredBy: requiredByField,
    site: z.optional(text("site", 120)),
    notes: z.optional(text("notes", 2000)),
    /** Only for guests: a signed-in customer's contact comes from their account. */
    guest: guestSchema.optional(),
    /** Who the invoice is made out to (optional; can be given later, until the order is invoiced). */
    billing: billingSchema.optional(),
    /** The cut-list page's list it was placed from (issue 65): the same list placed again is answered with its order. */
    listId: z.optional(idempotencyKeyField),
    /** The same list is already an open order, and the customer wants it a second time (issue 65). */
    again: z.optional(z.boolean({ error: "again must be true or false" })),
  })
  .superRefine((v, ctx) => {
    if (v.fulfilment === "delivery" && !v.deliveryAddress?.trim()) {
      ctx.addIssue({ code: "custom", path: ["deliveryAddress"], message: refusalInZod("deliveryAddressNeeded") });
    }
    if (v.fulfilment === "delivery" && !v.deliveryPincode) {
      ctx.addIssue({ code: "custom", path: ["deliveryPincode"], message: refusalInZod("deliveryPincodeNeeded") });
    }
  });
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;

export const orderStatusField = z.enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(", ")}` });
export const confirmedPaiseField = z
  .number({ error: "Confirmed price must be a number of paise" })
  .int("Confirmed price must be a whole number of paise")
  .min(1, "Confirmed price must be more than ₹0")
  .max(MAX_PRICE_PAISE * 100, "Confirmed price is too large");

/** PUT /api/orders/{reference}/leftovers: what becomes of the pieces worth keeping its plan leaves (issue 54). */
export const leftoversSchema = z.strictObject({
  choice: z.enum(LEFTOVER_CHOICES, { error: refusalInZod("leftoverChoice") }),
});

/** PATCH /api/orders/{reference}: a status change (with price or reason), or a price edit. */
export const orderUpdateSchema = z
  .strictObject({
    status: orderStatusField.optional(),
    confirmedPaise: confirmedPaiseField.optional(),
    reason: z.optional(text("reason", 500)),
    billing: billingSchema.optional(),
    /** A later day the workshop promises it ready, with the reason (issue 70). */
    promisedOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Promised day must be a date (YYYY-MM-DD)")
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.confirmedPaise !== undefined || v.billing !== undefined || v.promisedOn !== undefined, {
    message: "Send a status, a confirmed price, billing details or a promised day",
    path: ["status"],
  });
export type OrderUpdateInput = z.infer<typeof orderUpdateSchema>;

const dayField = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`);

/** GET /api/orders (own orders). */
export const myOrdersQuerySchema = pagingSchema;

/** GET /api/admin/orders and its CSV export. */
export const adminOrdersQuerySchema = z.strictObject({
  status: z.union([orderStatusField, z.literal(""), z.literal("overdue")]).optional(),
  q: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  from: z.union([dayField("From"), z.literal("")]).optional(),
  to: z.union([dayField("To"), z.literal("")]).optional(),
  page: pageField.optional(),
  limit: limitField.optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
