/** Random optimiser inputs for the property tests: one sheet size, or a rack of several. */
import fc from "fast-check";
import type { PlanInput, StockPlanInput, StockSpec } from "@/lib/cutting/engine/types";

/** Sizes in mm with at most one decimal, as the API allows. */
export const mm = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((v) => v / 10);

/** One sheet size; mostly parts that fit, now and then one that cannot (to exercise `unplaced`). */
export const sheetInstance: fc.Arbitrary<PlanInput> = fc
  .record({
    length: mm(300, 3660),
    width: mm(200, 1830),
    trim: fc.oneof(fc.constant(0), fc.constant(10), mm(0, 40)),
    kerf: fc.oneof(fc.constant(0), fc.constant(4), mm(0, 8)),
  })
  .chain(({ length, width, trim, kerf }) =>
    fc.record({
      sheet: fc.constant({ length, width, trim }),
      kerf: fc.constant(kerf),
      parts: fc.array(
        fc.record({
          name: fc.constantFrom("Side", "Shelf", "Door", "Back", "Top"),
          length: fc.oneof({ weight: 9, arbitrary: mm(1, length) }, { weight: 1, arbitrary: mm(1, 4000) }),
          width: fc.oneof({ weight: 9, arbitrary: mm(1, width) }, { weight: 1, arbitrary: mm(1, 2000) }),
          quantity: fc.integer({ min: 1, max: 6 }),
          grain: fc.boolean(),
        }),
        { minLength: 0, maxLength: 12 },
      ),
    }),
  );

const row: fc.Arbitrary<StockSpec> = fc.record({
  label: fc.constantFrom("8x4", "7x4", "6x4", "8x3", "Offcut"),
  length: mm(400, 3660),
  width: mm(300, 1830),
  trim: fc.oneof(fc.constant(0), fc.constant(10), mm(0, 20)),
  price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400_000 })),
  quantity: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 3 })),
});

/** A rack of one to five rows, free and limited ones among them. */
export const stockInstance: fc.Arbitrary<StockPlanInput> = fc.record({
  stock: fc.array(row, { minLength: 1, maxLength: 5 }),
  kerf: fc.oneof(fc.constant(0), fc.constant(4), mm(0, 6)),
  parts: fc.array(
    fc.record({
      name: fc.constantFrom("Side", "Shelf", "Door", "Back", "Top"),
      length: fc.oneof({ weight: 9, arbitrary: mm(50, 2000) }, { weight: 1, arbitrary: mm(1, 4000) }),
      width: fc.oneof({ weight: 9, arbitrary: mm(50, 900) }, { weight: 1, arbitrary: mm(1, 2000) }),
      quantity: fc.integer({ min: 1, max: 6 }),
      grain: fc.boolean(),
    }),
    { minLength: 0, maxLength: 10 },
  ),
});
