/**
 * The vocabulary (issue 66): the words and stored shapes that models/ and lib/ share, below both. Where lib/ keeps a
 * fuller list or a schema beside a shape, the two are held together here.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { businessSchema } from "@/lib/business/fields";
import { BUSINESS_EXAMPLE } from "@/lib/business/example";
import { PASTING_METHODS } from "@/lib/orders/tariff-items";
import type { Business } from "@/vocabulary/business";
import { PASTING_CHOICES, PASTING_METHOD_IDS } from "@/vocabulary/order";
import { codePointLength, maxChars } from "@/vocabulary/text-length";

describe("the vocabulary", () => {
  it("the business's schema gives the stored shape exactly (a type error otherwise), and the examples pass it", () => {
    expectTypeOf<z.output<typeof businessSchema>>().toEqualTypeOf<Business>();
    const parsed: Business = businessSchema.parse(BUSINESS_EXAMPLE);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(BUSINESS_EXAMPLE).sort());
  });

  it("every pasting method of the order has its one priced entry in the tariff, in the same order", () => {
    expect(PASTING_METHODS.map((m) => m.id)).toEqual([...PASTING_METHOD_IDS]);
    expect(PASTING_CHOICES).toEqual(["none", ...PASTING_METHOD_IDS]);
  });

  it("a length is counted in characters as a person counts them, on the models' side too", () => {
    expect(codePointLength("தமிழ்")).toBe(5);
    expect(codePointLength("👍🏽")).toBe(2);
    const rule = maxChars(3);
    expect(rule.validator("😀😀😀")).toBe(true);
    expect(rule.validator("abcd")).toBe(false);
    expect(rule.message).toBe("{PATH} must be at most 3 characters");
  });
});
