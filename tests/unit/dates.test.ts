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

describe("a Tamil time (walk 6, K12)", () => {
  it("says the part of the day before the hour, in Tamil letters, never AM or PM", async () => {
    const { formatWhen } = await import("@/lib/format/date");
    const ta = (await import("@/messages/islands/ta/clock.json")).default;
    // India's time: 09:15Z is 2:45 in the afternoon, 20:27Z 1:57 at night the next day.
    expect(formatWhen("2026-11-25T09:15:00Z", "ta")).toBe(`25 நவம்பர், 2026 ${ta.on} ${ta.dayParts.afternoon} 2:45`);
    expect(formatWhen("2026-11-25T20:27:00Z", "ta")).toBe(`26 நவம்பர், 2026 ${ta.on} ${ta.dayParts.night} 1:57`);
    expect(formatWhen("2026-11-25T02:05:00Z", "ta")).toContain(`${ta.dayParts.morning} 7:35`);
    expect(formatWhen("2026-11-25T11:00:00Z", "ta")).toContain(`${ta.dayParts.evening} 4:30`);
    for (let h = 0; h < 24; h++) expect(formatWhen(new Date(Date.UTC(2026, 10, 25, h, 0)), "ta")).not.toMatch(/AM|PM/i);
    expect(formatWhen("2026-11-25T09:15:00Z", "en")).toBe("25 Nov 2026, 02:45 pm");
    expect(formatWhen("nonsense", "ta")).toBe("");
  });
});
