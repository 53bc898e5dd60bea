import { describe, expect, it } from "vitest";
import { fill } from "@/lib/i18n/template";
import { orderWords } from "@/lib/i18n/islands/order";
import { groupedOffcuts, type PlanOffcut } from "@/lib/rack/plan-offcuts";

const piece = (over: Partial<PlanOffcut>): PlanOffcut => ({
  material: "ply-6",
  materialLabel: "6 mm plywood",
  sheet: 11,
  index: 1,
  materialSheet: 1,
  length: 720,
  width: 332,
  ...over,
});

describe("the pieces an order leaves, as its customer reads them (walk C9)", () => {
  it("alike pieces once, with how many and the material's own sheet numbers (as the plan's drawings name them)", () => {
    const groups = groupedOffcuts([
      piece({ sheet: 11, materialSheet: 1 }),
      piece({ sheet: 12, materialSheet: 2, length: 332, width: 720 }),
      piece({ material: "hdhmr-18", materialLabel: "18 mm HDHMR", sheet: 7, materialSheet: 1, length: 1200, width: 320 }),
    ]);
    expect(groups.map((g) => [g.piece.material, g.count, g.sheets])).toEqual([
      ["ply-6", 2, [1, 2]],
      ["hdhmr-18", 1, [1]],
    ]);
    const say = (locale: "en" | "ta", g: (typeof groups)[number]) =>
      fill(
        orderWords(locale).leftovers.piece,
        {
          count: g.count,
          length: String(g.piece.length),
          width: String(g.piece.width),
          material: g.piece.materialLabel,
          sheets: g.sheets.length,
          list: g.sheets.join(", "),
        },
        locale,
      );
    expect(say("en", groups[0])).toBe("2 × 720 × 332 mm, 6 mm plywood: sheets 1, 2");
    expect(say("en", groups[1])).toBe("1200 × 320 mm, 18 mm HDHMR: sheet 1");
    expect(say("ta", groups[0])).toBe("2 × 720 × 332 mm, 6 mm plywood: ஷீட் 1, 2");
  });
});
