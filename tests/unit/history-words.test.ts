/**
 * The reasons the system writes in an order's history are kept keyed and said in the reader's language
 * (lib/orders/history-words.ts, issue 66); what a person typed stays as typed; entries from before the keys are read
 * back by their English.
 */
import { describe, expect, it } from "vitest";
import ta from "@/messages/ta.json";
import en from "@/messages/en.json";
import { allPassedSaid, cancelReasonIn, customerCancelledSaid, firstPieceSaid, keptReason, reasonIn } from "@/lib/orders/history-words";

const cutting = { name: "Cutting", nameTamil: "கட்டிங்" };
const stations = [cutting];

describe("a history reason", () => {
  it("the scan's reasons are stored with their English and said in Tamil on a Tamil page, the station by its Tamil name", () => {
    const first = keptReason(firstPieceSaid(cutting));
    expect(first.reason).toBe("First piece scanned at cutting");
    expect(first.said).toEqual({ key: "historyFirstPiece", values: { station: { en: "cutting", ta: "கட்டிங்" } } });
    expect(reasonIn(first, "ta")).toBe(ta.Said.historyFirstPiece.replace("{station}", "கட்டிங்"));
    expect(reasonIn(first, "en")).toBe("First piece scanned at cutting");
    expect(reasonIn(keptReason(allPassedSaid()), "ta")).toBe(ta.Said.historyAllPassed);
    expect(en.Said.historyAllPassed).toBe(keptReason(allPassedSaid()).reason);
  });

  it("a reason someone typed stays as typed; one stored before the keys is read back by its English", () => {
    expect(reasonIn({ reason: "Customer moved house" }, "ta")).toBe("Customer moved house");
    expect(reasonIn({ reason: "First piece scanned at cutting" }, "ta", stations)).toBe(ta.Said.historyFirstPiece.replace("{station}", "கட்டிங்"));
    expect(reasonIn({ reason: "Every piece has passed its last station" }, "ta")).toBe(ta.Said.historyAllPassed);
    // A station no longer in the list keeps its stored name.
    expect(reasonIn({ reason: "First piece scanned at sanding" }, "ta", stations)).toBe(ta.Said.historyFirstPiece.replace("{station}", "sanding"));
  });

  it("a cancelled order's reason: the customer's own cancel in the reader's language, staff's as typed", () => {
    const own = keptReason(customerCancelledSaid());
    const history = [{ kind: "status", status: "cancelled", ...own }];
    expect(cancelReasonIn({ cancelReason: own.reason, history }, "ta")).toBe(ta.Said.historyCustomerCancelled);
    expect(cancelReasonIn({ cancelReason: own.reason, history }, "en")).toBe("Cancelled by the customer.");
    const typed = [{ kind: "status", status: "cancelled", reason: "Boards not available" }];
    expect(cancelReasonIn({ cancelReason: "Boards not available", history: typed }, "ta")).toBe("Boards not available");
  });
});
