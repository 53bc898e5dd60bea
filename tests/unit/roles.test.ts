/** The one table of who may do what (issue 51), pinned to the words. */
import { refusalInEnglish } from "@/lib/i18n/refusal-text";
import { describe, expect, it } from "vitest";
import { can, DEVICE_PERMISSIONS, PERMISSIONS, ROLE_PERMISSIONS } from "@/vocabulary/roles";
import { refusalFor } from "@/lib/auth/permission-refusal";

describe("the roles' table", () => {
  it("the owner has everything, and alone: staff and roles, the business details, the tariff and board prices, refunds and credit notes", () => {
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual([...PERMISSIONS].sort());
    for (const p of ["staff.manage", "business.manage", "tariff.manage", "materials.manage", "payments.refund", "creditnotes.issue"] as const) {
      expect(can("office", p), p).toBe(false);
      expect(can("floor", p), p).toBe(false);
    }
  });

  it("the office: orders, confirmation, payments received, invoices, batches, the offcut store, enquiries, station phones, the scan page", () => {
    // As the issue lists them, with the boards' list for the offcut store's form (walk B1; not their prices) and the
    // month's returns (issue 69).
    const office =
      "orders.read orders.manage payments.record invoices.issue books.returns batches.manage offcuts.manage materials.read " +
      "enquiries.manage devices.manage scan stations.read production.view audit.order";
    expect([...ROLE_PERMISSIONS.office].sort()).toEqual(office.split(" ").sort());
  });

  it("the floor: the scan page, the stations' lists, the pack and labels; a customer nothing; a phone scans and reads stations", () => {
    expect([...ROLE_PERMISSIONS.floor].sort()).toEqual(["production.view", "scan", "stations.read"]);
    expect(ROLE_PERMISSIONS.user).toEqual([]);
    expect([...DEVICE_PERMISSIONS].sort()).toEqual(["scan", "stations.read"]);
    expect(can("admin", "scan")).toBe(false);
    expect(can(undefined, "scan")).toBe(false);
  });

  it("a refusal names who may", () => {
    expect(refusalInEnglish(refusalFor("tariff.manage"))).toBe("Only the owner can change the tariff.");
    expect(refusalInEnglish(refusalFor("orders.read"))).toBe("Only the owner or the office can see the order book.");
    expect(refusalInEnglish(refusalFor("scan"))).toBe("Only the owner, the office or the floor can scan pieces.");
  });
});
