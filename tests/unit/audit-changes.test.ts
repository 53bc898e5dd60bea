import { describe, expect, it } from "vitest";
import { changedFields } from "@/lib/audit/changes";
import { detailText } from "@/components/admin/AuditTable";

describe("what a form's save changed (the audit log's before and after)", () => {
  it("names each changed field once, nested ones with spaces (a stored field name holds no dot), and nothing else", () => {
    const before = { phone: "919876543210", socials: { facebook: "", instagram: "https://instagram.com/k" }, tax: { boards: { code: "4412" } } };
    const after = {
      phone: "914222577788",
      socials: { facebook: "https://facebook.com/k", instagram: "https://instagram.com/k" },
      tax: { boards: { code: "4411" } },
    };
    const c = changedFields(before, after);
    expect(c.after).toEqual({ phone: "914222577788", "socials facebook": "https://facebook.com/k", "tax boards code": "4411" });
    expect(c.before).toEqual({ phone: "919876543210", "socials facebook": "", "tax boards code": "4412" });
    for (const k of Object.keys(c.after)) expect(k).not.toContain(".");
    expect(changedFields(before, before)).toEqual({ before: {}, after: {} });
    expect(Object.keys(changedFields({ version: 1, a: "x" }, { version: 2, a: "x" }, ["version"]).after)).toEqual([]);
  });

  it("reads as a person would: field, old → new; ids said by name (walk K8)", () => {
    expect(detailText({ before: { phone: "1", streetTamil: "" }, after: { phone: "2", streetTamil: "குறிச்சி" } })).toBe(
      "phone: 1 → 2 · street tamil: (empty) → குறிச்சி",
    );
    expect(detailText({ before: "user", after: "floor", person: "Ravi" })).toBe("before: Customer · after: Floor · person: Ravi");
    expect(detailText({ mode: "upi", amountPaise: 12_345_00, placeOfSupply: "33" })).toBe(
      "mode: UPI · amount: ₹12,345.00 · place of supply: Tamil Nadu (33)",
    );
    expect(detailText({ before: "confirmed", after: "in-production" })).toBe("before: Confirmed · after: In production");
  });
});
