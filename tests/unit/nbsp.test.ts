import { describe, expect, it } from "vitest";
import { formatSizeMm, keepUnitsTogether, NBSP, unitParts } from "../../lib/text/nbsp";

const show = (s: string) => s.replaceAll(NBSP, "~");

describe("keepUnitsTogether", () => {
  it("binds numbers to their units", () => {
    expect(show(keepUnitsTogether("Cutting to ±0.5 mm with a scoring blade"))).toBe("Cutting to ±0.5~mm with a scoring blade");
    expect(show(keepUnitsTogether("Ø35 mm hinge cups"))).toBe("Ø35~mm hinge cups");
    expect(show(keepUnitsTogether("bands from 0.45–2 mm thick"))).toBe("bands from 0.45–2~mm thick");
    expect(show(keepUnitsTogether("usually 8 × 4 ft / 2440 × 1220 mm"))).toBe("usually 8~×~4~ft / 2440~×~1220~mm");
    expect(show(keepUnitsTogether("in 1 to 2 working days"))).toBe("in 1 to 2~working days");
    expect(show(keepUnitsTogether("Ø35 mm hinge cups, System-32 lines"))).toBe("Ø35~mm hinge cups, System-32~lines");
  });

  it("leaves words that merely start like a unit alone", () => {
    expect(show(keepUnitsTogether("12 months of work, 3 marbles"))).toBe("12 months of work, 3 marbles");
    expect(show(keepUnitsTogether("since 2009 in Coimbatore"))).toBe("since 2009 in Coimbatore");
  });

  it("is idempotent", () => {
    const once = keepUnitsTogether("System-32 lines, 5 mm holes, 32 mm apart, 8 × 4 ft");
    expect(keepUnitsTogether(once)).toBe(once);
  });
});

describe("unitParts", () => {
  it("marks hyphenated and ranged figures, with their units, as not to wrap", () => {
    const parts = unitParts("Ø35 mm hinge cups, System-32 lines and 0.45–2 mm bands in 1–2 days");
    expect(parts.filter((p) => p.nowrap).map((p) => show(p.text))).toEqual(["System-32~lines", "0.45–2~mm", "1–2~days"]);
    // Nothing is lost or reordered.
    expect(parts.map((p) => p.text).join("")).toBe(keepUnitsTogether("Ø35 mm hinge cups, System-32 lines and 0.45–2 mm bands in 1–2 days"));
  });

  it("leaves hyphenated words without figures alone", () => {
    expect(unitParts("hot-melt glue, pre-milling").every((p) => !p.nowrap)).toBe(true);
  });
});

describe("formatSizeMm", () => {
  it("writes L × W mm on one line", () => {
    expect(show(formatSizeMm(2440, 1220))).toBe("2440~×~1220~mm");
  });
});
