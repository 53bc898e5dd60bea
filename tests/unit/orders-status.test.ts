import { describe, expect, it } from "vitest";
import { SEED_CATALOG } from "@/lib/cutting/list/materials";
import { chatWithCustomer, orderMessageToWorkshop, statusMessageToCustomer, whatsappDigitsFor } from "@/lib/orders/messages";
import { said } from "@/lib/i18n/refusal";

/** The business's short name the messages are signed with (the console's facts; the seed's here). */
const BUSINESS = "Kovai Panels";
import { bandingList, partLabels } from "@/lib/orders/pack";
import { formatOrderReference, indiaToday, orderYear, parseOrderReference, ORDER_REFERENCE_PATTERN } from "@/lib/orders/reference";
import { canMove, customerCanCancel, NEXT_STATUSES, ORDER_STATUSES } from "@/lib/orders/status";
import { neutraliseFormula } from "@/lib/util/csv";
import type { CutList, CutListRow } from "@/lib/cutting/list/types";
import { planByMaterial } from "@/lib/cutting/list/by-material";
import { cutRow } from "../fixtures/orders";

describe("order references", () => {
  it("pad to four digits and grow past 9999", () => {
    expect(formatOrderReference(2026, 42)).toBe("KPW-2026-0042");
    expect(formatOrderReference(2026, 12345)).toBe("KPW-2026-12345");
    expect(parseOrderReference("KPW-2026-0042")).toEqual({ year: 2026, seq: 42 });
    expect(ORDER_REFERENCE_PATTERN.test("KPW-2026-42")).toBe(false);
  });

  it("belong to the year in India: 31 Dec 19:00 UTC is already 1 January in Coimbatore", () => {
    expect(orderYear(new Date("2026-12-31T18:29:00Z"))).toBe(2026);
    expect(orderYear(new Date("2026-12-31T18:31:00Z"))).toBe(2027);
    expect(indiaToday(new Date("2026-11-22T19:00:00Z"))).toBe("2026-11-23");
  });
});

describe("status machine", () => {
  it("goes forward only; completed and cancelled are final; anything open can be cancelled", () => {
    expect(canMove("received", "confirmed")).toBe(true);
    expect(canMove("received", "in-production")).toBe(false);
    expect(canMove("confirmed", "received")).toBe(false);
    expect(canMove("in-production", "ready-for-pickup")).toBe(true);
    expect(canMove("in-production", "out-for-delivery")).toBe(true);
    expect(canMove("out-for-delivery", "completed")).toBe(true);
    for (const s of ORDER_STATUSES) {
      if (s === "completed" || s === "cancelled") expect(NEXT_STATUSES[s]).toEqual([]);
      else expect(canMove(s, "cancelled"), s).toBe(true);
    }
    expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual(["received"]);
  });
});

describe("WhatsApp links", () => {
  it("turn the ways Indians write a mobile number into wa.me digits", () => {
    expect(whatsappDigitsFor("98431 22334")).toBe("919843122334");
    expect(whatsappDigitsFor("09843122334")).toBe("919843122334");
    expect(whatsappDigitsFor("+91 98431-22334")).toBe("919843122334");
    expect(chatWithCustomer("98431 22334", "Ready & waiting")).toBe("https://wa.me/919843122334?text=Ready%20%26%20waiting");
  });
});

