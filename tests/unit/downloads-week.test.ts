import { describe, expect, it } from "vitest";
import { recentWeeks, weekStart } from "@/lib/downloads/week";
import { detectImageType } from "@/lib/services/images";

describe("weekStart", () => {
  it("is the Monday (UTC) of the ISO week", () => {
    expect(weekStart(new Date("2025-03-05T10:00:00Z"))).toBe("2025-03-03"); // Wednesday
    expect(weekStart(new Date("2025-03-03T00:00:00Z"))).toBe("2025-03-03"); // Monday
    expect(weekStart(new Date("2025-03-09T23:59:59Z"))).toBe("2025-03-03"); // Sunday
    expect(weekStart(new Date("2025-01-01T12:00:00Z"))).toBe("2024-12-30"); // across a year
  });
  it("lists recent weeks newest first", () => {
    expect(recentWeeks(3, new Date("2025-03-05T10:00:00Z"))).toEqual(["2025-03-03", "2025-02-24", "2025-02-17"]);
  });
});

describe("detectImageType", () => {
  it("reads magic bytes, not names", () => {
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(detectImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(detectImageType(new TextEncoder().encode("GIF89a..."))).toBeNull();
    expect(detectImageType(new TextEncoder().encode("<svg xmlns="))).toBeNull();
  });
});
