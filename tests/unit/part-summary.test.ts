/** A part's one-line summary on its collapsed phone card (issue 38, item 12), in both languages. */
import { describe, expect, it } from "vitest";
import { partSummary } from "@/lib/cutting/list/part-summary";
import { SEED_CATALOG } from "@/lib/cutting/list/materials";
import en from "@/messages/islands/en/cutlist.json";
import ta from "@/messages/islands/ta/cutlist.json";
import { messagesIn } from "@/lib/i18n/server-messages";
import type { CutListRow } from "@/lib/cutting/list/types";

const row: Pick<CutListRow, "material" | "grain" | "run" | "edges" | "holes" | "note"> = {
  material: SEED_CATALOG.materials[0].id,
  grain: true,
  run: " A ",
  edges: { l1: 0.8, l2: 0.8, w1: null, w2: 2 },
  holes: { hingeCups: 2, otherHoles: 0 },
  note: "",
};

describe("part summary", () => {
  it("names the board, grain, run, bands and holes in one line", () => {
    expect(partSummary(row, SEED_CATALOG, en.row.summary, messagesIn("en"))).toBe(
      `${SEED_CATALOG.materials[0].label} · grain ↕ · run A · band L1 L2 0.8 mm, W2 2 mm · 2 hinge cups`,
    );
  });

  it("says when a part has no band, and reads holes from an older list's note", () => {
    const plain = { ...row, grain: false, run: "", edges: { l1: null, l2: null, w1: null, w2: null }, holes: undefined, note: "4 holes" };
    expect(partSummary(plain, SEED_CATALOG, en.row.summary, messagesIn("en"))).toMatch(/ · no band · 4 other holes$/);
  });

  it("is Tamil on a Tamil page", () => {
    const line = partSummary(row, SEED_CATALOG, ta.row.summary, messagesIn("ta"));
    expect(line).toContain("கிரெயின் ↕ · கிரெயின் வரிசை A · பேண்டு L1 L2 0.8 mm, W2 2 mm");
    expect(line).not.toContain("hinge");
  });
});