describe("workshop lists", () => {
  const list: CutList = {
    saw: { kerf: 4, trim: 10 },
    rows: [
      cutRow({ id: "a", edges: { l1: 2, l2: 2, w1: 0.8, w2: null } }),
      cutRow({ id: "b", name: "=cmd", material: "mdf-18", length: 400, width: 300, quantity: 1, grain: true }),
    ] as CutListRow[],
  };

  it("groups banding by thickness with running length per edge length", () => {
    const groups = bandingList(list);
    expect(groups.map((g) => g.thickness)).toEqual([0.8, 2]);
    expect(groups[1].items[0]).toMatchObject({ edges: ["L1", "L2"], edgeLength: 720, pieces: 4, totalMm: 2880 });
    expect(groups[0].totalMm).toBe(1120);
  });

  it("makes one label per piece, with the customer, its sheet and its boring", () => {
    const withHoles: CutList = { ...list, rows: [{ ...list.rows[0], note: "handle left", holes: { hingeCups: 2, otherHoles: 0 } }, list.rows[1]] };
    const plans = planByMaterial(withHoles, SEED_CATALOG, { budgetMs: 200 }).plans;
    const labels = partLabels({ reference: "KPW-2026-0001", customer: { name: "Asha Interiors" }, cutList: withHoles, plans });
    expect(labels).toHaveLength(3);
    expect(labels[0]).toMatchObject({
      copy: "1 of 2",
      banding: "L1 2, L2 2, W1 0.8",
      size: "720 × 560 mm",
      customer: "Asha Interiors",
      boring: "2 hinge cups",
      note: "handle left",
    });
    expect(labels[0].sheet).toMatch(/^Sheet [12] of 2$/);
    expect(labels[2]).toMatchObject({ copy: "", banding: "None", grain: true, boring: "", sheet: expect.stringMatching(/^Sheet [12] of 2$/) });
    expect(new Set(labels.map((l) => l.sheet))).toEqual(new Set(["Sheet 1 of 2", "Sheet 2 of 2"]));
    expect(neutraliseFormula(labels[2].name)).toBe("'=cmd");
  });
});

