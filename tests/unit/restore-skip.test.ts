/** The numbers a restore skips (lib/numbering/skip.ts). */
import { describe, expect, it } from "vitest";

describe("the numbers a restore skips (probe 6, L-3)", () => {
  it("orders jump to the next round hundred at least twenty ahead; papers and batches skip their few", async () => {
    const { skipTo, SKIP_AFTER_RESTORE } = await import("@/lib/numbering/skip");
    expect(skipTo("order", 1120)).toBe(1200);
    expect(skipTo("order", 1180)).toBe(1200);
    expect(skipTo("order", 1181)).toBe(1300);
    expect(skipTo("order", 0)).toBe(100);
    for (let seq = 0; seq < 1000; seq += 7) {
      expect(skipTo("order", seq) - seq).toBeGreaterThanOrEqual(SKIP_AFTER_RESTORE.order);
      expect(skipTo("order", seq) % 100).toBe(0);
    }
    expect(skipTo("invoice", 41)).toBe(41 + SKIP_AFTER_RESTORE.invoice);
  });
});
