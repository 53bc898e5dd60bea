import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fromOrder, isDue, isExpired, keepUntil, passExpired, shelfLabel, SHELF_NOTICE_DAYS } from "@/lib/rack/shelf";
import type { StoredOffcut } from "@/models/OffcutStore";

const DAY = 86_400_000;
const now = new Date("2026-11-29T06:00:00Z");
const owner = { id: "64b0c0ffee0000000000abcd", name: "Asha Interiors", email: "asha@example.com", phone: "+91 98430 11111" };
const piece = (daysAgo: number, over: Partial<StoredOffcut> = {}): StoredOffcut => ({
  id: "K7Q2M",
  material: "hdhmr-18",
  length: 1900,
  width: 1200,
  pricePaise: 0,
  status: "stored",
  order: "",
  from: "KPW-2026-0042/3/1",
  note: "",
  addedAt: new Date(now.getTime() - daysAgo * DAY),
  addedBy: "Counter",
  owner,
  toldAt: null,
  passed: null,
  ...over,
});

describe("the customer's shelf (issue 54)", () => {
  it("keeps a piece for the keeping days from the day it was shelved", () => {
    expect(keepUntil("2026-11-01T10:00:00Z", 90).toISOString()).toBe("2027-01-30T10:00:00.000Z");
  });

  it("is due within the notice week, expired once the days are up, and never for the workshop's own or a reserved piece", () => {
    expect(isDue(piece(90 - SHELF_NOTICE_DAYS - 1), 90, now)).toBe(false);
    expect(isDue(piece(90 - SHELF_NOTICE_DAYS), 90, now)).toBe(true);
    expect(isDue(piece(89), 90, now)).toBe(true);
    expect(isExpired(piece(89), 90, now)).toBe(false);
    expect(isExpired(piece(90), 90, now)).toBe(true);
    expect(isDue(piece(90), 90, now)).toBe(false);
    expect(isExpired(piece(200, { owner: null }), 90, now)).toBe(false);
    expect(isExpired(piece(200, { status: "reserved", order: "KPW-2026-0050" }), 90, now)).toBe(false);
  });

  it("passes expired pieces to the workshop, recording whose they were and when their time ended; the rest stay as they are", () => {
    const pieces = [piece(95, { id: "AAAAA" }), piece(10, { id: "BBBBB" }), piece(120, { id: "CCCCC", owner: null })];
    const passed = passExpired(pieces, 90, now);
    expect(passed.map((p) => p.id)).toEqual(["AAAAA"]);
    expect(pieces[0]).toMatchObject({
      owner: null,
      toldAt: null,
      passed: { from: "Asha Interiors <asha@example.com>", at: keepUntil(pieces[0].addedAt, 90) },
    });
    expect(pieces[1].owner).toEqual(owner);
    expect(pieces[2].passed).toBeNull();
  });

  it("never passes a piece before its time nor keeps one after it, whatever the days", () => {
    fc.assert(
      fc.property(fc.integer({ min: 14, max: 365 }), fc.integer({ min: 0, max: 800 }), (days, ago) => {
        const pieces = [piece(ago)];
        const passed = passExpired(pieces, days, now).length === 1;
        expect(passed).toBe(ago >= days);
        expect(pieces[0].owner === null).toBe(ago >= days);
      }),
    );
  });

  it("names the piece as the customer reads it, with the order it was left over from", () => {
    expect(shelfLabel(1900, 1200, "KPW-2026-0042/3/1")).toBe("Your piece at the workshop, 1,900 × 1,200 mm, from KPW-2026-0042");
    expect(shelfLabel(800, 600, "")).toBe("Your piece at the workshop, 800 × 600 mm");
    expect(fromOrder("B-2026-0003/2/1")).toBe("B-2026-0003");
  });
});

describe("the shelf's words in Tamil", () => {
  it("an estimate's line and its saving (as stored before they were keyed too), the order's refusals", async () => {
    const { messagesIn } = await import("@/lib/i18n/server-messages");
    const { lineWords, remarkWords } = await import("@/lib/orders/estimate-words");
    const say = messagesIn("ta");
    expect(say(lineWords({ label: `${shelfLabel(1900, 1200, "KPW-2026-0042/3/1")}: 18 mm HDHMR` }))).toBe(
      "வொர்க்ஷாப்பில் உள்ள உங்கள் மீதித் துண்டு, 1,900 × 1,200 mm, KPW-2026-0042 ஆர்டரில் மீந்தது: 18 mm HDHMR",
    );
    expect(say(lineWords({ label: `${shelfLabel(800, 600, "")}: 18 mm HDHMR` }))).toBe("வொர்க்ஷாப்பில் உள்ள உங்கள் மீதித் துண்டு, 800 × 600 mm: 18 mm HDHMR");
    const remarks = ["Your pieces at the workshop save ₹2,832.00 against the same parts on the workshop's boards."];
    expect(say(remarkWords({ remarks })[0])).toContain("₹2,832.00 மிச்சம்");
    // Said with GST and before it since issue 65, so that it agrees with the plan's own line (before GST).
    const withGst = ["Your pieces at the workshop save ₹2,832.00 with GST (₹2,400.00 before GST) against the same parts on the workshop's boards."];
    expect(say(remarkWords({ remarks: withGst })[0])).toBe(
      "வொர்க்ஷாப்பில் உள்ள உங்கள் மீதித் துண்டுகளால் GST உட்பட ₹2,832.00 மிச்சம் (GST இல்லாமல் ₹2,400.00), அதே பாகங்களை வொர்க்ஷாப்பின் போர்டுகளில் வெட்டுவதோடு ஒப்பிட்டால்.",
    );
    const { refusalText } = await import("@/lib/i18n/refusal-text");
    expect(refusalText({ key: "piecesDealtWith", values: { ref: "KPW-2026-0042" } }, "ta")).toBe(
      "KPW-2026-0042 ஆர்டர் முடிந்துவிட்டது: அதன் மீதித் துண்டுகள் பற்றி ஏற்கெனவே முடிவாகிவிட்டது.",
    );
  });
});

describe("the workshop's papers name a shelf piece as the customer's board", () => {
  it("the drawing's sheet (the stock's label) says whose board it is; any other board keeps its own name", async () => {
    const { inputFor } = await import("@/lib/cutting/list/plan-inputs");
    const input = inputFor(
      [
        {
          kind: "offcut",
          label: shelfLabel(1900, 1200, ""),
          length: 1900,
          width: 1200,
          pricePaise: 0,
          quantity: 1,
          offcut: "K7Q2M",
          shelf: { owner: "Asha Interiors" },
        },
        { kind: "board", label: "8 × 4 ft", length: 2440, width: 1220, pricePaise: 2_800_00, quantity: null },
      ],
      { saw: { kerf: 4, trim: 10 } },
      [],
    );
    expect("stock" in input && input.stock.map((s) => s.label)).toEqual(["Asha Interiors's board K7Q2M (1900 x 1200 mm)", "8 × 4 ft"]);
  });
});
