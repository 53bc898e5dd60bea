/** Dates in the page's language (lib/format/date.ts): India's time, English short months, Tamil whole month names. */
import { describe, expect, it } from "vitest";
import { formatDay, formatDate, formatWhen } from "@/lib/format/date";

describe("dates", () => {
  // 18:45 UTC on 3 March is 00:15 on 4 March in India: the day is India's.
  const late = "2026-03-03T18:45:00Z";

  it("are India's day, in English as before", () => {
    expect(formatDate(late)).toBe("4 Mar 2026");
    expect(formatWhen(late)).toMatch(/^4 Mar 2026, 12:15 am$/i);
    expect(formatDay("2026-11-25")).toBe("25 Nov 2026");
  });

  it("have the Tamil month names, whole, with the digits as they are", () => {
    expect(formatDate(late, "ta")).toBe("4 மார்ச், 2026");
    expect(formatDay("2026-11-25", "ta")).toBe("25 நவம்பர், 2026");
    expect(formatDay("2026-01-09", "ta")).toBe("9 ஜனவரி, 2026");
    expect(formatWhen(late, "ta")).toContain("4 மார்ச், 2026");
    expect(formatWhen(late, "ta")).toContain("12:15");
  });

  it("leave what is not a date as it was, or empty", () => {
    expect(formatDay("soon", "ta")).toBe("soon");
    expect(formatDate("not a date", "ta")).toBe("");
  });
});