describe("the WhatsApp messages about an order, in the order's language", () => {
  const order = {
    reference: "KPW-2026-0042",
    status: "confirmed" as const,
    customer: { name: "முருகன் கே", phone: "+91 98431 22334", email: "" },
    cutList: { saw: { kerf: 4, trim: 10 }, rows: [cutRow({ quantity: 4 })] },
    plans: [],
    materials: {},
    estimate: { totalPaise: 5_754_39 } as never,
    confirmedPaise: 5_500_00,
    requiredBy: "2026-12-05",
    fulfilment: "pickup" as const,
    site: "",
    cancelReason: "",
    history: [],
    payment: { upiAmountPaise: 2_750_00, upiLink: "upi://pay?pa=kovai@okaxis&am=2750.00", balancePaise: 5_500_00 } as never,
  };

  it("the workshop writes to a customer who ordered from a Tamil page in Tamil; to the others in English", () => {
    const ta = statusMessageToCustomer(order, "https://x.example/ta/orders/KPW-2026-0042", "ta", BUSINESS);
    expect(ta).toContain("உங்கள் ஆர்டர் KPW-2026-0042 இப்போது: உறுதி செய்யப்பட்டது.");
    expect(ta).toContain("உறுதி செய்த விலை: ₹5,500.00, GST உட்பட.");
    expect(ta).toContain("விவரங்கள்: https://x.example/ta/orders/KPW-2026-0042");
    const en = statusMessageToCustomer(order, "https://x.example/orders/KPW-2026-0042", "en", BUSINESS);
    expect(en).toContain("Your order KPW-2026-0042 is now: Confirmed.");
    expect(en).toContain("Confirmed price: ₹5,500.00 incl. GST.");
  });

  it("gives the amount due now and the UPI link whenever something is due, in the order's language (issue 36)", () => {
    const en = statusMessageToCustomer(order, "u", "en", BUSINESS).split("\n");
    expect(en).toContain("Due now: ₹2,750.00.");
    expect(en).toContain("Pay by UPI: upi://pay?pa=kovai@okaxis&am=2750.00");
    const ta = statusMessageToCustomer(order, "u", "ta", BUSINESS).split("\n");
    expect(ta).toContain("இப்போது செலுத்த வேண்டியது: ₹2,750.00.");
    expect(ta).toContain("UPI-ல் செலுத்த: upi://pay?pa=kovai@okaxis&am=2750.00");
    // Nothing due (paid, or no UPI id saved yet): no line of it; a cancelled order asks for nothing.
    const paid = { ...order, payment: { upiAmountPaise: 0, upiLink: null, balancePaise: 0 } as never };
    expect(statusMessageToCustomer(paid, "u", "en", BUSINESS)).not.toContain("Due now");
    expect(statusMessageToCustomer({ ...order, status: "cancelled" as const }, "u", "en", BUSINESS)).not.toContain("Due now");
    const noUpi = { ...order, payment: { upiAmountPaise: 0, upiLink: null, balancePaise: 5_500_00 } as never };
    expect(statusMessageToCustomer(noUpi, "u", "en", BUSINESS)).toContain("Due now: ₹5,500.00.");
  });

  it("the customer's message to the workshop is in the page's language, with Tamil month names", () => {
    const ta = orderMessageToWorkshop(order, "https://x.example/ta/orders/KPW-2026-0042", "ta");
    expect(ta).toContain("ஆர்டர் KPW-2026-0042 (உறுதி செய்யப்பட்டது)");
    expect(ta).toContain("1 பாகம், 4 துண்டுகள்");
    expect(ta).toContain("தேவைப்படும் நாள் 5 டிசம்பர், 2026, பிக்கப்");
    expect(orderMessageToWorkshop(order, "u")).toContain("Required by 5 Dec 2026, pickup");
  });

  it("the customer's message gives every line, a count of sheets per material, and the link last", () => {
    const planned = {
      ...order,
      customer: { ...order.customer, name: "Murugan K" },
      site: "Saibaba Colony",
      fulfilment: "delivery" as const,
      materials: { a: "MDF 18 mm", b: "Plywood 12 mm" },
      plans: [
        { material: "a", plan: { sheets: [{}] } },
        { material: "b", plan: { sheets: [{}, {}] } },
      ] as never,
    };
    expect(orderMessageToWorkshop(planned, "https://x.example/orders/KPW-2026-0042").split("\n")).toEqual([
      "Order KPW-2026-0042 (Confirmed)",
      "Name: Murugan K, +91 98431 22334",
      "Site: Saibaba Colony",
      "1 part, 4 pieces",
      "MDF 18 mm: 1 sheet",
      "Plywood 12 mm: 2 sheets",
      // Confirmed: the confirmed price, never the estimate it was made from (issue 55).
      "Confirmed price: ₹5,500.00 incl. GST",
      "Required by 5 Dec 2026, delivery",
      "https://x.example/orders/KPW-2026-0042",
    ]);
    const ta = orderMessageToWorkshop(planned, "u", "ta").split("\n");
    expect(ta).toContain("பெயர்: Murugan K, +91 98431 22334");
    expect(ta).toContain("Plywood 12 mm: 2 ஷீட்");
    expect(ta).toContain("உறுதி செய்த விலை: ₹5,500.00, GST உட்பட");
    // Before the workshop confirms, the estimate.
    const received = { ...planned, status: "received" as const, confirmedPaise: null };
    expect(orderMessageToWorkshop(received, "u").split("\n")).toContain("Estimate: ₹5,754.39 incl. GST");
    expect(orderMessageToWorkshop(received, "u", "ta").split("\n")).toContain("எஸ்டிமேட்: ₹5,754.39, GST உட்பட");
  });

  it("a cancelled order's message gives the reason", () => {
    const cancelled = { ...order, status: "cancelled" as const, cancelReason: "Boards not available" };
    expect(statusMessageToCustomer(cancelled, "u", "en", BUSINESS).split("\n")).toContain("Reason: Boards not available");
    expect(statusMessageToCustomer(cancelled, "u", "ta", BUSINESS).split("\n")).toContain("காரணம்: Boards not available");
    // The customer's own cancel: the system's sentence, kept keyed, is said in the order's language (issue 66).
    const own = {
      ...order,
      status: "cancelled" as const,
      cancelReason: "Cancelled by the customer.",
      history: [
        {
          kind: "status" as const,
          status: "cancelled" as const,
          at: "",
          byRole: "customer" as const,
          byName: "",
          reason: "Cancelled by the customer.",
          said: said("historyCustomerCancelled"),
          confirmedPaise: null,
        },
      ],
    };
    expect(statusMessageToCustomer(own, "u", "en", BUSINESS).split("\n")).toContain("Reason: Cancelled by the customer.");
    expect(statusMessageToCustomer(own, "u", "ta", BUSINESS).split("\n")).toContain("காரணம்: வாடிக்கையாளர் ரத்து செய்தார்.");
  });
});
