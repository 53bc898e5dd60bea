/**
 * The fields a check names in its words ("Length must be more than 0 mm"), each said by the `fieldName` select of the
 * `Refusals` namespace in the answer's language: one source for a field's name on the server and on the phone.
 * tests/unit/refusals.test.ts says every one in both languages (none falls to the select's "This field").
 */
import { refusal, refusalInZod, type Refusal, type RefusalKey, type RefusalValue } from "./refusal";

export const FIELDS = [
  "name",
  "email",
  "phone",
  "password",
  "currentPassword",
  "message",
  "page",
  "service",
  "note",
  "notes",
  "length",
  "width",
  "quantity",
  "kerf",
  "trim",
  "sheetLength",
  "sheetWidth",
  "hingeCups",
  "otherHoles",
  "count",
  "l1",
  "l2",
  "w1",
  "w2",
  "grain",
  "grainRun",
  "id",
  "deliveryAddress",
  "site",
  "reason",
  "billingName",
  "billingAddress",
  "businessName",
  "shortName",
  "street",
  "streetTamil",
  "terms",
  "termsTamil",
  "legalName",
  "payeeName",
  "title",
  "description",
  "titleTamil",
  "descriptionTamil",
  "caption",
  "captionTamil",
  "stationNameTamil",
  "doneWord",
  "doneWordTamil",
] as const;
export type Field = (typeof FIELDS)[number];

/** The field's name, as a value of a check's words. */
export const fieldLabel = (field: Field): Refusal => refusal("fieldName", { field });

/** A field's check as a zod message: `checkInZod("fieldRequired", "length")`, `checkInZod("fieldAtMostMm", "kerf", { n: 20 })`. */
export const checkInZod = (key: RefusalKey, field: Field, values: Record<string, RefusalValue> = {}): string =>
  refusalInZod(key, { label: fieldLabel(field), ...values });
