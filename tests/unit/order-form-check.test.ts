/**
 * What the order form checks before it sends or queues (lib/orders/form-check.ts), and how each problem reads in
 * both languages: a missing required-by day has its own sentence, not "{field} is required" filled with the label
 * (Tamil review 2, item 4: the echo "தேவைப்படும் நாள் தேவை").
 */
import { describe, expect, it } from "vitest";
import en from "@/messages/islands/en/order.json";
import ta from "@/messages/islands/ta/order.json";
import { orderFormProblems } from "@/lib/orders/form-check";

const today = "2026-12-04";
const last = "2027-12-04";
const base = { fulfilment: "pickup" as const, requiredBy: "2026-12-10" };

describe("order form problems", () => {
  it("passes a complete pickup order", () => {
    expect(orderFormProblems(base, today, last)).toEqual({});
  });
  it("names a missing day with its own problem", () => {
    expect(orderFormProblems({ ...base, requiredBy: "" }, today, last)).toEqual({ requiredBy: "requiredDay" });
    expect(orderFormProblems({ ...base, requiredBy: "2026-12-03" }, today, last)).toEqual({ requiredBy: "pastDate" });
    expect(orderFormProblems({ ...base, requiredBy: "2027-12-05" }, today, last)).toEqual({ requiredBy: "farDate" });
  });
  it("checks a guest and a delivery", () => {
    const p = orderFormProblems(
      { ...base, fulfilment: "delivery", deliveryAddress: " ", deliveryPincode: "041021", guest: { name: "", phone: "12", email: "x@" } },
      today,
      last,
    );
    expect(p).toEqual({
      "guest.name": "required",
      "guest.phone": "phone",
      "guest.email": "email",
      deliveryAddress: "required",
      deliveryPincode: "pincode",
    });
  });
  it("has a sentence for every problem in both languages, and the day's reads without the label", () => {
    for (const m of [en, ta]) {
      for (const k of ["required", "requiredDay", "phone", "email", "pincode", "pastDate", "farDate"]) {
        expect((m.form.problems as Record<string, string>)[k], k).toBeTruthy();
      }
      expect(m.form.problems.requiredDay).not.toContain("{field}");
    }
    expect(ta.form.problems.requiredDay).not.toContain(ta.form.requiredBy);
  });
});
