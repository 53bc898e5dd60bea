import { describe, expect, it } from "vitest";
import { planCuts } from "@/lib/cutting/engine";
import type { Plan, PlanInput } from "@/lib/cutting/engine/types";
import { verifyPlan } from "@/lib/cutting/engine/verify";

// Four grain-locked sides in a 2 × 2 block: trims, two cross-cuts, then rips within the strips.
const input: PlanInput = {
  sheet: { length: 2440, width: 1220, trim: 10 },
  kerf: 4,
  parts: [{ name: "Side", length: 720, width: 560, quantity: 4, grain: true }],
};
const good: Plan = planCuts(input, { timeLimitMs: 50 });

function edited(edit: (p: Plan) => void): string {
  const p = structuredClone(good);
  edit(p);
  return verifyPlan(input, p).join("\n");
}

describe("verifyPlan: the cut sequence", () => {
  it("accepts the optimiser's sequence: trims, then stage by stage", () => {
    expect(verifyPlan(input, good)).toEqual([]);
    expect(good.sheets[0].cuts.slice(0, 4).map((c) => c.kind)).toEqual(["trim", "trim", "trim", "trim"]);
  });

  it("rejects a cut that stops half-way across its piece (a beam saw cuts edge to edge)", () => {
    const msg = edited((p) => {
      const cut = p.sheets[0].cuts.find((c) => c.stage === 1)!;
      if (cut.kind === "crosscut") cut.y2 = 600;
      else cut.x2 = 1200;
    });
    expect(msg).toMatch(/does not run edge to edge/);
  });

  it("rejects a strip's cut listed before the cut that makes the strip", () => {
    const msg = edited((p) => {
      const cuts = p.sheets[0].cuts;
      const first = cuts.findIndex((c) => c.stage === 1);
      const second = cuts.findIndex((c) => c.stage === 2);
      [cuts[first], cuts[second]] = [cuts[second], cuts[first]];
      cuts.forEach((c, i) => (c.seq = i + 1));
    });
    expect(msg).toMatch(/does not run edge to edge/);
  });

  it("rejects a plan whose cuts leave two parts in one piece", () => {
    const msg = edited((p) => {
      p.sheets[0].cuts = p.sheets[0].cuts.filter((c) => c.stage !== 2).map((c, i) => ({ ...c, seq: i + 1 }));
      p.summary.cuts = p.sheets[0].cuts.length;
    });
    expect(msg).toMatch(/shares a piece with another part/);
  });

  it("rejects a cut numbered out of order and a summary that miscounts the cuts", () => {
    expect(edited((p) => (p.sheets[0].cuts[1].seq = 7))).toMatch(/cut 7 is out of sequence/);
    expect(edited((p) => (p.summary.cuts += 1))).toMatch(/summary.cuts/);
  });

  it("rejects a cut whose blade, though its centre line misses the parts, eats into one", () => {
    const msg = edited((p) => {
      const cut = p.sheets[0].cuts.find((c) => c.stage === 2)!;
      // Half a kerf nearer the part before it: the centre line still runs in the gap.
      if (cut.kind === "rip") cut.y1 = cut.y2 = cut.y1 - 1;
      else cut.x1 = cut.x2 = cut.x1 - 1;
    });
    expect(msg).toMatch(/runs through a part \(its blade included\)/);
  });

  it("rejects a cut named for the wrong direction", () => {
    expect(edited((p) => (p.sheets[0].cuts.find((c) => c.kind === "rip")!.kind = "crosscut"))).toMatch(/runs the other way/);
  });
});
