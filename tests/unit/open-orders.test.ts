import { describe, expect, it } from "vitest";
import { openEntriesOf, packOpenEntries, type OpenEntry } from "@/models/OpenOrders";

const entries: OpenEntry[] = [
  { ref: "KPW-2026-0012", status: "received", createdAt: new Date("2026-11-20T04:30:00Z"), requiredBy: "2026-11-28" },
  { ref: "KPW-2026-0013", status: "in-production", createdAt: new Date("2026-11-21T09:00:00Z"), requiredBy: "2026-11-25" },
];

describe("the open orders document", () => {
  it("packs and unpacks every entry as it was", () => {
    expect(openEntriesOf({ _id: "open", packed: packOpenEntries(entries) })).toEqual(entries);
  });
  it("reads the form written before packing (nested entries) and an absent document", () => {
    expect(openEntriesOf({ _id: "open", entries })).toEqual(entries);
    expect(openEntriesOf(null)).toEqual([]);
  });
});
