/** The floor's own history reasons, stored in English, said in the reader's language (lib/orders/history-words.ts). */
import { describe, expect, it } from "vitest";
import ta from "@/messages/islands/ta/order.json";
import { allPassedReason, firstPieceReason, historyReason } from "@/lib/orders/history-words";

const stations = [{ name: "Cutting", nameTamil: "கட்டிங்" }];

describe("a history reason", () => {
  it("the scan stores in English is said in Tamil on a Tamil page, the station by its Tamil name", () => {
    expect(firstPieceReason("Cutting")).toBe("First piece scanned at cutting");
    expect(historyReason(firstPieceReason("Cutting"), "ta", stations)).toBe(ta.history.firstPiece.replace("{station}", "கட்டிங்"));
    expect(historyReason(allPassedReason(), "ta")).toBe(ta.history.allPassed);
    // English stays as stored; a reason someone typed stays as typed; a station no longer in the list keeps its stored name.
    expect(historyReason("First piece scanned at cutting", "en", stations)).toBe("First piece scanned at cutting");
    expect(historyReason("Customer moved house", "ta")).toBe("Customer moved house");
    expect(historyReason("First piece scanned at sanding", "ta", stations)).toBe(ta.history.firstPiece.replace("{station}", "sanding"));
  });
});
